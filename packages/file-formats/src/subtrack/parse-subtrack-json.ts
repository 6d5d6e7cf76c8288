import { type ImportCandidate, unreadableImportFile } from '@subtrack/domain';
import { subtrackCandidate } from './subtrack-row.js';

/**
 * D33: a subtrack JSON export, `{"format": "subtrack-export", "version": 1,
 * "subscriptions": [...]}`, row 1 being the first record.
 */
export function parseSubtrackJson(document: unknown): ImportCandidate[] {
  const object =
    typeof document === 'object' && document !== null && !Array.isArray(document)
      ? (document as Record<string, unknown>)
      : {};
  if (object.format !== 'subtrack-export' || !Array.isArray(object.subscriptions)) {
    throw unreadableImportFile(
      'The file is not a subtrack export: it needs "format": "subtrack-export" and a "subscriptions" list.',
      'Import a file made by subtrack export, or a Wallos file with source=wallos.',
    );
  }
  if (object.version !== 1) {
    throw unreadableImportFile(
      `The export is version ${JSON.stringify(object.version)}; this subtrack reads version 1.`,
      'Export the data again with this version of subtrack.',
    );
  }
  return object.subscriptions.map((record, index) => subtrackCandidate(index + 1, record));
}
