import {
  type ImportedAccountData,
  type ImportFileContents,
  READABLE_EXPORT_VERSIONS,
  unreadableImportFile,
} from '@subtrack/domain';
import { subtrackCandidate } from './subtrack-row.js';

/** What a version 3 export says about its account, as the file has it (the domain checks it). */
function accountOf(object: Record<string, unknown>): ImportedAccountData | null {
  if (object.version !== 3) return null;
  const { homeCurrency, exchangeRates } = object;
  return {
    ...(homeCurrency === undefined ? {} : { homeCurrency }),
    ...(exchangeRates === undefined ? {} : { exchangeRates }),
  };
}

/**
 * A subtrack JSON export, `{"format": "subtrack-export", "version": 3, "homeCurrency",
 * "exchangeRates", "subscriptions": [...]}`, row 1 being the first record. Version 1
 * (records without payments) still reads; a version 2 or 3 record's `payments` go to the
 * candidate's history, a version 3 record's `logo` to its logo, and a version 3 export's
 * home currency and rates to the account data.
 */
export function parseSubtrackJson(document: unknown): ImportFileContents {
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
      `The export is version ${JSON.stringify(object.version)}; this subtrack reads versions ${new Intl.ListFormat('en-GB').format(READABLE_EXPORT_VERSIONS.map(String))}.`,
      'Export the data again with this version of subtrack.',
    );
  }
  return {
    candidates: object.subscriptions.map((record, index) => subtrackCandidate(index + 1, record)),
    account: accountOf(object),
  };
}
