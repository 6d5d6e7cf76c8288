import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess as runCli, tempAccount } from '../testing/cli-in-process.js';
import { parseJsonOutput } from '../testing/cli-process.js';

describe('subtrack notifications set', { concurrency: 4 }, () => {
  it('creates the settings and prints them as the API shows them, without push secrets', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--enabled',
      'true',
      '--days-before',
      '7',
      '--time-zone',
      'Europe/Berlin',
      '--locale',
      'de-DE',
      '--push-url',
      'https://push.example.test/push',
      '--device-key',
      'device-secret',
      '--db',
      db,
      '--json',
    ]);
    assert.equal(run.status, 0, run.stderr);
    const settings = parseJsonOutput(run);
    assert.equal(settings['enabled'], true);
    assert.equal(settings['daysBefore'], 7);
    assert.equal(settings['timeZone'], 'Europe/Berlin');
    assert.equal(settings['locale'], 'de-DE');
    assert.equal(settings['pushConfigured'], true);
    assert.equal(run.stdout.includes('device-secret'), false);
    assert.equal(run.stdout.includes('push.example.test'), false);
  });

  it('changes one setting and keeps the others', async (t) => {
    const { db, accountId } = await tempAccount(t);
    await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--days-before',
      '14',
      '--db',
      db,
    ]);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--enabled',
      'false',
      '--db',
      db,
      '--json',
    ]);
    const settings = parseJsonOutput(run);
    assert.equal(settings['daysBefore'], 14);
    assert.equal(settings['enabled'], false);
  });

  it('exits 2 for --days-before 5, naming the allowed values', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--days-before',
      '5',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, "subtrack: --days-before must be one of 1, 3, 7, 14 (got '5')\n");
  });

  it('exits 2 for --enabled yes', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--enabled',
      'yes',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.equal(run.stderr, "subtrack: --enabled must be true or false (got 'yes')\n");
  });

  it('exits 2 for a time zone that does not exist', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--time-zone',
      'Mars/Olympus',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --time-zone must be an IANA time zone/);
  });

  it('exits 2 for a push URL without a device key', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--push-url',
      'https://push.example.test',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.equal(
      run.stderr,
      'subtrack: --push-url and --device-key go together: add --device-key KEY\n',
    );
  });

  it('exits 2 for a push URL that is not http(s)', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--push-url',
      'ftp://x',
      '--device-key',
      'k',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --push-url must be an http\(s\) URL/);
  });

  it('exits 2 for an unknown account', async (t) => {
    const { db } = await tempAccount(t);
    const run = await runCli([
      'notifications',
      'set',
      '--account',
      'nope',
      '--enabled',
      'true',
      '--db',
      db,
    ]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /^subtrack: --account: no account with id nope;/);
  });

  it('exits 2 naming the flags when there is nothing to set, and changes nothing', async (t) => {
    const { db, accountId } = await tempAccount(t);
    const first = await runCli(['notifications', 'set', '--account', accountId, '--db', db]);
    assert.equal(first.status, 2);
    assert.equal(
      first.stderr,
      'subtrack: nothing to set: add at least one of --enabled, --days-before, --time-zone, ' +
        '--locale, --push-url with --device-key\n',
    );
    const stored = async () => {
      const opened = openDatabase(db);
      try {
        return await createSqlitePorts(opened).notificationSettings.get(accountId);
      } finally {
        opened.close();
      }
    };
    assert.equal(await stored(), null, 'no settings were created');
    await runCli([
      'notifications',
      'set',
      '--account',
      accountId,
      '--days-before',
      '7',
      '--db',
      db,
    ]);
    const saved = await stored();
    const again = await runCli(['notifications', 'set', '--account', accountId, '--db', db]);
    assert.equal(again.status, 2);
    assert.deepEqual(await stored(), saved, 'updatedAt and every setting are unchanged');
  });
});
