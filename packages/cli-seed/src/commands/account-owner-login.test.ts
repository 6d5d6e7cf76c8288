import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ownerOf } from '@subtrack/domain/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess as runCli } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

async function account(t: Parameters<typeof tempFolder>[0], extra: string[] = []) {
  const { db } = tempFolder(t);
  const run = await runCli(['account', 'create', '--name', 'Home', ...extra, '--db', db, '--json']);
  assert.equal(run.status, 0, run.stderr);
  return { db, accountId: String(parseJsonOutput(run)['accountId']) };
}

describe('subtrack account create --email / set-password / sign-in-link', {
  concurrency: 4,
}, () => {
  it('keeps {"accountId"} as the whole output with --email, and stores the owner email', async (t) => {
    const { db, accountId } = await account(t, ['--email', 'Ada@Example.com']);
    const database = openDatabase(db);
    t.after(() => database.close());
    const login = await ownerOf(createSqlitePorts(database), accountId);
    assert.equal(login.email, 'Ada@Example.com');
    assert.equal(login.passwordHash, null);
  });

  it('exits 2 naming --email for a malformed or taken email, creating no account', async (t) => {
    const { db } = await account(t, ['--email', 'ada@example.com']);
    const taken = await runCli([
      'account',
      'create',
      '--name',
      'B',
      '--email',
      'ADA@example.com',
      '--db',
      db,
    ]);
    assert.equal(taken.status, 2);
    assert.equal(
      taken.stderr,
      'subtrack: --email: That email is already used by another account\n',
    );
    const bad = await runCli(['account', 'create', '--name', 'B', '--email', 'nope', '--db', db]);
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^subtrack: --email: Enter an email address like name@example.com\n$/);
    const database = openDatabase(db);
    t.after(() => database.close());
    assert.equal((await createSqlitePorts(database).accounts.list()).length, 1);
  });

  it('sets a password read from standard input, stored as an scrypt hash only', async (t) => {
    const { db, accountId } = await account(t, ['--email', 'ada@example.com']);
    const run = await runCli(
      ['account', 'set-password', '--account', accountId, '--db', db, '--json'],
      {
        input: 'correct horse battery\n',
      },
    );
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(parseJsonOutput(run), { accountId, passwordSet: true });
    const database = openDatabase(db);
    t.after(() => database.close());
    const hash = (await ownerOf(createSqlitePorts(database), accountId)).passwordHash;
    // OWASP's parameters, or a test run's (system-services' tests check which is used when).
    assert.match(String(hash), /^scrypt\$(131072|1024)\$8\$1\$/);
    assert.ok(!String(hash).includes('correct'));
  });

  it('refuses an empty standard input and a short password with exit 2, no flag for the password', async (t) => {
    const { db, accountId } = await account(t);
    const empty = await runCli(['account', 'set-password', '--account', accountId, '--db', db]);
    assert.equal(empty.status, 2);
    assert.match(empty.stderr, /^subtrack: standard input is empty; pipe it in: /);
    const short = await runCli(['account', 'set-password', '--account', accountId, '--db', db], {
      input: 'short',
    });
    assert.equal(short.status, 2);
    assert.equal(
      short.stderr,
      'subtrack: the password on standard input: Password must be at least 12 characters\n',
    );
    const flag = await runCli([
      'account',
      'set-password',
      '--account',
      accountId,
      '--password',
      'x',
      '--db',
      db,
    ]);
    assert.equal(flag.status, 2);
  });

  it('prints {"signInUrl": "/sign-in/link/<token>"} and nothing else', async (t) => {
    const { db, accountId } = await account(t);
    const run = await runCli([
      'account',
      'sign-in-link',
      '--account',
      accountId,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const output = parseJsonOutput(run);
    assert.deepEqual(Object.keys(output), ['signInUrl']);
    assert.match(String(output['signInUrl']), /^\/sign-in\/link\/[A-Za-z0-9_-]{43}$/);
  });

  for (const [env, address] of [
    [{}, 'http://localhost:3000'],
    [{ PORT: '8123' }, 'http://localhost:8123'],
    [{ SUBTRACK_PUBLIC_URL: 'https://subs.example.com' }, 'https://subs.example.com'],
  ] as const) {
    it(`names the address to open the link at: ${address}`, async (t) => {
      const { db, accountId } = await account(t);
      const run = await runCli(['account', 'sign-in-link', '--account', accountId, '--db', db], {
        env,
      });
      assert.equal(run.status, 0, run.stderr);
      const path = /^\/sign-in\/link\/\S+$/m.exec(run.stdout)?.[0];
      assert.ok(path, run.stdout);
      assert.ok(run.stdout.includes(`${address}${path}`), run.stdout);
      assert.doesNotMatch(run.stdout, /8080|127\.0\.0\.1/);
    });
  }

  it('exits 2 naming --account for an unknown account', async (t) => {
    const { db } = await account(t);
    const run = await runCli(['account', 'sign-in-link', '--account', 'nope', '--db', db]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --account: no account with id nope/);
  });
});
