import {
  apiKeyWriteContext,
  EXCHANGE_RATE_LIST_QUERY,
  importExchangeRates,
  listExchangeRates,
  pacerOf,
  parseExchangeRateListQuery,
  parseExchangeRatePut,
  parseNoQuery,
  putExchangeRate,
  toExchangeRateResource,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { dataFilesOf } from './data-files.js';
import type { JsonSchema } from './json-schema.js';
import { checkRateFileType } from './rate-file-type.js';
import { defineApiRoute } from './route.js';

const tag = 'Exchange rates';
const currencyPath = (side: string): { description: string; schema: JsonSchema } => ({
  description: `The currency ${side}, an ISO 4217 code in capitals.`,
  schema: { type: 'string', pattern: '^[A-Z]{3}$' },
});
const file: JsonSchema = { type: 'string', contentMediaType: 'application/octet-stream' };

/** A rate import's own body limit; the ECB's whole history is about 2 MiB as text. */
export const MAX_RATE_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The rates an account's estimates use: the server's reference rates and the
 * account's own (typed, or imported from the European Central Bank's files), which never
 * change another account's estimates.
 */
export const exchangeRateRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/exchange-rates',
    scope: 'read',
    doc: {
      operationId: 'listExchangeRates',
      tag,
      summary: 'List exchange rates',
      description:
        "The rates this account's estimates may use: the server's reference rates (the European Central Bank's, listed from EUR) and the account's own, newest date first, then from, then to; on one date and pair the account's own rate comes first (it is the one used). currency keeps the rates from or to it; from and to are dates, both included.",
      query: EXCHANGE_RATE_LIST_QUERY,
      success: {
        description: 'One page.',
        content: json(schemaRef('ExchangeRateList')),
      },
      errors: ['invalid_pagination'],
    },
    parse: ({ query }) => parseExchangeRateListQuery(query),
    async handle(query, { ports, principal }) {
      const page = await listExchangeRates(ports, principal.accountId, query);
      return {
        body: {
          data: page.items.map((rate) => toExchangeRateResource(rate)),
          pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
          query: { filters: query.filters },
        },
      };
    },
  }),
  defineApiRoute({
    method: 'PUT',
    path: '/api/v1/exchange-rates/{date}/{from}/{to}',
    scope: 'write',
    doc: {
      operationId: 'putExchangeRate',
      tag,
      summary: 'Set a rate of this account',
      description:
        "Stores the rate the account typed for one date and pair (source owner): one from is rate to on that date. It replaces the account's own rate of that date and pair, and beats a reference rate of the same date in this account's estimates only. Recorded as exchange_rate.updated.",
      path: {
        date: {
          description: 'The date the rate applies to.',
          schema: { type: 'string', format: 'date' },
        },
        from: currencyPath('converted from'),
        to: currencyPath('converted into'),
      },
      body: {
        description: 'How many of to one from bought on that date.',
        content: json(schemaRef('ExchangeRatePut')),
      },
      success: {
        description: 'The stored rate.',
        content: json(schemaRef('ExchangeRateEnvelope')),
      },
      errors: ['invalid_exchange_rate'],
    },
    body: 'json-object',
    parse: ({ params, query, body }) => {
      parseNoQuery(query);
      return parseExchangeRatePut(
        { date: params['date'] ?? '', from: params['from'] ?? '', to: params['to'] ?? '' },
        body,
      );
    },
    async handle(input, { ports, principal, requestId }) {
      const rate = await putExchangeRate(ports, apiKeyWriteContext(principal, requestId), input);
      return { body: { data: toExchangeRateResource(rate) } };
    },
  }),
  defineApiRoute({
    method: 'POST',
    path: '/api/v1/exchange-rates/imports',
    scope: 'write',
    doc: {
      operationId: 'importExchangeRates',
      tag,
      summary: "Import the European Central Bank's rates for this account",
      description: [
        `The body is one of the European Central Bank's files, unchanged (at most ${MAX_RATE_FILE_BYTES / 1024 / 1024} MiB): eurofxref-hist.zip, eurofxref-hist.csv or eurofxref-daily.xml.`,
        'Every rate becomes a rate of this account from EUR (source ecb), replacing its own rate of that date and currency; no other account sees or uses them.',
        'A file that cannot be read, or holds a rate that is not a number greater than 0, is refused whole with invalid_exchange_rate saying where.',
        'Importing the same file again stores the same rates. Recorded as one exchange_rates.imported with the summary.',
      ].join(' '),
      body: {
        description: 'The file, unchanged.',
        content: {
          'text/csv': { schema: { type: 'string' } },
          'application/xml': { schema: { type: 'string' } },
          'application/zip': { schema: file },
        },
      },
      success: {
        description: 'How many rates, on how many dates, of which currencies, from when to when.',
        content: json(schemaRef('RateImportEnvelope')),
      },
      errors: ['invalid_exchange_rate'],
    },
    body: 'file',
    maxBodyBytes: MAX_RATE_FILE_BYTES,
    parse: ({ query, file }) => {
      parseNoQuery(query);
      checkRateFileType(file?.contentType ?? '');
      return file?.bytes ?? Buffer.alloc(0);
    },
    // The file is read before the import's transactions, in slices the pacer allows.
    prepare: async (bytes, call) => {
      const reader = dataFilesOf(call).rates;
      if (!reader) throw new Error('createApp was built without a rate file reader (D52)');
      return reader.read(bytes, { pacer: pacerOf(call.ports) });
    },
    async handle(rows, call) {
      const context = apiKeyWriteContext(call.principal, call.requestId);
      return { body: await importExchangeRates(call.ports, context, rows) };
    },
  }),
];
