import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  createTestDatabase,
  type TestDatabase,
} from '../../../postgres-adapter/src/test-support/postgres-test-database.js';
import { runInProcess } from '../testing/cli-in-process.js';
import { startServerProcess } from '../testing/server-process.js';

let database: TestDatabase | undefined;
after(async () => {
  await database?.drop();
});

describe('--database-url and SUBTRACK_DATABASE_URL', () => {
  it('run the commands and serve on PostgreSQL; the environment variable works like the flag', async (t) => {
    database = await createTestDatabase();
    const { url } = database;
    const demo = await runInProcess(['demo', '--database-url', url, '--json']);
    assert.equal(demo.status, 0, demo.stderr);
    const { accountId, writeKey } = JSON.parse(demo.stdout) as Record<string, string>;
    const listed = await runInProcess(['account', 'list', '--json'], {
      env: { SUBTRACK_DATABASE_URL: url },
    });
    assert.equal(listed.status, 0, listed.stderr);
    const { accounts } = JSON.parse(listed.stdout) as { accounts: Array<{ accountId: string }> };
    assert.deepEqual(
      accounts.map((account) => account.accountId),
      [accountId],
    );
    const server = await startServerProcess(t, ['serve', '--port', '0'], {
      env: { SUBTRACK_DATABASE_URL: url },
    });
    // The banner names the database without its password.
    assert.match(server.banner, /\(database postgres:\/\//);
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
    const list = await fetch(`${server.url}/api/v1/subscriptions`, {
      headers: { Authorization: `Bearer ${writeKey}` },
    });
    assert.equal(list.status, 200);
    assert.ok(((await list.json()) as { data: unknown[] }).data.length >= 12);
    server.child.kill('SIGTERM');
    assert.equal((await server.exited).status, 0);
  });

  it('say clearly what is wrong with a URL or a server, without a stack trace or the password', async () => {
    const cases: Array<[string, number, RegExp]> = [
      ['http://example.com/db', 2, /--database-url must be a PostgreSQL URL, e\.g\. postgres:\/\//],
      ['not a url', 2, /--database-url must be a PostgreSQL URL/],
      [
        'postgres://subtrack:s3cret@127.0.0.1:1/subtrack',
        1,
        /cannot open the database postgres:\/\/subtrack:\*\*\*@127\.0\.0\.1:1\/subtrack: the server does not answer \(ECONNREFUSED\); check that PostgreSQL runs/,
      ],
    ];
    for (const [url, status, message] of cases) {
      const run = await runInProcess(['account', 'list', '--database-url', url]);
      assert.equal(run.status, status, url);
      assert.match(run.stderr, message);
      assert.doesNotMatch(run.stderr, /s3cret|\n\s+at /);
    }
    const both = await runInProcess([
      'account',
      'list',
      '--db',
      'x.sqlite',
      '--database-url',
      'postgres://h/d',
    ]);
    assert.equal(both.status, 2);
    assert.match(both.stderr, /--db and --database-url both name a database; give one/);
  });

  it('names a database that does not exist on the server', async () => {
    database ??= await createTestDatabase();
    const missing = new URL(database.url);
    missing.pathname = '/subtrack_no_such_database';
    const run = await runInProcess(['account', 'list', '--database-url', missing.toString()]);
    assert.equal(run.status, 1);
    assert.match(
      run.stderr,
      /there is no such database on the server; create it first \(createdb\)/,
    );
  });
});
