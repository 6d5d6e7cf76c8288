import {
  type ImportCandidate,
  READABLE_EXPORT_VERSIONS,
  unreadableImportFile,
} from '@subtrack/domain';
import { subtrackCandidate } from './subtrack-row.js';

/**
 * D33: a subtrack JSON export, `{"format": "subtrack-export", "version": 2,
 * "subscriptions": [...]}`, row 1 being the first record. D40: version 1 (records without
 * payments) still reads; a version 2 record's `payments` go to the candidate's history.
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
  const versions: readonly unknown[] = READABLE_EXPORT_VERSIONS;
  if (!versions.includes(object.version)) {
    throw unreadableImportFile(
      `The export is version ${JSON.stringify(object.version)}; this subtrack reads versions ${READABLE_EXPORT_VERSIONS.join(' and ')}.`,
      'Export the data again with this version of subtrack.',
    );
  }
  return object.subscriptions.map((record, index) => subtrackCandidate(index + 1, record));
}
