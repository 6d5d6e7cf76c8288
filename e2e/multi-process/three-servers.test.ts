/**
 * Three `serve` processes on one PostgreSQL database behind nginx (round robin, the
 * site of docs/deploy/nginx-subtrack.conf with an upstream group) behave as one server:
 * one hourly quota across all three, each reminder delivered once per channel, an
 * idempotent retry answered with the replay by another process, a web session signed in on
 * one process valid on the others until signed out on any, and a `kill -9` of one
 * process under write load loses no acknowledged write while the other two keep answering;
 * invalid keys sent to two processes add up to one block.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { runInProcess } from '../../packages/cli-seed/src/testing/cli-in-process.js';
import {
  type RunningServer,
  startServerProcess,
} from '../../packages/cli-seed/src/testing/server-process.js';
import {
  type HttpReceiver,
  startHttpReceiver,
} from '../../packages/notify-channels/src/testing/http-receiver.js';
import {
  createTestDatabase,
  openTestPool,
  type TestDatabase,
} from '../../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { type ClientRequest, cookiesOf, send, setCookie } from '../proxy/https-client.js';
import { findNginx, type ProxiedSite, startNginx } from '../proxy/nginx.js';
import { selfSignedCertificate, type TestCertificate } from '../proxy/tls-certificate.js';
import { recordFigure } from '../support/figures.js';
import { createAccount, type TestAccount } from '../support/system.js';

const UPSTREAM = new URL('../../docs/deploy/nginx-subtrack-upstream.conf', import.meta.url);
const QUOTA = 60;
const LOAD_WORKERS = 4;

/** Runs a command in-process on the test database; fails the test on a non-zero exit. */
async function cli(url: string, args: string[]): Promise<Record<string, unknown>> {
  const run = await runInProcess([...args, '--database-url', url, '--json']);
  assert.equal(run.status, 0, `${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

/** The reminders one webhook body carries, as `subscriptionId kind date` keys. */
function remindersIn(body: unknown): string[] {
  const event = body as { type: string; data: Record<string, unknown> };
  const items =
    event.type === 'reminder.digest'
      ? (event.data['reminders'] as Record<string, unknown>[])
      : event.type === 'reminder.due'
        ? [event.data]
        : [];
  return items.map((item) => `${item['subscriptionId']} ${item['kind']} ${item['date']}`);
}

/** How many times each value occurs. */
function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

const nginx = findNginx();

describe('three serve processes on one PostgreSQL behind nginx', { timeout: 300_000 }, () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const scope = { after: (fn: () => Promise<void> | void) => cleanups.push(fn) };
  let database: TestDatabase;
  let servers: RunningServer[];
  let proxy: ProxiedSite;
  let cert: TestCertificate;
  let receiver: HttpReceiver;
  /** The JSON bodies the webhook receiver got on `path`. */
  const bodiesAt = (path: string) =>
    receiver.received.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as unknown);
  let demo: { accountId: string; key: string };
  let dir: string;
  /** The end of nginx's error log, for a failure message. */
  const nginxErrors = () => {
    try {
      return readFileSync(join(dir, 'nginx', 'error.log'), 'utf8').slice(-2000);
    } catch {
      return '';
    }
  };
  const through = (path: string, request: ClientRequest = {}) =>
    send(proxy.httpsUrl, path, { ca: cert.pem, ...request });

  before(async () => {
    // Debian's nginx is part of the test set-up (.ci/run installs it), like PostgreSQL.
    assert.ok(nginx, 'nginx is missing: apt-get install nginx');
    dir = mkdtempSync(join(tmpdir(), 'subtrack-multi-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const { url } = database;
    receiver = await startHttpReceiver();
    cleanups.push(() => receiver.close());

    const seeded = await cli(url, ['demo']);
    demo = { accountId: String(seeded['accountId']), key: String(seeded['writeKey']) };
    await cli(url, [
      'notifications',
      'set',
      '--account',
      demo.accountId,
      '--enabled',
      'true',
      '--days-before',
      '14',
    ]);
    for (const [label, path] of [
      ['first', '/first'],
      ['second', '/second'],
    ]) {
      await cli(url, [
        'channel',
        'add',
        '--account',
        demo.accountId,
        '--kind',
        'webhook',
        '--label',
        String(label),
        '--url',
        `${receiver.origin}${path}`,
      ]);
    }

    // Started together: they migrate once (the adapter's lock) and their first reminder
    // checks, at start-up, race for the same claims.
    servers = await Promise.all(
      [1, 2, 3].map(() =>
        startServerProcess(scope, [
          'serve',
          '--port',
          '0',
          '--database-url',
          url,
          '--rate-limit-per-hour',
          String(QUOTA),
          '--reminder-interval-seconds',
          '1',
          '--database-pool-size',
          '4',
        ]),
      ),
    );
    cert = selfSignedCertificate(dir, 'subtrack.test');
    // docs/deploy's upstream group, with the three processes' ports in place of 3001..3003.
    const group = servers.reduce(
      (text, server, i) =>
        text.replace(`server 127.0.0.1:${3001 + i};`, `server ${new URL(server.url).host};`),
      readFileSync(UPSTREAM, 'utf8'),
    );
    assert.doesNotMatch(group, /127\.0\.0\.1:300[123];/);
    [proxy] = (await startNginx(
      scope,
      nginx as string,
      join(dir, 'nginx'),
      cert,
      ['http://subtrack_processes'],
      [group],
    )) as [ProxiedSite];
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`allows exactly ${QUOTA} requests an hour across the three processes`, async () => {
    const account = await createAccount(database.url, 'Quota');
    const attempts = QUOTA + 30;
    let answers: Array<{ status: number; reset: string }> = [];
    // A run that straddles the top of the hour counts in two windows: run it again.
    for (let round = 0; round < 2; round += 1) {
      answers = [];
      const queue = Array.from({ length: attempts }, (_, i) => i);
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (queue.shift() !== undefined) {
            const answer = await through('/api/v1/subscriptions', { key: account.writeKey });
            answers.push({
              status: answer.status,
              reset: String(answer.headers['x-ratelimit-reset']),
            });
          }
        }),
      );
      if (new Set(answers.map((answer) => answer.reset)).size === 1) break;
    }
    const statuses = tally(answers.map((answer) => String(answer.status)));
    assert.deepEqual(Object.fromEntries(statuses), {
      '200': QUOTA,
      '429': attempts - QUOTA,
    });
    // Round robin: each process answered some of them.
    const served = servers.map(
      (server) =>
        server
          .stderr()
          .split('\n')
          .filter((line) => line.includes(account.accountId)).length,
    );
    for (const count of served) assert.ok(count > 0, `requests per process: ${served}`);
    recordFigure('multi-process-quota', {
      quota: QUOTA,
      attempts,
      allowed: statuses.get('200'),
      refused: statuses.get('429'),
      // Objects, not arrays: the formatter keeps a written object as it is (e2e/results).
      perProcess: Object.fromEntries(served.map((count, i) => [`process${i + 1}`, count])),
    });
  });

  it('answers a retry of an idempotent POST on another process with the replay', async () => {
    const body = aSubscriptionBody({ name: 'Replayed on another process' });
    const post = (server: RunningServer) =>
      fetch(`${server.url}/api/v1/subscriptions`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${demo.key}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': 'multi-process-retry-1',
        },
        body: JSON.stringify(body),
      });
    const first = await post(servers[0] as RunningServer);
    assert.equal(first.status, 201);
    const firstBody = await first.text();
    for (const server of [servers[1], servers[2]] as RunningServer[]) {
      const retry = await post(server);
      assert.equal(retry.status, 201);
      assert.equal(retry.headers.get('idempotent-replayed'), 'true');
      assert.equal(await retry.text(), firstBody);
    }
    const pool = await openTestPool(database.url);
    try {
      const { rows } = await pool.query('SELECT id FROM subscriptions WHERE name = $1', [
        body.name,
      ]);
      assert.equal(rows.length, 1);
    } finally {
      await pool.end();
    }
  });

  it('keeps a web session signed in on every process, whichever one signed it in', async () => {
    const { signInUrl } = await cli(database.url, [
      'account',
      'sign-in-link',
      '--account',
      demo.accountId,
    ]);
    const [first, second, third] = servers as [RunningServer, RunningServer, RunningServer];
    // The link's page from one process, its button pressed on another.
    const page = await send(first.url, String(signInUrl));
    assert.equal(page.status, 200, page.text);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1] ?? assert.fail(page.text);
    const signedIn = await send(second.url, String(signInUrl), {
      method: 'POST',
      form: { _csrf: csrf },
      headers: { Cookie: cookiesOf(page), 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(signedIn.status, 303, signedIn.text);
    const session = (setCookie(signedIn, 'subtrack_session').split(';')[0] ?? '').trim();
    assert.match(session, /^subtrack_session=/);
    // The session is a row: the third process knows it, and a sign-out on the first ends it
    // for all.
    const home = await send(third.url, '/subscriptions', { headers: { Cookie: session } });
    assert.equal(home.status, 200, home.text);
    assert.match(home.text, /Netflix/);
    const signedOutPage = await send(first.url, '/subscriptions', { headers: { Cookie: session } });
    const token =
      /name="_csrf" value="([^"]+)"/.exec(signedOutPage.text)?.[1] ??
      assert.fail(signedOutPage.text);
    const signOut = await send(first.url, '/sign-out', {
      method: 'POST',
      form: { _csrf: token },
      headers: { Cookie: session, 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(signOut.status, 303, signOut.text);
    const after = await send(third.url, '/subscriptions', { headers: { Cookie: session } });
    assert.ok([302, 303].includes(after.status), `${after.status}`);
    assert.match(String(after.headers.location), /\/sign-in/);
  });

  it('delivers each due reminder once per channel, though three workers check every second', async () => {
    // Wait for deliveries, then for three more rounds of checks by every process.
    const deadline = Date.now() + 60_000;
    while (bodiesAt('/first').length === 0 || bodiesAt('/second').length === 0) {
      assert.ok(Date.now() < deadline, 'no reminder arrived within 60 s');
      await delay(200);
    }
    await delay(3500);
    const perChannel = ['/first', '/second'].map((path) =>
      tally(bodiesAt(path).flatMap(remindersIn)),
    );
    const [first, second] = perChannel as [Map<string, number>, Map<string, number>];
    assert.ok(first.size > 0);
    assert.deepEqual([...first.keys()].sort(), [...second.keys()].sort());
    for (const counts of perChannel) {
      for (const [reminder, count] of counts) assert.equal(count, 1, `${reminder}: ${count}`);
    }
    recordFigure('multi-process-reminders', {
      reminders: first.size,
      deliveriesFirstChannel: [...first.values()].reduce((a, b) => a + b),
      deliveriesSecondChannel: [...second.values()].reduce((a, b) => a + b),
    });
  });

  it('loses no acknowledged write when one process is killed with SIGKILL under load', async () => {
    const accounts = await Promise.all(
      Array.from({ length: LOAD_WORKERS }, (_, i) => createAccount(database.url, `Load ${i}`)),
    );
    const acknowledged = new Map<string, string[]>();
    const statuses: string[] = [];
    let killedAt = 0;
    let acknowledgedAfterKill = 0;
    const stopAt = Date.now() + 5000;
    const victim = servers[2] as RunningServer;
    const worker = async (account: TestAccount, index: number) => {
      const mine: string[] = [];
      acknowledged.set(account.accountId, mine);
      for (let n = 0; Date.now() < stopAt; n += 1) {
        let answer: Awaited<ReturnType<typeof through>>;
        try {
          answer = await through('/api/v1/subscriptions', {
            method: 'POST',
            key: account.writeKey,
            // Far ahead: a create records no past payments, whatever the day of the run.
            body: aSubscriptionBody({ name: `Load ${index}-${n}`, nextPaymentDate: '2099-02-01' }),
          });
        } catch (error) {
          statuses.push(`connection: ${(error as Error).message}`);
          continue;
        }
        statuses.push(String(answer.status));
        if (answer.status === 429) return; // this account's quota is used up
        if (answer.status === 201) {
          mine.push(String((answer.json?.['data'] as { id?: string } | undefined)?.id));
          if (killedAt > 0 && Date.now() > killedAt + 500) acknowledgedAfterKill += 1;
        }
      }
    };
    const load = Promise.all(accounts.map(worker));
    // Kill once the load runs (a few writes acknowledged), and early enough that each
    // account still has most of its hourly quota for the writes after the kill: a fast
    // machine used up all of it within a fixed 1.5 s.
    const ackedSoFar = () => [...acknowledged.values()].reduce((sum, ids) => sum + ids.length, 0);
    for (const started = Date.now(); ackedSoFar() < 8 * LOAD_WORKERS; ) {
      if (Date.now() - started > 1500) break;
      await delay(10);
    }
    victim.child.kill('SIGKILL');
    killedAt = Date.now();
    await load;
    assert.equal((await victim.exited).status, null);

    const client = await openTestPool(database.url);
    let lost = 0;
    let acked = 0;
    try {
      for (const [accountId, ids] of acknowledged) {
        const { rows } = await client.query<{ id: string }>(
          'SELECT id FROM subscriptions WHERE account_id = $1',
          [accountId],
        );
        const stored = new Set(rows.map((row) => row.id));
        acked += ids.length;
        lost += ids.filter((id) => !stored.has(id)).length;
      }
    } finally {
      await client.end();
    }
    const counts = Object.fromEntries(tally(statuses));
    recordFigure('multi-process-kill', {
      acknowledged: acked,
      lost,
      acknowledgedAfterKill,
      counts,
    });
    assert.ok(acked > 0, `${JSON.stringify(counts)}\n${nginxErrors()}`);
    assert.equal(lost, 0);
    // The other two keep answering: writes were acknowledged after the kill, and both
    // answer directly.
    assert.ok(acknowledgedAfterKill > 0, `${JSON.stringify(counts)}\n${nginxErrors()}`);
    for (const server of [servers[0], servers[1]] as RunningServer[]) {
      assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    }
    const health = await through('/healthz');
    assert.equal(health.status, 200);
  });

  // Last: every request of this test comes from 127.0.0.1, so the block it provokes would
  // refuse the tests after it.
  it('blocks an address after invalid keys spread over two processes, on both', async () => {
    const survivors = [servers[0], servers[1]] as RunningServer[];
    const badKey = `stk_0123456789abcdef_${'0'.repeat(64)}`;
    const get = (server: RunningServer, key: string) =>
      fetch(`${server.url}/api/v1/subscriptions`, { headers: { Authorization: `Bearer ${key}` } });
    // The default limit: 10 invalid keys within 15 minutes, alternating between processes.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await get(survivors[attempt % 2] as RunningServer, badKey);
      assert.equal(answer.status, 401);
    }
    for (const server of survivors) {
      const blocked = await get(server, demo.key);
      assert.equal(blocked.status, 429);
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
    }
  });
});
