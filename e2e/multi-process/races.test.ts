/**
 * D51 from outside, black-box: concurrent requests to `serve` processes decide every race
 * as one server would, on SQLite (one process) and on PostgreSQL with one, two and three
 * processes taking the requests in turn. Of PATCHes sending one `If-Match` exactly one wins
 * and the others get 412; PATCHes without one all succeed and keep each other's changes
 * (subscriptions, notification settings, payments); an idempotency key runs once; a key
 * revoked through one process is refused by every process from the next request on.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  type RunningServer,
  startServerProcess,
} from '../../packages/cli-seed/src/testing/server-process.js';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { measureRaces, type RaceCaseFigures } from '../support/api-races.js';
import { cliJson, createAccount, databaseFlag, type TestAccount } from '../support/system.js';

const ROUNDS = 3;

/** Every race of one set-up decided as one server decides it. */
function assertDecidedAsOne(cases: RaceCaseFigures[]): void {
  for (const c of cases) {
    const statuses = Object.keys(c.statuses).sort();
    assert.equal(c.roundsWithSeveralWinners, 0, `${c.case}: more than one winner`);
    assert.equal(c.roundsThatLostAChange ?? 0, 0, `${c.case}: a change was lost`);
    if (c.case.includes('one If-Match')) assert.deepEqual(statuses, ['200', '412'], c.case);
    else if (c.case.includes('Idempotency-Key'))
      assert.ok(
        statuses.every((s) => s === '201' || s === '409'),
        `${c.case}: ${statuses}`,
      );
    else assert.deepEqual(statuses, ['200'], `${c.case}: every write succeeds`);
  }
}

async function withNotifications(database: string, name: string): Promise<TestAccount> {
  const account = await createAccount(database, name);
  await cliJson([
    'notifications',
    'set',
    '--account',
    account.accountId,
    '--enabled',
    'true',
    ...databaseFlag(database),
  ]);
  return account;
}

const serve = (database: string) =>
  startServerProcess(null, [
    'serve',
    '--port',
    '0',
    ...databaseFlag(database),
    '--reminder-interval-seconds',
    '86400',
    ...(database.startsWith('postgres') ? ['--database-pool-size', '4'] : []),
  ]);

describe('concurrent requests decided as by one server', { timeout: 600_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  let database: TestDatabase;
  let postgres: RunningServer[];

  before(async () => {
    database = await createTestDatabase();
    cleanups.push(() => database.drop());
    postgres = await Promise.all([1, 2, 3].map(() => serve(database.url)));
    cleanups.push(() => Promise.all(postgres.map((server) => server.stop())).then(() => {}));
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('on SQLite, one process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-races-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'subtrack.sqlite');
    const account = await withNotifications(file, 'Races on SQLite');
    const server = await serve(file);
    cleanups.push(() => server.stop());
    assertDecidedAsOne((await measureRaces('SQLite', [server], account.writeKey, ROUNDS)).cases);
  });

  for (const count of [1, 2, 3]) {
    it(`on PostgreSQL, ${count} process${count === 1 ? '' : 'es'}`, async () => {
      const account = await withNotifications(database.url, `Races on ${count}`);
      const servers = postgres.slice(0, count);
      const figures = await measureRaces(`${count}`, servers, account.writeKey, ROUNDS);
      assertDecidedAsOne(figures.cases);
    });
  }

  // Member changes of one account (role changes and removals from several processes at
  // once, the last owner kept) belong here too, with the security work that serializes them.

  it('refuses a key revoked through one process on every process, from the next request on', async () => {
    const account = await createAccount(database.url, 'Revoked');
    const get = (server: RunningServer) =>
      fetch(`${server.url}/api/v1/subscriptions`, {
        headers: { authorization: `Bearer ${account.readKey}` },
      });
    for (const server of postgres) assert.equal((await get(server)).status, 200);
    await cliJson([
      'key',
      'revoke',
      '--key-id',
      account.readKey.slice(4, 20),
      ...databaseFlag(database.url),
    ]);
    for (const server of postgres) assert.equal((await get(server)).status, 401);
  });
});
