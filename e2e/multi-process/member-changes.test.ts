/**
 * Changes to one account's members take turns on any number of `serve` processes, on
 * SQLite (two processes on one file) and on PostgreSQL (three processes on one database).
 * Four owners, each signed in on another process, send 16 role changes at once to demote
 * each other, and the two owners of an account remove each other at once on two processes:
 * the account always keeps exactly one owner, and every refused change is a 403 or 409 page
 * that changed nothing.
 * (The interleavings that broke are made exact, step by step, in the adapters'
 * member-turns tests; here real processes race as a reviewer's requests did.)
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { startServerProcess } from '../../packages/cli-seed/src/testing/server-process.js';
import { createTestDatabase } from '../../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { WebClient } from '../../packages/web/src/testing/test-web-app.js';
import { cliJson, databaseFlag } from '../support/system.js';
import { setPasswordByCli } from '../web/support/web-system.js';

const PASSWORD = 'a long passphrase for me';
const cleanups: Array<() => unknown> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});
const scope = { after: (fn: () => unknown) => cleanups.push(fn) };

/** `count` serve processes on `database` (a SQLite file or a PostgreSQL URL). */
async function serve(database: string, count: number): Promise<string[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      startServerProcess(scope, ['serve', '--port', '0', ...databaseFlag(database)]),
    ),
  );
  return servers.map((server) => server.url);
}

/** A member's browser on one process, signed in, with the CSRF token of its session. */
interface Browser {
  client: WebClient;
  csrf: string;
  email: string;
}

/**
 * An account with `count` owners, owner N signed in on process N (modulo the number of
 * processes); the first made by the command line, the others by invitation links.
 */
async function owners(database: string, urls: string[], count: number) {
  const flag = databaseFlag(database);
  const { accountId } = await cliJson<{ accountId: string }>([
    'account',
    'create',
    '--name',
    'Household',
    '--email',
    'owner1@example.com',
    ...flag,
  ]);
  if (flag[0] === '--db') await setPasswordByCli(database, accountId, PASSWORD);
  else await cliJson(['account', 'set-password', '--account', accountId, ...flag], PASSWORD);
  const browsers: Browser[] = [];
  for (let n = 1; n <= count; n += 1) {
    const email = `owner${n}@example.com`;
    const client = new WebClient(urls[(n - 1) % urls.length]!);
    if (n === 1) await client.signIn(PASSWORD, email);
    else {
      const { inviteUrl } = await cliJson<{ inviteUrl: string }>([
        'account',
        'invite',
        '--account',
        accountId,
        '--role',
        'owner',
        ...flag,
      ]);
      const joined = await client.join(inviteUrl, email, PASSWORD);
      assert.equal(joined.status, 303, joined.text);
    }
    browsers.push({ client, csrf: WebClient.csrfOf((await client.get('/account')).text), email });
  }
  const members = async () =>
    (
      await cliJson<{ members: Array<{ memberId: string; email: string; role: string }> }>([
        'account',
        'members',
        '--account',
        accountId,
        ...flag,
      ])
    ).members;
  const ids = new Map((await members()).map((m) => [m.email, m.memberId]));
  return { browsers, members, idOf: (email: string) => ids.get(email) ?? '' };
}

/** The statuses of the answers, sorted, and how often each came. */
function tally(statuses: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

for (const engine of ['SQLite, two processes', 'PostgreSQL, three processes'] as const) {
  describe(`member changes of one account on ${engine}`, { timeout: 240_000 }, () => {
    /** A fresh database of the engine and its serve processes. */
    async function servedDatabase() {
      if (engine.startsWith('SQLite')) {
        const dir = mkdtempSync(join(tmpdir(), 'subtrack-members-'));
        cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
        const file = join(dir, 'subtrack.sqlite');
        await cliJson(['account', 'list', '--db', file]);
        return { database: file, urls: await serve(file, 2) };
      }
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      return { database: database.url, urls: await serve(database.url, 3) };
    }

    it('four owners demoting each other with 16 requests at once leave exactly one owner', async () => {
      const { database, urls } = await servedDatabase();
      const household = await owners(database, urls, 4);
      const answers = await Promise.all(
        household.browsers.flatMap((by) =>
          household.browsers.map((target) =>
            by.client.post(`/members/${household.idOf(target.email)}/role`, {
              _csrf: by.csrf,
              role: 'viewer',
            }),
          ),
        ),
      );
      const statuses = tally(answers.map((answer) => answer.status));
      const members = await household.members();
      assert.equal(
        members.filter((m) => m.role === 'owner').length,
        1,
        JSON.stringify({ statuses, members }),
      );
      assert.deepEqual(
        Object.keys(statuses).filter((status) => !['303', '403', '409'].includes(status)),
        [],
      );
    });

    it('two owners removing each other at once on two processes: one stays, the other gets a refusal', async () => {
      const { database, urls } = await servedDatabase();
      const household = await owners(database, urls, 2);
      const [first, second] = household.browsers as [Browser, Browser];
      const answers = await Promise.all([
        first.client.post(`/members/${household.idOf(second.email)}/remove`, {
          _csrf: first.csrf,
        }),
        second.client.post(`/members/${household.idOf(first.email)}/remove`, {
          _csrf: second.csrf,
        }),
      ]);
      const members = await household.members();
      assert.deepEqual(
        answers.map((answer) => answer.status).sort(),
        [303, 403],
        JSON.stringify(members),
      );
      assert.equal(members.length, 1);
      assert.equal(members[0]?.role, 'owner');
    });
  });
}
