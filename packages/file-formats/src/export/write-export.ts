import {
  EXPORT_CSV_COLUMNS,
  type ExportFileWriter,
  type ExportFormat,
  type SubscriptionExport,
} from '@subtrack/domain';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormulaCell } from './formula-cells.js';

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return neutraliseFormulaCell(String(value));
}

/**
 * D33 CSV: RFC 4180 (fields quoted when they hold a comma, quote or line break; CRLF
 * between records), UTF-8, a header row, one row per subscription, no formula cells.
 */
function writeCsv(data: SubscriptionExport): string {
  const rows = data.subscriptions.map((record) => {
    const values = record as unknown as Record<string, unknown>;
    return EXPORT_CSV_COLUMNS.map((column) => csvCell(values[column]));
  });
  return stringify([[...EXPORT_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

/**
 * D33: writes an export as the file a user downloads: pretty-printed JSON
 * (`{"format": "subtrack-export", "version": 1, ...}`) or CSV.
 *
 * @example
 * exportFileWriter.write(exportSubscriptions(ports, accountId), 'csv');
 */
export const exportFileWriter: ExportFileWriter = {
  write(data: SubscriptionExport, format: ExportFormat): string {
    return format === 'csv' ? writeCsv(data) : `${JSON.stringify(data, null, 2)}\n`;
  },
};
