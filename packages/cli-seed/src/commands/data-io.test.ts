import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { WALLOS_FIXTURES, wallosDbWithRecursiveView } from '@subtrack/file-formats/testing';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

const fixture = (name: string) => join(WALLOS_FIXTURES, name);

describe('subtrack import, export and calendar-feed', { concurrency: 4 }, () => {
  it('imports the Wallos backup zip and exports it as JSON and CSV', async (t) => {
    const { db, dir, accountId } = await tempAccount(t);
    const zip = fixture('Wallos-Backup-20261123-071500.zip');
    const imported = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      zip,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(imported.status, 0, imported.stderr);
    const result = parseJsonOutput(imported) as {
      created: unknown[];
      skipped: unknown[];
      warnings: unknown[];
    };
    assert.deepEqual(
      [result.created.length, result.skipped.length, result.warnings.length],
      [12, 1, 1],
    );

    const out = join(dir, 'export.csv');
    const written = await runCli([
      'export',
      '--account',
      accountId,
      '--format',
      'csv',
      '--out',
      out,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(written.status, 0, written.stderr);
    assert.deepEqual(parseJsonOutput(written), { file: out, format: 'csv', subscriptions: 12 });
    assert.equal(readFileSync(out, 'utf8').split('\r\n').filter(Boolean).length, 13);

    const stdout = await runCli(['export', '--account', accountId, '--db', db]);
    assert.equal(stdout.status, 0, stdout.stderr);
    const exported = JSON.parse(stdout.stdout) as { format: string; subscriptions: unknown[] };
    assert.equal(exported.format, 'subtrack-export');
    assert.equal(exported.subscriptions.length, 12);
  });

  it('says once why a row of a Wallos import is skipped', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const zip = fixture('Wallos-Backup-20261123-071500.zip');
    const run = await runCli(['import', '--account', accountId, '--from', zip, '--db', db]);
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(
      run.stdout.split('\n').filter((line) => line.includes('one-time payment')),
      ['  skipped row 9 (Lifetime app): A one-time payment is not a subscription.'],
    );
  });

  it('lists every ambiguous currency row and imports nothing; --currency-symbol fixes it', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const json = fixture('subscriptions.json');
    const refused = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      json,
      '--dry-run',
      '--db',
      db,
    ]);
    assert.equal(refused.status, 1);
    assert.match(refused.stderr, /4 rows cannot be imported; nothing was imported/);
    for (const row of [4, 7, 8, 10])
      assert.match(refused.stderr, new RegExp(`row ${row}, currency:`));
    const preview = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      json,
      '--dry-run',
      '--currency-symbol',
      '$=USD',
      '--currency-symbol',
      '¥=JPY',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(preview.status, 0, preview.stderr);
    const result = parseJsonOutput(preview) as { dryRun: boolean; created: unknown[] };
    assert.equal(result.dryRun, true);
    assert.equal(result.created.length, 12);
  });

  it('exits 2 naming the flag for a bad mapping, a missing file and a Wallos user to choose', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const badMapping = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      fixture('subscriptions.csv'),
      '--currency-symbol',
      'USD',
      '--db',
      db,
    ]);
    assert.equal(badMapping.status, 2);
    assert.match(badMapping.stderr, /^subtrack: --currency-symbol: /);
    const missing = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      'nope.json',
      '--db',
      db,
    ]);
    assert.equal(missing.status, 1);
    assert.match(missing.stderr, /--from: cannot read/);
    const wrongSource = await runCli([
      'import',
      '--account',
      accountId,
      '--from',
      fixture('wallos.db'),
      '--source',
      'subtrack',
      '--db',
      db,
    ]);
    assert.equal(wrongSource.status, 2);
    assert.match(wrongSource.stderr, /^subtrack: --from: /);
  });

  it('refuses a wallos.db whose subscriptions is a recursive view, as the API does (security review)', async (t) => {
    const { db, dir, accountId } = await tempAccount(t);
    const hostile = join(dir, 'wallos.db');
    writeFileSync(hostile, wallosDbWithRecursiveView(10_000_000));
    const run = await runCli(['import', '--account', accountId, '--from', hostile, '--db', db]);
    assert.equal(run.status, 2);
    assert.match(
      run.stderr,
      /^subtrack: --from: The file is not a readable Wallos database \(it holds a view \("subscriptions"\), which Wallos never creates\)\. Use the wallos\.db from Wallos/,
    );
  });

  it('imports nothing past the account limit of SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT, saying so', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const zip = fixture('Wallos-Backup-20261123-071500.zip');
    const args = ['import', '--account', accountId, '--from', zip, '--db', db];
    const env = { SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT: '11' };
    const refused = await runCli(args, { env });
    assert.equal(refused.status, 2);
    assert.match(
      refused.stderr,
      /^subtrack: --from: The file holds 12 new subscriptions, but this account holds 0 of the 11 an account may hold; nothing was imported\. Import fewer rows/,
    );
    assert.match(refused.stderr, /SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT/);
    const exported = await runCli(['export', '--account', accountId, '--db', db]);
    assert.equal(
      (JSON.parse(exported.stdout) as { subscriptions: unknown[] }).subscriptions.length,
      0,
    );
    const allowed = await runCli(args, { env: { SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT: '12' } });
    assert.equal(allowed.status, 0, allowed.stderr);
  });

  it('creates, replaces and revokes the calendar feed link', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const first = await runCli([
      'calendar-feed',
      'create',
      '--account',
      accountId,
      '--db',
      db,
      '--json',
    ]);
    assert.equal(first.status, 0, first.stderr);
    const { feedUrl } = parseJsonOutput(first) as { feedUrl: string };
    assert.match(feedUrl, /^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const second = parseJsonOutput(
      await runCli(['calendar-feed', 'create', '--account', accountId, '--db', db, '--json']),
    );
    assert.notEqual(second['feedUrl'], feedUrl);
    const revoked = await runCli([
      'calendar-feed',
      'revoke',
      '--account',
      accountId,
      '--db',
      db,
      '--json',
    ]);
    assert.deepEqual(parseJsonOutput(revoked), { revoked: true });
  });
});
