import {
  EXPORT_CSV_COLUMNS,
  type ExportFileWriter,
  type ExportFormat,
  type SubscriptionExport,
} from '@subtrack/domain';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormulaCell } from './formula-cells.js';

/** How many records each piece of an export file holds (about 60 KB of JSON). */
export const EXPORT_RECORDS_PER_CHUNK = 100;

/** How many exchange rates each piece of a JSON export holds (about 100 KB). */
export const EXPORT_RATES_PER_CHUNK = 1000;

const CSV_OPTIONS = { record_delimiter: 'windows' } as const;

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return neutraliseFormulaCell(String(value));
}

function* batches<T>(
  items: readonly T[],
  size = EXPORT_RECORDS_PER_CHUNK,
): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += size) {
    yield items.slice(start, start + size);
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

// One item as `JSON.stringify(data, null, 2)` writes it inside a list: two levels deep.
const indented = (item: unknown): string =>
  `    ${JSON.stringify(item, null, 2).replaceAll('\n', '\n    ')}`;

/** The document's long lists, in the order the document holds them, and their piece sizes. */
const LISTS = [
  ['exchangeRates', EXPORT_RATES_PER_CHUNK],
  ['subscriptions', EXPORT_RECORDS_PER_CHUNK],
] as const;

/**
 * D33 JSON: the text of `JSON.stringify(data, null, 2)` and a final line break, in pieces:
 * the document around empty lists, then each list's items a batch at a time (the account's
 * rates, then the records), written as `JSON.stringify` writes them at that depth (a line
 * break inside a string is escaped, so every line break of an item's text is one to
 * indent).
 */
function* jsonChunks(data: SubscriptionExport): Generator<string, void, undefined> {
  const whole = `${JSON.stringify({ ...data, exchangeRates: [], subscriptions: [] }, null, 2)}\n`;
  let from = 0;
  let piece = '';
  for (const [key, size] of LISTS) {
    const items: readonly unknown[] = data[key];
    if (items.length === 0) continue;
    const empty = `"${key}": []`;
    // Only the fixed fields come before the lists, so the first match is the list's own.
    const at = whole.indexOf(empty, from) + empty.length - 1;
    piece += `${whole.slice(from, at)}\n`;
    let first = true;
    for (const batch of batches(items, size)) {
      piece += (first ? '' : ',\n') + batch.map(indented).join(',\n');
      first = false;
      yield piece;
      piece = '';
    }
    piece = '\n  ';
    from = at;
  }
  yield piece + whole.slice(from);
}

/**
 * Writes an export as the file a user downloads: pretty-printed JSON
 * (`{"format": "subtrack-export", "version": 3, "homeCurrency", "exchangeRates", ...}`, each
 * record with its `payments`, D40, and `logo`) or CSV; `chunks` gives the same text in
 * pieces of {@link EXPORT_RECORDS_PER_CHUNK} records ({@link EXPORT_RATES_PER_CHUNK} rates),
 * each made when it is asked for.
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
