import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations/index.js';
import { openDatabase } from './open-database.js';
import { tempDir } from './test-support/fixtures.js';

describe('openDatabase', () => {
  it('creates the file and its missing parent folders', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'nested', 'deeper', 'subtrack.sqlite');
    const db = openDatabase(path);
    t.after(() => db.close());
    assert.equal(existsSync(path), true);
  });

  it('applies the D25 settings: WAL, synchronous FULL, foreign keys, busy timeout', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const db = openDatabase(join(dir, 'a.sqlite'), { busyTimeoutMs: 1234 });
    t.after(() => db.close());
    assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
    assert.equal(db.pragma('synchronous', { simple: true }), 2); // 2 = FULL
    assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
    assert.equal(db.pragma('busy_timeout', { simple: true }), 1234);
  });

  it('bounds the page cache: 16,000 KiB by default, or the size given', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const byDefault = openDatabase(join(dir, 'a.sqlite'));
    t.after(() => byDefault.close());
    assert.equal(byDefault.pragma('cache_size', { simple: true }), -16000);
    const small = openDatabase(join(dir, 'b.sqlite'), { cacheSizeKiB: 512 });
    t.after(() => small.close());
    assert.equal(small.pragma('cache_size', { simple: true }), -512);
  });

  it('opens an in-memory database with the latest schema', (t) => {
    const db = openDatabase(':memory:');
    t.after(() => db.close());
    assert.equal(db.pragma('user_version', { simple: true }), LATEST_SCHEMA_VERSION);
    assert.equal(db.pragma('foreign_keys', { simple: true }), 1);
  });

  it('reopens an existing file without migrating it again', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'a.sqlite');
    openDatabase(path).close();
    const db = openDatabase(path);
    t.after(() => db.close());
    const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    assert.deepEqual(
      rows.map((row) => (row as { version: number }).version),
      MIGRATIONS.map((migration) => migration.version),
    );
  });
});
