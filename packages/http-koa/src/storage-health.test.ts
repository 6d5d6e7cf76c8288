// D36: a busy, full, failing or read-only database gives 503 with Retry-After, never a 500
// or a half-written record; /healthz says so while it lasts; the server recovers by itself.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { translateStorageError } from '@subtrack/sqlite-adapter';
import BetterSqlite3 from 'better-sqlite3';
import { startTestServer, type TestServer } from './testing/test-server.js';

const create = (server: TestServer) =>
  server.request('POST', '/api/v1/subscriptions', {
    key: server.writeKey,
    body: aSubscriptionBody(),
  });

async function assertUnavailable(server: TestServer, retryAfter: string): Promise<void> {
  const answer = await create(server);
  assert.equal(answer.status, 503, answer.text);
  assert.equal((answer.json.error as { code: string }).code, 'service_unavailable');
  assert.equal(answer.headers.get('retry-after'), retryAfter);
  assert.doesNotMatch(answer.text, /SQLITE|sqlite|INSERT/);
  assert.equal((await server.request('GET', '/healthz')).status, 503);
}

async function assertRecovered(server: TestServer): Promise<void> {
  assert.equal((await create(server)).status, 201);
  assert.equal((await server.request('GET', '/healthz')).status, 200);
}

/** Every stored subscription has its creation audit record, and nothing else was stored. */
function assertWhole(server: TestServer, expected: number): void {
  const count = (sql: string) => server.db.prepare(sql).pluck().get() as number;
  assert.equal(count('SELECT count(*) FROM subscriptions'), expected);
  assert.equal(
    count("SELECT count(*) FROM audit_records WHERE action = 'subscription.created'"),
    expected,
  );
}

describe('storage faults over HTTP', () => {
  it('busy past the busy timeout: 503, then recovers when the lock goes', async (t) => {
    const server = await startTestServer(t, { busyTimeoutMs: 100 });
    const other = new BetterSqlite3(server.dbPath);
    t.after(() => other.close());
    other.exec('BEGIN IMMEDIATE');
    await assertUnavailable(server, '2');
    other.exec('ROLLBACK');
    await assertRecovered(server);
    assertWhole(server, 1);
  });

  it('a full disk: 503, every record whole, recovers when space returns', async (t) => {
    const server = await startTestServer(t);
    assert.equal((await create(server)).status, 201);
    server.db.pragma(`max_page_count = ${server.db.pragma('page_count', { simple: true })}`);
    let made = 1;
    let answer = await create(server);
    for (; answer.status === 201; answer = await create(server)) made++;
    assert.equal(answer.status, 503, answer.text);
    assertWhole(server, made);
    await assertUnavailable(server, '30');
    server.db.pragma('max_page_count = 1073741823');
    await assertRecovered(server);
    assertWhole(server, made + 1);
  });

  it('a read-only database: 503 for writes, reads still answer', async (t) => {
    const server = await startTestServer(t);
    server.db.pragma('query_only = ON');
    await assertUnavailable(server, '30');
    const list = await server.request('GET', '/api/v1/subscriptions', { key: server.readKey });
    assert.equal(list.status, 200);
    server.db.pragma('query_only = OFF');
    await assertRecovered(server);
  });

  it('an I/O error: 503, nothing stored', async (t) => {
    let failing = true;
    const ioError = () =>
      Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' });
    // The write's own insert fails as the adapter reports a failing disk (D36, D43: the
    // use case inserts through the transaction's ports).
    const wrapPorts = (ports: Ports): Ports => ({
      ...ports,
      unitOfWork: {
        transaction: (work) =>
          ports.unitOfWork.transaction((tx) =>
            work({
              ...tx,
              subscriptions: {
                ...tx.subscriptions,
                async insert(subscription) {
                  if (failing) throw translateStorageError(ioError());
                  await tx.subscriptions.insert(subscription);
                },
              },
            }),
          ),
      },
    });
    const server = await startTestServer(t, { wrapPorts });
    await assertUnavailable(server, '30');
    assertWhole(server, 0);
    failing = false;
    await assertRecovered(server);
    assertWhole(server, 1);
  });
});
