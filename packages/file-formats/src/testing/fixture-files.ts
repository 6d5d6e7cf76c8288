import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

/** The real Wallos 5.4.4 files of `fixtures/wallos/` (see its README). */
export const WALLOS_FIXTURES = fileURLToPath(new URL('../../fixtures/wallos/', import.meta.url));

/** The bytes of one fixture file. */
export const wallosFixture = (name: string): Buffer => readFileSync(join(WALLOS_FIXTURES, name));

/** Export files subtrack wrote (`fixtures/subtrack/`, see its README). */
export const SUBTRACK_FIXTURES = fileURLToPath(
  new URL('../../fixtures/subtrack/', import.meta.url),
);

/** The bytes of one subtrack export fixture. */
export const subtrackFixture = (name: string): Buffer =>
  readFileSync(join(SUBTRACK_FIXTURES, name));

/**
 * A copy of the fixture `wallos.db` changed by `change` (another user, a column an older
 * Wallos did not have yet...), returned as bytes: further cases built from Wallos's own schema.
 */
export function changedWallosDb(change: (db: Database.Database) => void): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-wallos-fixture-'));
  try {
    const path = join(dir, 'wallos.db');
    copyFileSync(join(WALLOS_FIXTURES, 'wallos.db'), path);
    const db = new Database(path);
    try {
      change(db);
    } finally {
      db.close();
    }
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bank exports in the shapes real banks write them (`fixtures/statements/`, see its README). */
export const STATEMENT_FIXTURES = fileURLToPath(
  new URL('../../fixtures/statements/', import.meta.url),
);

/** The bytes of one bank export fixture. */
export const statementFixture = (name: string): Buffer =>
  readFileSync(join(STATEMENT_FIXTURES, name));
