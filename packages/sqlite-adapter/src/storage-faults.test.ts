// D36: SQLite faults reach the domain as StorageUnavailableError, leave nothing half-written
// (no record without its audit record), and stop mattering once the cause is gone.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import {
  apiKeyWriteContext,
  createSubscription,
  isStorageUnavailable,
  parseCreateSubscriptionBody,
  type StorageFault,
  type WriteContext,
} from '@subtrack/domain';
import { anAccount, aSubscriptionBody } from '@subtrack/domain/testing';
import BetterSqlite3 from 'better-sqlite3';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { storageFaultOf, translateStorageError } from './storage-errors.js';
import { tempDir } from './test-support/fixtures.js';

const body = parseCreateSubscriptionBody(aSubscriptionBody());

async function setup(t: TestContext, busyTimeoutMs = 5000) {
  const { dir, dispose } = tempDir();
  const path = join(dir, 'faults.sqlite');
  const db = openDatabase(path, { busyTimeoutMs });
  t.after(() => {
    db.close();
    dispose();
  });
  const ports = createSqlitePorts(db);
  const account = anAccount();
  await ports.accounts.insert(account);
  const ctx: WriteContext = apiKeyWriteContext(
    { accountId: account.id, apiKeyId: '0123456789abcdef', scope: 'write' },
    'req-1',
  );
  return { db, path, ports, ctx, create: () => createSubscription(ports, ctx, body) };
}

async function assertFault(action: () => Promise<unknown>, fault: StorageFault): Promise<void> {
  await assert.rejects(action, (error: unknown) => {
    assert.ok(isStorageUnavailable(error), String(error));
    assert.equal(error.fault, fault);
    assert.equal(error.code, 'service_unavailable');
    assert.doesNotMatch(error.message, /SQL|INSERT|sqlite/i);
    return true;
  });
}

/** Every subscription has its `subscription.created` record, and nothing else is there. */
function assertWhole(db: BetterSqlite3.Database, subscriptions: number): void {
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  assert.equal(count('SELECT count(*) FROM subscriptions'), subscriptions);
  assert.equal(
    count("SELECT count(*) FROM audit_records WHERE action = 'subscription.created'"),
    subscriptions,
  );
}

describe('storage faults', () => {
  it('a write lock held past the busy timeout is `busy`, and the next write works', async (t) => {
    const { path, db, create } = await setup(t, 50);
    const other = new BetterSqlite3(path);
    other.exec('BEGIN IMMEDIATE');
    await assertFault(create, 'busy');
    other.exec('ROLLBACK');
    other.close();
    await create();
    assertWhole(db, 1);
  });

  it('a full disk is `full`, keeps every record whole, and clears when space returns', async (t) => {
    const { db, create } = await setup(t);
    await create();
    const pages = db.pragma('page_count', { simple: true }) as number;
    db.pragma(`max_page_count = ${pages}`);
    let made = 1;
    await assertFault(async () => {
      for (;;) {
        await create();
        made++;
      }
    }, 'full');
    assertWhole(db, made);
    db.pragma('max_page_count = 1073741823');
    await create();
    assertWhole(db, made + 1);
  });

  it('a read-only database is `read_only` for writes, and reads still work', async (t) => {
    const { db, ports, ctx, create } = await setup(t);
    db.pragma('query_only = ON');
    await assertFault(create, 'read_only');
    assert.ok(await ports.accounts.findById(ctx.accountId));
    db.pragma('query_only = OFF');
    await create();
    assertWhole(db, 1);
  });

  it('maps I/O and open errors, leaves other errors alone', () => {
    const error = (code: string) => Object.assign(new Error('x'), { code });
    assert.equal(storageFaultOf(error('SQLITE_IOERR_WRITE')), 'io_error');
    assert.equal(storageFaultOf(error('SQLITE_CANTOPEN')), 'cannot_open');
    assert.equal(storageFaultOf(error('SQLITE_BUSY_SNAPSHOT')), 'busy');
    assert.equal(storageFaultOf(error('SQLITE_READONLY_DBMOVED')), 'read_only');
    assert.equal(storageFaultOf(error('SQLITE_CONSTRAINT_UNIQUE')), null);
    assert.equal(storageFaultOf(new Error('plain')), null);
    const translated = translateStorageError(error('SQLITE_IOERR_READ'));
    assert.ok(isStorageUnavailable(translated));
    assert.equal(translated.fault, 'io_error');
    assert.equal(translateStorageError(translated), translated);
    const constraint = error('SQLITE_CONSTRAINT');
    assert.equal(translateStorageError(constraint), constraint);
  });
});
