import { EXPORT_FORMATS, IMPORT_SOURCES } from '@subtrack/domain';
import {
  calendarFeedExample,
  exportCsvExample,
  exportJsonExample,
  importResultExample,
  wallosJsonExample,
} from './data-io-examples.js';
import type { OperationObject, ParameterObject, PathItemObject } from './openapi-types.js';
import { operation, preflight } from './operation.js';
import { schemaRef } from './schema-ref.js';

function query(name: string, description: string, schema: ParameterObject['schema']) {
  return { name, in: 'query', description, required: false, schema } satisfies ParameterObject;
}

// The helper documents one JSON success; an export is JSON or CSV, an import any file.
function exportOperation(): OperationObject {
  const op = operation({
    operationId: 'exportSubscriptions',
    summary: 'Export every subscription',
    description:
      'Every subscription of the account as a download: JSON `{"format": "subtrack-export", "version": 1, "exportedAt", "subscriptions"}` with records as the API shows them, or CSV (RFC 4180, UTF-8, a header row; a cell starting with =, +, -, @, a tab or a carriage return is written with a leading apostrophe, so no spreadsheet runs it as a formula; an import of the CSV removes it again).',
    tag: 'Data',
    scope: 'read',
    parameters: [
      query('format', 'json (default) or csv.', {
        type: 'string',
        enum: EXPORT_FORMATS,
        default: 'json',
      }),
    ],
    success: {
      status: '200',
      description: 'The export file.',
      schema: schemaRef('SubscriptionExport'),
      extraHeaders: ['Content-Disposition'],
    },
    errors: [],
  });
  op.responses['200']!.content = {
    'application/json': {
      schema: schemaRef('SubscriptionExport'),
      examples: { json: { summary: 'format=json', value: exportJsonExample } },
    },
    'text/csv': {
      schema: { type: 'string' },
      examples: { csv: { summary: 'format=csv', value: exportCsvExample } },
    },
  };
  return op;
}

function importOperation(): OperationObject {
  const op = operation({
    operationId: 'importSubscriptions',
    summary: 'Import subscriptions from a file',
    description: [
      'The body is the file itself (at most 10 MiB): a subtrack export (JSON or CSV) with source=subtrack; with source=wallos a Wallos backup .zip, its wallos.db, or the Profile export subscriptions.json (bare or {success, subscriptions}) or subscriptions.csv.',
      'The kind comes from Content-Type, or from the first bytes for application/octet-stream.',
      'Every row is validated like POST /api/v1/subscriptions; one bad row rejects the whole import with 400 invalid_import whose rows list every bad row (row, field, message, suggestedFix).',
      'An import that would take the account past its limit of subscriptions (10,000 unless the server says otherwise) is refused whole with 400 invalid_import saying so.',
      'Limits on the file: a zip holds exactly one wallos.db of at most 64 MiB (no larger than its header declares), a database holds only plain tables (no view, trigger, virtual table or computed column) and is read within 10 seconds, a file holds at most 100,000 rows, JSON nests at most 64 levels; each refusal is a 400 invalid_import saying what is wrong.',
      'A valid import creates every record, each with its subscription.created audit record, in one transaction; dryRun=true answers the same without writing.',
      'A subtrack row keeps its id; a row whose id is already in the account is skipped (importing the same export twice creates nothing the second time).',
      'Wallos: Daily/Weekly x N become custom N or 7N days, Monthly/Yearly x 1 monthly/yearly, other cycles the nearest custom day count with a warning; one-time payments are skipped with a warning; inactive ones are cancelled.',
    ].join(' '),
    tag: 'Data',
    scope: 'write',
    parameters: [
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
    success: {
      status: '200',
      description: 'What was (or, on a dry run, would be) created, skipped and warned about.',
      schema: schemaRef('ImportResultEnvelope'),
    },
    errors: ['invalid_import', 'payload_too_large'],
  });
  const file = { type: 'string', contentMediaType: 'application/octet-stream' } as const;
  op.requestBody = {
    description: 'The file, unchanged.',
    required: true,
    content: {
      'application/json': {
        schema: {},
        examples: { wallos: { summary: 'A Wallos Profile export', value: wallosJsonExample } },
      },
      'text/csv': {
        schema: { type: 'string' },
        examples: { subtrack: { summary: 'A subtrack CSV export', value: exportCsvExample } },
      },
      'application/zip': { schema: file },
      'application/vnd.sqlite3': { schema: file },
      'application/octet-stream': { schema: file },
    },
  };
  op.responses['200']!.content!['application/json']!.examples = {
    wallosDryRun: {
      summary: 'A dry run of a Wallos export with $:USD',
      value: importResultExample,
    },
  };
  return op;
}

function calendarFeedOperation(): OperationObject {
  const op = operation({
    operationId: 'getCalendarFeed',
    summary: 'Calendar feed (iCalendar)',
    description:
      "The account's renewals as an iCalendar (RFC 5545) feed for calendar apps, which cannot send a key: the token in the path is the secret (made with `subtrack calendar-feed create`). One all-day event per renewal of every active subscription in the next 12 months and per trial end; UIDs stay the same across fetches; an alarm at daysBefore when reminders are enabled. Send the ETag back in If-None-Match to get 304. An unknown or revoked token is 404 and counts toward the per-address throttling of invalid keys.",
    tag: 'Data',
    scope: 'none',
    parameters: [
      {
        name: 'token',
        in: 'path',
        required: true,
        description: 'The feed token.',
        schema: { type: 'string' },
      },
    ],
    success: {
      status: '200',
      description: 'The feed.',
      schema: { type: 'string' },
      contentType: 'text/calendar',
      extraHeaders: ['ETag'],
    },
    errors: ['not_found', 'rate_limit_exceeded'],
  });
  op.responses['200']!.content!['text/calendar']!.examples = {
    feed: { summary: 'The start of a feed', value: calendarFeedExample },
  };
  op.responses['304'] = { description: 'Not modified: the ETag sent still matches.' };
  return op;
}

/** D33 export and import, D34 calendar feed. */
export const dataIoPaths: Record<string, PathItemObject> = {
  '/api/v1/export': { get: exportOperation(), options: preflight('preflightExport') },
  '/api/v1/imports': { post: importOperation(), options: preflight('preflightImports') },
  '/calendar/{token}.ics': { get: calendarFeedOperation() },
};
