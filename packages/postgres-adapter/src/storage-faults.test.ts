// D36, D44: PostgreSQL faults reach the domain as StorageUnavailableError (503 with
// Retry-After), never with SQL in the message, leave nothing half-written, and stop
// mattering once the cause is gone.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { isStorageUnavailable, type StorageFault } from '@subtrack/domain';
import { anAccount, anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import pg from 'pg';
import { openPostgres, PostgresUnreachableError } from './open-postgres.js';
import { storageFaultOf, WriteConflictError } from './storage-errors.js';
import {
  createTestDatabase,
  openTestPool,
  useTestPool,
} from './test-support/postgres-test-database.js';
import { testPorts } from './test-support/postgres-test-ports.js';

async function assertFault(action: () => Promise<unknown>, fault: StorageFault): Promise<void> {
  await assert.rejects(action, (error: unknown) => {
    assert.ok(isStorageUnavailable(error), String(error));
    assert.equal(error.fault, fault);
    assert.equal(error.code, 'service_unavailable');
    assert.doesNotMatch(error.message, /SQL|INSERT|SELECT|postgres/i);
    return true;
  });
}

/** A port on 127.0.0.1 where nothing listens. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const pool = useTestPool();

describe('PostgreSQL storage faults', () => {
  it('a server that does not answer is `cannot_open`; openPostgres says where, without the password', async () => {
    const url = `postgres://subtrack:s3cret@127.0.0.1:${await closedPort()}/subtrack`;
    const unreachable = await openPostgres(url, { migrate: false, connectionTimeoutMs: 1000 });
    const ports = testPorts(unreachable);
    await assertFault(() => ports.accounts.list(), 'cannot_open');
    await assertFault(
      () => ports.unitOfWork.transaction((tx) => tx.accounts.insert(anAccount())),
      'cannot_open',
    );
    await unreachable.end();
    await assert.rejects(openPostgres(url, { connectionTimeoutMs: 1000 }), (error: unknown) => {
      assert.ok(error instanceof PostgresUnreachableError);
      assert.match(error.message, /127\.0\.0\.1/);
      assert.doesNotMatch(error.message, /s3cret/);
      return true;
    });
  });

  it('a row lock held past the statement timeout is `busy`, writes nothing, and the next write works', async () => {
    const database = await createTestDatabase();
    const patient = await openTestPool(database.url);
    const hasty = await openTestPool(database.url, { statementTimeoutMs: 100 });
    try {
      const ports = testPorts(hasty);
      const account = anAccount();
      await ports.accounts.insert(account);
      const sub = aSubscription();
      await ports.subscriptions.insert(sub);
      const holder = await patient.connect();
      await holder.query('BEGIN');
      await holder.query("UPDATE subscriptions SET name = 'Held' WHERE id = $1", [sub.id]);
      await assertFault(
        () =>
          ports.unitOfWork.transaction(async (tx) => {
            await tx.audit.append(anAuditRecord({ resourceId: sub.id }));
            await tx.subscriptions.update({ ...sub, name: 'Waited', version: sub.version + 1 });
          }),
        'busy',
      );
      await holder.query('ROLLBACK');
      holder.release();
      const page = await ports.audit.list(account.id, { limit: 10, offset: 0, filters: {} });
      assert.deepEqual(page.items, [], 'the audit record went with the failed write');
      await ports.subscriptions.update({ ...sub, name: 'Written', version: sub.version + 1 });
      assert.equal((await ports.subscriptions.findById(account.id, sub.id))?.name, 'Written');
    } finally {
      await Promise.all([patient.end(), hasty.end()]);
      await database.drop();
    }
  });

  it('a read-only database is `read_only` for writes and still answers reads', async () => {
    const database = await createTestDatabase();
    try {
      const setup = await openTestPool(database.url);
      await setup.query(`ALTER DATABASE ${database.name} SET default_transaction_read_only = on`);
      await setup.end();
      const readOnly = await openTestPool(database.url, { migrate: false });
      const ports = testPorts(readOnly);
      await assertFault(() => ports.accounts.insert(anAccount()), 'read_only');
      assert.deepEqual(await ports.accounts.list(), []);
      await readOnly.end();
    } finally {
      await database.drop();
    }
  });

  it('connections ended by the server (a restart) are `cannot_open` once, then the pool reconnects', async () => {
    const ports = testPorts(pool());
    await ports.accounts.list();
    const { rows } = await pool().query<{ name: string }>('SELECT current_database() AS name');
    const admin = new pg.Client({ connectionString: process.env.SUBTRACK_TEST_DATABASE_URL });
    await admin.connect();
    const ended = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [rows[0]?.name],
    );
    assert.ok((ended.rowCount ?? 0) > 0);
    await admin.end();
    // The pool notices the dead connection on its next use (or drops it while idle).
    await ports.accounts.list().catch((error: unknown) => {
      assert.ok(isStorageUnavailable(error), String(error));
    });
    assert.deepEqual(await ports.accounts.list(), []);
  });

  it('names every fault the server and the driver report, and nothing else', () => {
    const cases: Array<[unknown, StorageFault | null]> = [
      [{ code: 'ECONNREFUSED' }, 'cannot_open'],
      [{ code: '08006' }, 'cannot_open'],
      [{ code: '57P01' }, 'cannot_open'],
      [{ code: '57P03' }, 'cannot_open'],
      [{ code: '53300' }, 'busy'],
      [{ code: '57014' }, 'busy'],
      [{ code: '40001' }, 'busy'],
      [{ code: '40P01' }, 'busy'],
      [{ code: '53100' }, 'full'],
      [{ code: '25006' }, 'read_only'],
      [{ code: '58030' }, 'io_error'],
      [new WriteConflictError('x'), 'busy'],
      [new Error('timeout exceeded when trying to connect'), 'busy'],
      [new Error('Connection terminated unexpectedly'), 'cannot_open'],
      [{ code: '23505' }, null],
      [{ code: '42P01' }, null],
      [new Error('a bug'), null],
    ];
    for (const [error, fault] of cases) assert.equal(storageFaultOf(error), fault, String(error));
  });
});
