import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anAccount } from '@subtrack/domain/testing';
import { createSqlitePorts } from '../create-sqlite-ports.js';
import { openDatabase } from '../open-database.js';

/** A temporary folder for database files, removed by the returned `dispose`. */
export function tempDir(): { dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-sqlite-'));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** SQLite ports on a new in-memory database holding one account, closed after the test. */
export async function portsWithAnAccount(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  await ports.accounts.insert(account);
  return { db, ports, account };
}
