import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDomainError, unreadableImportFile } from '@subtrack/domain';
import Database from 'better-sqlite3';
import type { ImportLimits } from '../limits.js';
import { isSqliteFile } from '../sniff-kind.js';
import { wallosCycleById } from './wallos-cycle.js';
import { subscriptionsQuery, type WallosDbRow } from './wallos-db-queries.js';
import type { WallosRecord } from './wallos-record.js';
import { unexpectedSchema } from './wallos-schema.js';
import { chooseWallosUser } from './wallos-users.js';

/** A file that is not a Wallos database, with the reason in words. */
export function notAWallosDatabase(reason: string): Error {
  return unreadableImportFile(
    `The file is not a readable Wallos database (${reason}).`,
    'Use the wallos.db from Wallos (or the zip from Admin -> Backup), unchanged.',
  );
}

/** A database over the size limit is refused before it is copied anywhere. */
export function checkDatabaseSize(bytes: Uint8Array, limits: ImportLimits): void {
  if (bytes.length > limits.maxDatabaseBytes) {
    throw unreadableImportFile(
      `The Wallos database is larger than ${limits.maxDatabaseBytes} bytes.`,
      'Import the Profile export (subscriptions.json) instead.',
    );
  }
}

// A database in WAL mode (header bytes 18-19 = 2) would need its -wal and -shm files;
// the copy has none, so it is marked as a rollback-journal database, read the same way.
function asRollbackJournal(bytes: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(bytes);
  if (copy.length > 19 && copy[18] === 2) copy[18] = 1;
  if (copy.length > 19 && copy[19] === 2) copy[19] = 1;
  return copy;
}

// The file chose every value's type: text is made text, a price that is not a number null.
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);
const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

function toRecord(row: WallosDbRow, index: number): WallosRecord {
  const cycle = typeof row.cycle === 'number' ? wallosCycleById(row.cycle) : null;
  const logo = text(row.logo).trim();
  return {
    row: index + 1,
    name: text(row.name).trim(),
    cycle,
    cycleText: String(row.cycle),
    frequency: numberOr(row.frequency, 1),
    nextPayment: text(row.next_payment),
    category: text(row.category_name).trim() || 'Uncategorized',
    price: numberOr(row.price, null),
    currency: { code: text(row.currency_code) },
    notify: row.notify === 1,
    inactive: row.inactive === 1,
    startDate: text(row.start_date).trim() || null,
    // Wallos's -1 means "the user's default" (subtrack's null: the account's days before).
    notifyDaysBefore:
      numberOr(row.notify_days_before, -1) >= 0 ? Number(row.notify_days_before) : null,
    cancellationDate: text(row.cancellation_date).trim() || null,
    ...(logo === '' ? {} : { logo }),
  };
}

/** What {@link readWallosDatabase} needs besides the bytes. */
export interface WallosDatabaseOptions {
  wallosUser?: string | undefined;
  limits: ImportLimits;
  /** A private folder for the copy; its owner removes it (the reader may be stopped midway). */
  folder: string;
}

/**
 * The subscriptions of one user of a Wallos database, read from a private copy opened
 * read-only (`query_only`, untrusted schema). Nothing in the file runs: a schema with a
 * view, trigger, virtual table or computed column is refused before any row is read
 * (wallos-schema.ts), and at most `maxRows` rows are read. Rows are numbered by Wallos id
 * order. Synchronous and possibly slow (a large file): the server calls it only inside
 * the reader worker (read-off-thread.ts).
 */
export function readWallosDatabase(
  bytes: Uint8Array,
  options: WallosDatabaseOptions,
): WallosRecord[] {
  const { limits } = options;
  checkDatabaseSize(bytes, limits);
  if (!isSqliteFile(bytes)) throw notAWallosDatabase('it is not an SQLite file');
  try {
    const path = join(options.folder, 'wallos.db');
    writeFileSync(path, asRollbackJournal(bytes), { mode: 0o600 });
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      db.pragma('query_only = ON');
      db.pragma('trusted_schema = OFF');
      const unexpected = unexpectedSchema(db);
      if (unexpected !== null) throw notAWallosDatabase(unexpected);
      const userId = chooseWallosUser(db, options.wallosUser);
      const records: WallosRecord[] = [];
      // Row by row (not `.all()`): between rows the worker can be stopped at its time limit.
      const query = db.prepare(subscriptionsQuery(db));
      for (const row of query.iterate(userId, limits.maxRows + 1) as Iterable<WallosDbRow>) {
        if (records.length === limits.maxRows) {
          throw notAWallosDatabase(`it holds more than ${limits.maxRows} subscriptions`);
        }
        records.push(toRecord(row, records.length));
      }
      return records;
    } finally {
      db.close();
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw notAWallosDatabase(reason);
  }
}
