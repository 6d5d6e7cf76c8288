import {
  apiKeyWriteContext,
  DISCOVERY_QUERY,
  type DiscoveryQuery,
  DomainError,
  discoverFromStatement,
  dismissCounterparty,
  MAX_STATEMENT_TRANSACTIONS,
  parseDiscoveryQuery,
  parseDismissalBody,
  parseNoQuery,
  STATEMENT_MAPPING_PARAMETERS,
  type StatementReader,
  toDismissalResource,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { dataFilesOf } from './data-files.js';
import { MAX_IMPORT_BYTES } from './data-io-routes.js';
import type { JsonSchema } from './json-schema.js';
import { type ApiCall, defineApiRoute } from './route.js';

/** A bank export may be as large as an import's file (10 MiB). */
export const MAX_STATEMENT_BYTES = MAX_IMPORT_BYTES;

const file: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };
const tag = 'Discovery';

/** The bank export reader the app was built with. */
function statementReaderOf(call: ApiCall): StatementReader {
  const reader = dataFilesOf(call).statements;
  // A composition root that forgot it is a programming error: a 500, logged.
  if (!reader) throw new Error('createApp was built without a statement reader (D56)');
  return reader;
}

const emptyFile = () =>
  new DomainError('invalid_statement', 'The request body is empty: send the bank export itself.', {
    field: 'file',
    suggestedFix: 'Send the file as the body, e.g. curl --data-binary @statement.csv.',
  });

/**
 * What a bank export shows (read and analysed before anything else, off the event
 * loop where the file is large; nothing of it kept), and "Not a subscription".
 */
export const discoveryRoutes = [
  defineApiRoute<{ query: DiscoveryQuery; bytes: Buffer }, Record<string, unknown>>({
    method: 'POST',
    path: '/api/v1/discoveries',
    scope: 'write',
    doc: {
      operationId: 'discoverSubscriptions',
      tag,
      summary: 'Find the subscriptions a bank export shows',
      description: [
        `The body is the bank export itself (at most ${MAX_STATEMENT_BYTES / 1024 / 1024} MiB and ${MAX_STATEMENT_TRANSACTIONS.toLocaleString('en')} transactions): CSV as banks write it (semicolon or comma, UTF-8, UTF-16 or Windows-1252, any usual date and number format, one signed amount or debit and credit columns), OFX 1.x or 2.x, QFX, or ISO 20022 CAMT.053. The format is told from the file unless format says it.`,
        `When a CSV's columns cannot be told apart the answer is 400 invalid_statement whose allowedValues lists the file's headers and parameters the query parameters that name columns by header (${STATEMENT_MAPPING_PARAMETERS.join(', ')}); send the file again with them.`,
        'Debits are grouped by counterparty; charges one period apart (weekly to yearly) at amounts within 20 % make a series. A series the account does not track is a suggestion with the fields a create takes; one it tracks is a match, with the charges its payment history lacks (newPayments, for POST /api/v1/subscriptions/{id}/payments); alerts tell of a charge after a cancellation, a renewal missed, a new price. Income, transfers between the owner’s accounts, rent, loans and cash are never suggested, nor counterparties dismissed with POST /api/v1/dismissed-counterparties.',
        'Nothing of the file is kept and nothing is written, so a discovery is not audited; it needs a write key because it reads a file. To add a suggestion, create it with its fields and startedOn at its first charge, then record its evidence as payments with source bank.',
      ].join(' '),
      query: DISCOVERY_QUERY,
      body: {
        description: 'The bank export, unchanged.',
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/x-ofx': { schema: { type: 'string' } },
          'application/xml': { schema: { type: 'string' } },
          'application/octet-stream': { schema: file },
        },
      },
      success: {
        description: 'What the file shows.',
        content: json(schemaRef('DiscoveryEnvelope')),
      },
      errors: ['invalid_statement'],
    },
    body: 'file',
    maxBodyBytes: MAX_STATEMENT_BYTES,
    parse: ({ query, file }) => {
      const parsed = parseDiscoveryQuery(query);
      const bytes = file?.bytes ?? Buffer.alloc(0);
      if (bytes.length === 0) throw emptyFile();
      return { query: parsed, bytes };
    },
    // Read and analysed before the write's transaction: the reader's worker and the paced
    // analysis hold no transaction and no other request waits for them.
    prepare: async ({ query, bytes }, call) => ({
      discovery: await discoverFromStatement(
        call.ports,
        statementReaderOf(call),
        call.principal.accountId,
        { bytes, format: query.format, mapping: query.mapping },
      ),
    }),
    handle: async (body) => ({ body, large: true }),
  }),
  defineApiRoute({
    method: 'POST',
    path: '/api/v1/dismissed-counterparties',
    scope: 'write',
    doc: {
      operationId: 'dismissCounterparty',
      tag,
      summary: 'Say a counterparty is not a subscription',
      description:
        'Discoveries of the account never suggest this counterparty again ("Not a subscription"). It is compared as discoveries group charges: case, card numbers, reference codes, legal forms and processor prefixes aside, so "PAYPAL *SPOTIFY 2K4L90" dismisses Spotify. Dismissing one again changes nothing and answers the dismissal kept. Audited as counterparty.dismissed.',
      body: {
        description: 'The counterparty, as a suggestion names it.',
        content: json(schemaRef('DismissalCreate')),
      },
      success: {
        description: 'The dismissal kept.',
        content: json(schemaRef('DismissalEnvelope')),
      },
      errors: ['invalid_counterparty'],
    },
    body: 'json-object',
    parse: ({ query, body }) => {
      parseNoQuery(query);
      return parseDismissalBody(body);
    },
    async handle(counterparty, { ports, principal, requestId }) {
      const ctx = apiKeyWriteContext(principal, requestId);
      const { dismissal } = await dismissCounterparty(ports, ctx, counterparty);
      return { body: { data: toDismissalResource(dismissal) } };
    },
  }),
];
