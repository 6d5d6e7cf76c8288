import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { openDatabase } from '../open-database.js';
import { tempDir } from '../test-support/fixtures.js';
import { applyMigrations, SchemaTooNewError, schemaVersion } from './apply-migrations.js';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './index.js';

describe('applyMigrations', () => {
  it('upgrades a database made by migration 1 to the latest schema, keeping its rows', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'v1.sqlite');
    const old = new BetterSqlite3(path);
    assert.deepEqual(applyMigrations(old, MIGRATIONS.slice(0, 1)), [1]);
    old
      .prepare('INSERT INTO accounts (id, name, created_at) VALUES (?, ?, ?)')
      .run('acc-1', 'Kept', '2026-01-01T00:00:00.000Z');
    old
      .prepare(
        `INSERT INTO audit_records (id, account_id, occurred_at, action, resource_type,
          resource_id, api_key_id, request_id, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      )
      .run(
        'aud-1',
        'acc-1',
        '2026-01-01T00:00:00.000Z',
        'subscription.deleted',
        'subscription',
        'sub-1',
        '0123456789abcdef',
        'req-1',
      );
    old.close();

    const db = openDatabase(path);
    t.after(() => db.close());
    assert.equal(schemaVersion(db), LATEST_SCHEMA_VERSION);
    assert.deepEqual(db.prepare('SELECT name FROM accounts').pluck().all(), ['Kept']);
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name = ?")
      .pluck()
      .all('notification_channels');
    assert.deepEqual(tables, ['notification_channels']);
    assert.deepEqual(
      db.prepare('SELECT version FROM schema_migrations').pluck().all(),
      MIGRATIONS.map((migration) => migration.version),
    );
    // D30: a record from before actors existed was written with an API key.
    assert.deepEqual(
      db.prepare('SELECT actor_type, actor_id, api_key_id FROM audit_records').all(),
      [{ actor_type: 'api_key', actor_id: '0123456789abcdef', api_key_id: '0123456789abcdef' }],
    );
  });

  it('refuses a database newer than the code, naming both versions', (t) => {
    const { dir, dispose } = tempDir();
    t.after(dispose);
    const path = join(dir, 'future.sqlite');
    openDatabase(path).close();
    const future = new BetterSqlite3(path);
    future.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    future.close();

    assert.throws(
      () => openDatabase(path),
      (error: unknown) => {
        assert.ok(error instanceof SchemaTooNewError);
        assert.match(error.message, new RegExp(`version ${LATEST_SCHEMA_VERSION + 5}`));
        assert.match(error.message, new RegExp(`up to ${LATEST_SCHEMA_VERSION}\\b`));
        return true;
      },
    );
  });

  it('rolls back every step of a failing migration run', (t) => {
    const db = new BetterSqlite3(':memory:');
    t.after(() => db.close());
    const broken = [...MIGRATIONS, { version: 99, name: 'broken', sql: 'CREATE TABLE (' }];
    assert.throws(() => applyMigrations(db, broken));
    assert.equal(schemaVersion(db), 0);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all();
    assert.deepEqual(tables, []);
  });
});
