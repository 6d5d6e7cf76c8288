import {
  apiKeyWriteContext,
  DEFAULT_ACCOUNT_LIMITS,
  EXPORT_FORMATS,
  EXPORT_VERSION,
  EXPORTED_PAYMENT_FIELDS,
  exportFileChunks,
  exportSubscriptions,
  IMPORT_SOURCES,
  importSubscriptions,
  parseExportQuery,
  parseImportQuery,
  prepareImport,
  READABLE_EXPORT_VERSIONS,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { TextStream } from '../text-stream.js';
import { dataFilesOf, importKindOf } from './data-files.js';
import type { JsonSchema } from './json-schema.js';
import { defineApiRoute } from './route.js';
import type { ParameterObject } from './route-doc.js';

const query = (name: string, description: string, schema: JsonSchema): ParameterObject => ({
  name,
  in: 'query',
  description,
  required: false,
  schema,
});
const LIMIT = DEFAULT_ACCOUNT_LIMITS.maxSubscriptionsPerAccount.toLocaleString('en');
const file: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/** An import's own body limit (the API's JSON bodies stop at 64 KiB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const CONTENT_TYPES = { json: 'application/json; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** Export as a download, and import of a subtrack or Wallos file. */
export const dataIoRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/export',
    scope: 'read',
    doc: {
      operationId: 'exportSubscriptions',
      tag: 'Data',
      summary: 'Export every subscription',
      description: `Every subscription of the account as a download: JSON \`{"format": "subtrack-export", "version": ${EXPORT_VERSION}, "exportedAt", "homeCurrency", "exchangeRates", "subscriptions"}\` with the account's home currency (or null) and own exchange rates (date, from, to, rate, source; oldest first; never the server's reference rates), and records as the API shows them, each with its \`payments\` (${EXPORTED_PAYMENT_FIELDS.join(', ')}; oldest first) and, when it has one, its \`logo\` ({contentType, data}, the image in base64), or CSV (RFC 4180, UTF-8, a header row, one row per subscription without its payments; a cell starting with =, +, -, @, a tab or a carriage return is written with a leading apostrophe, so no spreadsheet runs it as a formula; an import of the CSV removes it again).`,
      query: [
        query('format', 'json (default) or csv.', {
          type: 'string',
          enum: EXPORT_FORMATS,
          default: 'json',
        }),
      ],
      success: {
        description: 'The export file.',
        content: {
          ...json(schemaRef('SubscriptionExport')),
          'text/csv': { schema: { type: 'string' } },
        },
        headers: ['Content-Disposition'],
      },
    },
    parse: ({ query }) => parseExportQuery(query),
    handle: async ({ format }, call) => {
      const data = await exportSubscriptions(call.ports, call.principal.accountId);
      const day = data.exportedAt.slice(0, 10);
      return {
        // D48: written piece by piece as the client takes it.
        body: new TextStream(exportFileChunks(dataFilesOf(call).writer, data, format)),
        contentType: CONTENT_TYPES[format],
        headers: {
          'Content-Disposition': `attachment; filename="subtrack-export-${day}.${format}"`,
        },
      };
    },
  }),
  defineApiRoute({
    method: 'POST',
    path: '/api/v1/imports',
    scope: 'write',
    doc: {
      operationId: 'importSubscriptions',
      tag: 'Data',
      summary: 'Import subscriptions from a file',
      description: [
        `The body is the file itself (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB): a subtrack export (JSON or CSV) with source=subtrack; with source=wallos a Wallos backup .zip, its wallos.db, or the Profile export subscriptions.json (bare or {success, subscriptions}) or subscriptions.csv.`,
        'The kind comes from Content-Type, or from the first bytes for application/octet-stream.',
        'Every row is validated like POST /api/v1/subscriptions; one bad row rejects the whole import with 400 invalid_import whose rows list every bad row (row, field, message, suggestedFix).',
        `An import that would take the account past its limit of subscriptions (${LIMIT} unless the server says otherwise) is refused whole with 400 invalid_import saying so.`,
        'Limits on the file: a zip holds exactly one wallos.db of at most 64 MiB (no larger than its header declares), a database holds only plain tables (no view, trigger, virtual table or computed column) and is read within 10 seconds, a file holds at most 100,000 rows, JSON nests at most 64 levels; each refusal is a 400 invalid_import saying what is wrong.',
        'A valid import creates every record, each with its subscription.created audit record, in one transaction; dryRun=true answers the same without writing.',
        'A subtrack row keeps its id; a row whose id is already in the account is skipped (importing the same export twice creates nothing the second time).',
        `Export versions ${new Intl.ListFormat('en-GB').format(READABLE_EXPORT_VERSIONS.map(String))} are read. The payments of a version 2 or 3 record are restored as the file has them (date, amount, currency, status and source); payments the import works out itself (from startedOn when the file has no payments, or renewal dates passed since the file was written) get source import. A bad payment is a row error naming it, e.g. payments[2].amount.`,
        'A version 3 export also restores each record’s logo (re-encoded as an upload is), the home currency it names (replacing the account’s) and its own exchange rates (each replacing the account’s rate of its date and pair), checked by the rules of a typed rate: a bad one is 400 invalid_import naming it, e.g. exchangeRates[3].rate.',
        'A logo that cannot be read (from a subtrack export, or a Wallos backup’s logos folder named by the logo column) leaves its record without one and adds a warning naming the row; it never fails the import.',
        'Wallos: Daily/Weekly x N become custom N or 7N days, Monthly x N monthly with intervalCount N (up to 36; a whole number of years beyond), Yearly x N yearly with intervalCount N (up to 10), any longer cycle the nearest custom day count with a warning; one-time payments are skipped with a warning; inactive ones are cancelled.',
        'From a Wallos database or backup, start_date becomes startedOn when it lies before the next payment (the renewal dates from it on become payments with source import), and notify_days_before becomes remindDaysBefore (at most 60). A cancellation date of an active subscription becomes endsOn when it is on or after the next payment; one before it imports the subscription as cancelled, with a warning.',
      ].join(' '),
      query: [
        {
          ...query('source', 'Who made the file.', { type: 'string', enum: IMPORT_SOURCES }),
          required: true,
        },
        query('dryRun', 'true: check and answer, write nothing.', {
          type: 'string',
          enum: ['true', 'false'],
          default: 'false',
        }),
        query(
          'currencySymbols',
          'Wallos Profile exports carry only a symbol; map the ambiguous ones ($, ¥, kr) to ISO codes: $:USD,¥:JPY.',
          { type: 'string', example: '$:USD,¥:JPY' },
        ),
        query('wallosUser', 'The Wallos user to import when the database holds several.', {
          type: 'string',
        }),
      ],
      body: {
        description: 'The file, unchanged.',
        content: {
          'application/json': { schema: {} },
          'text/csv': { schema: { type: 'string' } },
          'application/zip': { schema: file },
          'application/vnd.sqlite3': { schema: file },
          'application/octet-stream': { schema: file },
        },
      },
      success: {
        description: 'What was (or, on a dry run, would be) created, skipped and warned about.',
        content: json(schemaRef('ImportResultEnvelope')),
      },
      errors: ['invalid_import'],
    },
    body: 'file',
    maxBodyBytes: MAX_IMPORT_BYTES,
    parse: ({ query, file }) => {
      const options = parseImportQuery(query);
      const bytes = file?.bytes ?? Buffer.alloc(0);
      return { options, file: { bytes, kind: importKindOf(file?.contentType ?? '') } };
    },
    // The file is read, and its logos re-encoded, before the import's transaction,
    // archives, databases and images off the event loop (security review).
    prepare: async ({ options, file }, call) => {
      const { parser, logoEncoder } = dataFilesOf(call);
      const contents = await parser.read(file, options);
      return { options, prepared: await prepareImport(call.ports, contents, logoEncoder) };
    },
    handle: async ({ options, prepared }, call) => {
      const result = await importSubscriptions(
        call.ports,
        apiKeyWriteContext(call.principal, call.requestId),
        prepared,
        {
          dryRun: options.dryRun,
          source: options.source,
        },
      );
      return { body: { data: result }, large: true };
    },
  }),
];
