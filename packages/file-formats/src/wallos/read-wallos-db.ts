import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unreadableImportFile } from '@subtrack/domain';
import Database from 'better-sqlite3';
import type { ImportLimits } from '../limits.js';
import { isSqliteFile } from '../sniff-kind.js';
import { wallosCycleById } from './wallos-cycle.js';
import { subscriptionsQuery, type WallosDbRow } from './wallos-db-queries.js';
import type { WallosRecord } from './wallos-record.js';
import { chooseWallosUser } from './wallos-users.js';

function notAWallosDatabase(reason: string): Error {
  return unreadableImportFile(
    `The file is not a readable Wallos database (${reason}).`,
    'Use the wallos.db from Wallos (or the zip from Admin -> Backup), unchanged.',
  );
}

// A database in WAL mode (header bytes 18-19 = 2) would need its -wal and -shm files;
// the copy has none, so it is marked as a rollback-journal database, read the same way.
function asRollbackJournal(bytes: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(bytes);
  if (copy.length > 19 && copy[18] === 2) copy[18] = 1;
  if (copy.length > 19 && copy[19] === 2) copy[19] = 1;
  return copy;
}

function toRecord(row: WallosDbRow, index: number): WallosRecord {
  const cycle = row.cycle === null ? null : wallosCycleById(row.cycle);
  return {
    row: index + 1,
    name: (row.name ?? '').trim(),
    cycle,
    cycleText: String(row.cycle),
    frequency: row.frequency ?? 1,
    nextPayment: row.next_payment ?? '',
    category: (row.category_name ?? '').trim() || 'Uncategorized',
    price: row.price,
    currency: { code: row.currency_code ?? '' },
    notify: row.notify === 1,
    inactive: row.inactive === 1,
  };
}

/**
 * D33: the subscriptions of one user of a Wallos database, read from a private temp copy
 * opened read-only (`query_only`, untrusted schema): nothing in the file is ever run or
 * written. Rows are numbered by Wallos id order.
 */
export function readWallosDatabase(
  bytes: Uint8Array,
  options: { wallosUser?: string | undefined; limits: ImportLimits },
): WallosRecord[] {
  if (bytes.length > options.limits.maxDatabaseBytes) {
    throw unreadableImportFile(
      `The Wallos database is larger than ${options.limits.maxDatabaseBytes} bytes.`,
      'Import the Profile export (subscriptions.json) instead.',
    );
  }
  if (!isSqliteFile(bytes)) throw notAWallosDatabase('it is not an SQLite file');
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-wallos-'));
  try {
    const path = join(dir, 'wallos.db');
    writeFileSync(path, asRollbackJournal(bytes), { mode: 0o600 });
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      db.pragma('query_only = ON');
      db.pragma('trusted_schema = OFF');
      const userId = chooseWallosUser(db, options.wallosUser);
      const rows = db.prepare(subscriptionsQuery(db)).all(userId) as WallosDbRow[];
      if (rows.length > options.limits.maxRows) throw notAWallosDatabase('too many rows');
      return rows.map(toRecord);
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw notAWallosDatabase(reason);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
