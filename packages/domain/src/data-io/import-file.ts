import type { ErrorCode } from '../shared/domain-error.js';

/** Where an import comes from. */
export const IMPORT_SOURCES = ['subtrack', 'wallos'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** The kinds of file an import reads, from `Content-Type` or the file's first bytes. */
export const IMPORT_FILE_KINDS = ['json', 'csv', 'zip', 'sqlite'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/** One uploaded file, as bytes, with its kind when the sender named it. */
export interface ImportFile {
  bytes: Uint8Array;
  /** Null when the sender did not say (`application/octet-stream`): the parser sniffs. */
  kind: ImportFileKind | null;
}

/** What the parser needs besides the file. */
export interface ImportFileOptions {
  source: ImportSource;
  /** Wallos Profile exports carry only a symbol: `{'$': 'USD', '¥': 'JPY'}`. */
  currencySymbols: Readonly<Record<string, string>>;
  /** The Wallos user whose subscriptions to read when a database holds several. */
  wallosUser?: string;
}

/**
 * The import's own row checks, which no create rule covers: an id that is not a UUID, an id
 * twice, a Wallos price whose symbol names no one currency, a Wallos cycle Wallos never writes.
 */
export const IMPORT_ROW_CODES = [
  'import_id_not_uuid',
  'import_id_twice',
  'import_currency_symbol',
  'import_wallos_cycle',
] as const;
export type ImportRowCode = (typeof IMPORT_ROW_CODES)[number];

/** One problem with one row: what the import's `400 invalid_import` lists. */
export interface ImportRowError {
  /** 1-based: the first record of the file (after a CSV header) is row 1. */
  row: number;
  field: string;
  message: string;
  suggestedFix?: string;
  /**
   * The rule the row broke, for pages that say it in their own language: the domain error
   * code of a create rule (with `field`), or one of the import's own checks. Not part of the
   * API's answer, whose row objects are closed.
   */
  code?: ErrorCode | ImportRowCode;
  /** `import_id_twice`: the earlier row with the same id. Not part of the API's answer. */
  otherRow?: number;
}

/**
 * A logo a file carries for one row, as the file holds it (a Wallos backup's `logos/` file,
 * a subtrack export's `logo.data`): the import re-encodes it as an upload would be, or
 * leaves it out with a warning when it cannot be read.
 */
export interface ImportedLogo {
  bytes: Uint8Array;
  /** The file's name for it, when it has one (`netflix.png`): warnings name it. */
  name?: string;
}

/**
 * One row of a file, turned into the body of a create request (the API's field names and
 * types) by a parser. The domain validates it exactly as `POST /subscriptions` would.
 */
export interface ImportCandidate {
  row: number;
  /** The row's name as the file shows it, for previews and messages. */
  name: string;
  /** A subtrack export's record id, kept when free. */
  id?: string;
  /** The create body; absent when the row is skipped. */
  body?: Record<string, unknown>;
  /**
   * The payment history a subtrack export of version 2 carries for the row, as the
   * file has it (the domain checks it); absent when the file has none (version 1, Wallos).
   */
  payments?: unknown;
  /** The row's logo, when the file carries one (a Wallos backup, a subtrack export of version 3). */
  logo?: ImportedLogo;
  /** Set when the row is not a subscription and is left out (Wallos one-time payments). */
  skipReason?: string;
  /** Said about the row whatever happens (an inexact billing cycle). */
  warnings: string[];
  /** What the parser already knows is wrong (an ambiguous currency symbol). */
  errors: ImportRowError[];
}

/**
 * What a subtrack export of version 3 holds about the account beside its rows, as the file
 * has it (the import checks it): the home currency and the account's own exchange rates.
 */
export interface ImportedAccountData {
  homeCurrency?: unknown;
  exchangeRates?: unknown;
}

/** Everything a file holds: its rows, and what it says about the account (null: nothing). */
export interface ImportFileContents {
  candidates: ImportCandidate[];
  account: ImportedAccountData | null;
}

/**
 * Turns an uploaded file into candidate rows (an adapter: JSON, CSV, zip and SQLite
 * readers live outside the domain). Rejects with `invalid_import` when the file itself
 * cannot be read. Asynchronous: an adapter reads archives and databases off the caller's
 * thread, with limits (security review: nothing an upload contains may run for long on the
 * server's thread). Call it before `importSubscriptions`, never inside a transaction.
 */
export interface ImportFileParser {
  /** The file's rows (each with its logo when the file carries one). */
  parse(file: ImportFile, options: ImportFileOptions): Promise<ImportCandidate[]>;
  /**
   * The file's rows and what it holds about the account (a subtrack export of version 3:
   * its home currency and own rates), for `importSubscriptions`' `account` option.
   */
  read(file: ImportFile, options: ImportFileOptions): Promise<ImportFileContents>;
}
