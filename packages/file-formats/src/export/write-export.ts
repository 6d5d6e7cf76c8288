import {
  EXPORT_CSV_COLUMNS,
  type ExportedSubscription,
  type ExportFileWriter,
  type ExportFormat,
  type SubscriptionExport,
} from '@subtrack/domain';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormulaCell } from './formula-cells.js';

/** D48: how many records each piece of an export file holds (about 60 KB of JSON). */
export const EXPORT_RECORDS_PER_CHUNK = 100;

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return neutraliseFormulaCell(String(value));
}

function* batches<T>(items: readonly T[]): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += EXPORT_RECORDS_PER_CHUNK) {
    yield items.slice(start, start + EXPORT_RECORDS_PER_CHUNK);
  }
}

/**
 * D33 CSV: RFC 4180 (fields quoted when they hold a comma, quote or line break; CRLF
 * between records), UTF-8, a header row, one row per subscription, no formula cells. Each
 * batch of records is its own piece: every record ends with its CRLF, so the pieces join
 * into the text of one `stringify` of all the rows.
 */
function* csvChunks(data: SubscriptionExport): Generator<string, void, undefined> {
  yield stringify([[...EXPORT_CSV_COLUMNS]], CSV_OPTIONS);
  for (const batch of batches(data.subscriptions)) {
    const rows = batch.map((record) => {
      const values = record as unknown as Record<string, unknown>;
      return EXPORT_CSV_COLUMNS.map((column) => csvCell(values[column]));
    });
    yield stringify(rows, CSV_OPTIONS);
  }
}

// One record as `JSON.stringify(data, null, 2)` writes it inside the list: two levels deep.
const indentedRecord = (record: ExportedSubscription): string =>
  `    ${JSON.stringify(record, null, 2).replaceAll('\n', '\n    ')}`;

/**
 * D33 JSON: the text of `JSON.stringify(data, null, 2)` and a final line break, in pieces:
 * the document around an empty list, then the records a batch at a time, written as
 * `JSON.stringify` writes them at that depth (a line break inside a string is escaped, so
 * every line break of a record's text is one to indent).
 */
function* jsonChunks(data: SubscriptionExport): Generator<string, void, undefined> {
  const whole = `${JSON.stringify({ ...data, subscriptions: [] }, null, 2)}\n`;
  if (data.subscriptions.length === 0) {
    yield whole;
    return;
  }
  const empty = '"subscriptions": []';
  const at = whole.lastIndexOf(empty) + empty.length - 1;
  let piece = `${whole.slice(0, at)}\n`;
  let first = true;
  for (const batch of batches(data.subscriptions)) {
    piece += (first ? '' : ',\n') + batch.map(indentedRecord).join(',\n');
    first = false;
    yield piece;
    piece = '';
  }
  yield `\n  ${whole.slice(at)}`;
}

/**
 * D33: writes an export as the file a user downloads: pretty-printed JSON
 * (`{"format": "subtrack-export", "version": 2, ...}`, each record with its `payments`, D40) or CSV; `chunks` gives the same text
 * in pieces of {@link EXPORT_RECORDS_PER_CHUNK} records, each made when it is asked for (D48).
 *
 * @example
 * exportFileWriter.write(await exportSubscriptions(ports, accountId), 'csv');
 */
export const exportFileWriter: Required<ExportFileWriter> = {
  write: (data, format) => [...chunksOf(data, format)].join(''),
  chunks: (data, format) => chunksOf(data, format),
};

function chunksOf(data: SubscriptionExport, format: ExportFormat): Iterable<string> {
  return format === 'csv' ? csvChunks(data) : jsonChunks(data);
}
