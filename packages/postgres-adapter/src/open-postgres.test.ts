import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Pool } from 'pg';
import { createDatabaseClock } from './database-clock.js';
import { DEFAULT_POOL_LIMITS, describeDatabaseUrl, openPostgres } from './open-postgres.js';
import { useSharedTestDatabase } from './test-support/postgres-test-database.js';

const shared = useSharedTestDatabase();

async function settingsOf(url: string, options = {}) {
  const pool = await openPostgres(url, { ...options, migrate: false });
  try {
    const { rows } = await pool.query<Record<string, string>>(
      `SELECT current_setting('statement_timeout') AS statement,
         current_setting('lock_timeout') AS lock,
         current_setting('idle_in_transaction_session_timeout') AS idle,
         current_setting('application_name') AS name`,
    );
    return { ...rows[0], max: pool.options.max };
  } finally {
    await pool.end();
  }
}

describe('openPostgres', () => {
  it('opens every connection with the documented limits', async () => {
    const [pool] = await shared();
    const url = (pool!.options as { connectionString: string }).connectionString;
    assert.deepEqual(await settingsOf(url), {
      statement: '5s',
      lock: '2s',
      idle: '10s',
      name: 'subtrack',
      max: DEFAULT_POOL_LIMITS.maxConnections,
    });
    assert.deepEqual(
      await settingsOf(url, {
        statementTimeoutMs: 1234,
        lockTimeoutMs: 600,
        idleInTransactionTimeoutMs: 2500,
        applicationName: 'subtrack-worker',
        maxConnections: 3,
      }),
      { statement: '1234ms', lock: '600ms', idle: '2500ms', name: 'subtrack-worker', max: 3 },
    );
  });

  it('never shows the password of a database URL', () => {
    assert.equal(
      describeDatabaseUrl('postgres://subtrack:s3cret@db.example:5432/subtrack'),
      'postgres://subtrack:***@db.example:5432/subtrack',
    );
    assert.equal(describeDatabaseUrl('not a url'), 'the configured URL');
  });
});

describe('createDatabaseClock', () => {
  it('follows a database server whose clock is an hour ahead of this machine’s', async () => {
    const HOUR = 3_600_000;
    const server = {
      query: async () => ({ rows: [{ ms: String(Date.now() + HOUR) }] }),
    } as unknown as Pool;
    const clock = await createDatabaseClock(server);
    try {
      assert.ok(Math.abs(clock.offsetMs - HOUR) < 50, `offset ${clock.offsetMs} ms`);
      assert.ok(Math.abs(clock.now().getTime() - (Date.now() + HOUR)) < 50);
    } finally {
      clock.close();
    }
  });

  it('tells the database server’s time', async () => {
    const [pool] = await shared();
    const clock = await createDatabaseClock(pool!, { resyncEveryMs: 10 });
    try {
      const { rows } = await pool!.query<{ ms: number }>(
        'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms',
      );
      assert.ok(Math.abs(clock.now().getTime() - rows[0]!.ms) < 1000);
      // The same machine: the offset is the round trip's error, well under a second.
      assert.ok(Math.abs(clock.offsetMs) < 1000, `offset ${clock.offsetMs} ms`);
      await clock.sync();
    } finally {
      clock.close();
    }
  });
});
