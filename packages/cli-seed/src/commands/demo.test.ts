import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { runInProcess as runCli } from '../testing/cli-in-process.js';
import { parseJsonOutput, tempFolder } from '../testing/cli-process.js';

describe('subtrack demo', { concurrency: 4 }, () => {
  it('prints {"accountId", "readKey", "writeKey", "signInUrl"} for a new account with a read and a write key', async (t) => {
    const { db } = tempFolder(t);
    const run = await runCli(['demo', '--db', db, '--json']);
    assert.equal(run.status, 0, run.stderr);
    const demo = parseJsonOutput(run);
    assert.deepEqual(Object.keys(demo), ['accountId', 'readKey', 'writeKey', 'signInUrl']);
    assert.match(String(demo['signInUrl']), /^\/sign-in\/link\/[A-Za-z0-9_-]{43}$/);
    const keys = parseJsonOutput(
      await runCli(['key', 'list', '--account', String(demo['accountId']), '--db', db, '--json']),
    )['keys'] as Array<{ scope: string }>;
    assert.deepEqual(keys.map((k) => k.scope).sort(), ['read', 'write']);
  });

  it('fills the account with sixteen varied subscriptions, payments and notification settings', async (t) => {
    const { db } = tempFolder(t);
    const demo = parseJsonOutput(await runCli(['demo', '--db', db, '--json']));
    const database = openDatabase(db);
    t.after(() => database.close());
    const ports = createSqlitePorts(database);
    const accountId = String(demo['accountId']);
    const subscriptions = await ports.subscriptions.listAll(accountId);
    assert.equal(subscriptions.length, 16);
    assert.ok(new Set(subscriptions.map((s) => s.currency)).size >= 5);
    assert.deepEqual(
      new Set(subscriptions.map((s) => s.period)),
      new Set(['monthly', 'yearly', 'custom']),
    );
    assert.deepEqual(
      new Set(subscriptions.map((s) => s.status)),
      new Set(['active', 'paused', 'cancelled']),
    );
    assert.equal(subscriptions.filter((s) => s.isTrial).length, 1);
    // D15: "Netflix" and "netflix " are a duplicate pair.
    assert.equal(subscriptions.filter((s) => s.name.trim().toLowerCase() === 'netflix').length, 2);
    // D38-D42: every N months and years, an end with a notice period, several reminders.
    assert.ok(subscriptions.some((s) => s.period === 'monthly' && s.intervalCount === 3));
    assert.ok(subscriptions.some((s) => s.period === 'yearly' && s.intervalCount === 2));
    const contract = subscriptions.find((s) => s.endsOn !== null && s.noticeDays !== null);
    assert.deepEqual(contract?.remindDaysBefore, [7, 1]);
    // D40: its months paid since it started, one of them skipped, stored in SQLite.
    const { items } = await ports.payments.listForSubscription(accountId, contract!.id, {
      limit: 50,
      offset: 0,
      filters: {},
    });
    assert.deepEqual(
      items.map((p) => p.status),
      ['paid', 'skipped', 'paid', 'paid', 'paid'],
    );
    assert.equal((await ports.notificationSettings.get(accountId))?.enabled, true);
  });

  it('prints both keys in human form by default', async (t) => {
    const { db } = tempFolder(t);
    const run = await runCli(['demo', '--db', db]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Read key: {2}stk_[0-9a-f]{16}_[0-9a-f]{64}\nWrite key: stk_/);
  });
});
