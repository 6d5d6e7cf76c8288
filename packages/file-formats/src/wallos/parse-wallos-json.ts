import { unreadableImportFile } from '@subtrack/domain';
import { type WallosProfileRow, wallosProfileRecord } from './wallos-profile-row.js';
import type { WallosRecord } from './wallos-record.js';

function rowsOf(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document;
  if (typeof document === 'object' && document !== null) {
    const wrapped = (document as Record<string, unknown>).subscriptions;
    if (Array.isArray(wrapped)) return wrapped;
  }
  return null;
}

const asProfileRow = (value: unknown): WallosProfileRow => {
  const row: WallosProfileRow = {};
  if (typeof value !== 'object' || value === null) return row;
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && field !== undefined) row[key] = String(field);
  }
  return row;
};

/**
 * Wallos's Profile -> Export as JSON: a bare array of rows, or the API's
 * `{"success": true, "subscriptions": [...]}`.
 */
export function parseWallosJson(document: unknown): WallosRecord[] {
  const isSubtrack =
    typeof document === 'object' &&
    document !== null &&
    (document as Record<string, unknown>).format === 'subtrack-export';
  const rows = isSubtrack ? null : rowsOf(document);
  if (rows === null) {
    throw unreadableImportFile(
      isSubtrack
        ? 'The file is a subtrack export, not a Wallos file.'
        : 'The JSON is not a Wallos export: it is neither a list of subscriptions nor {"subscriptions": [...]}.',
      isSubtrack
        ? 'Import it with source=subtrack.'
        : 'Use the file Wallos downloads from Profile -> Export as JSON.',
    );
  }
  return rows.map((value, index) => wallosProfileRecord(index + 1, asProfileRow(value)));
}
