import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { createBarkSender } from './push-sender.js';
import { runReminderCheck } from './run-reminder-check.js';
import { type PushReceiver, startPushReceiver } from './test-support/push-receiver.js';
import { openReminderFixture, SECRET_DEVICE_KEY } from './test-support/reminder-fixture.js';

// Today is 2026-03-02 (UTC); reminders are due 3 days ahead.
const NOW = '2026-03-02T09:00:00.000Z';

async function setUp(t: TestContext) {
  const receiver = await startPushReceiver();
  const fixture = openReminderFixture(NOW);
  t.after(async () => {
    await receiver.close();
    fixture.cleanup();
  });
  const logs: string[] = [];
  const check = (options: { dryRun?: boolean; accountId?: string } = {}) =>
    runReminderCheck(fixture.ports, {
      dryRun: options.dryRun ?? false,
      ...(options.accountId ? { accountId: options.accountId } : {}),
      send: createBarkSender({ timeoutMs: 2_000 }),
      log: (line) => logs.push(line),
    });
  return { receiver, fixture, logs, check };
}

function bodies(receiver: PushReceiver) {
  return receiver.received.map((push) => push.body as Record<string, string>);
}

describe('runReminderCheck', () => {
  it('pushes a renewal inside the window once, with name, amount, currency and date', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, {
      name: 'Spotify',
      amountMinor: 1099,
      currency: 'EUR',
      nextPaymentDate: '2026-03-04',
    });

    const first = await check();
    await check();

    assert.equal(first.counts.sent, 1);
    assert.equal(receiver.received.length, 1);
    const [push] = bodies(receiver);
    assert.equal(receiver.received[0]?.contentType, 'application/json; charset=utf-8');
    assert.equal(push?.['device_key'], SECRET_DEVICE_KEY);
    assert.equal(push?.['group'], 'subscriptions');
    const text = `${push?.['title']} ${push?.['body']}`;
    for (const part of ['Spotify', '10.99', 'EUR', '2026-03-04'])
      assert.ok(text.includes(part), part);
  });

  it('does not push a renewal outside the window, a muted, a paused one or a disabled account', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, { name: 'Later', nextPaymentDate: '2026-03-06' });
    fixture.addSubscription(accountId, {
      name: 'Muted',
      nextPaymentDate: '2026-03-03',
      notificationEnabled: false,
    });
    fixture.addSubscription(accountId, {
      name: 'Paused',
      nextPaymentDate: '2026-03-03',
      status: 'paused',
    });
    const disabled = fixture.anAccountWithReminders({ pushUrl: receiver.url, enabled: false });
    fixture.addSubscription(disabled, { name: 'Disabled', nextPaymentDate: '2026-03-03' });

    const report = await check();

    assert.equal(receiver.received.length, 0);
    assert.deepEqual(report.reminders, []);
    assert.deepEqual(report.skippedAccounts, [{ accountId: disabled, reason: 'disabled' }]);
  });

  it('pushes a trial end inside the window', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, {
      name: 'Duolingo',
      nextPaymentDate: '2026-04-20',
      isTrial: true,
      trialEndsOn: '2026-03-05',
    });

    const report = await check();

    assert.deepEqual(
      report.reminders.map((item) => [item.kind, item.dueDate, item.outcome]),
      [['trial_end', '2026-03-05', 'sent']],
    );
    assert.match(String(bodies(receiver)[0]?.['body']), /Duolingo trial ends on 2026-03-05/);
  });

  it('rolls a stale renewal date forward before looking for reminders', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    const stale = fixture.addSubscription(accountId, { nextPaymentDate: '2026-02-04' });

    const report = await check();

    assert.equal(report.rolledForward, 1);
    assert.equal(
      fixture.ports.subscriptions.findById(accountId, stale.id)?.nextPaymentDate,
      '2026-03-04',
    );
    assert.deepEqual(
      report.reminders.map((item) => [item.dueDate, item.outcome]),
      [['2026-03-04', 'sent']],
    );
  });

  it('shows what is due on a dry run without sending or recording it', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });

    const dry = await check({ dryRun: true });
    const real = await check();

    assert.equal(dry.dryRun, true);
    assert.equal(dry.counts.would_send, 1);
    assert.equal(real.counts.sent, 1, 'the dry run recorded nothing, so the real run sends');
    assert.equal(receiver.received.length, 1);
  });

  it('names accounts that get no reminders and why', async (t) => {
    const { fixture, check } = await setUp(t);
    const noPush = fixture.anAccountWithReminders({ pushUrl: null });
    const report = await check();
    assert.deepEqual(report.skippedAccounts, [
      { accountId: noPush, reason: 'push_not_configured' },
    ]);
    assert.equal(report.accountsChecked, 1);
  });

  it('checks only the given account', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    const mine = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    const other = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(mine, { name: 'Mine', nextPaymentDate: '2026-03-03' });
    fixture.addSubscription(other, { name: 'Other', nextPaymentDate: '2026-03-03' });

    const report = await check({ accountId: mine });

    assert.equal(report.accountsChecked, 1);
    assert.deepEqual(
      report.reminders.map((item) => item.name),
      ['Mine'],
    );
  });

  it('never logs the push URL or the device key, not even on failure', async (t) => {
    const { receiver, fixture, logs, check } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
    receiver.mode = 'error';
    const failed = await check();
    fixture.clock.advance(3_600_000);
    receiver.mode = 'ok';
    await check();

    assert.equal(logs.length, 2);
    const everything = logs.join('\n') + JSON.stringify(failed);
    assert.ok(!everything.includes(SECRET_DEVICE_KEY));
    assert.ok(!everything.includes('127.0.0.1'));
  });

  it('sends a reminder once when two processes check the same database at the same moment', async (t) => {
    const { receiver, fixture } = await setUp(t);
    const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
    fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
    // A second connection to the same file, as `reminders run-once` beside `serve` has.
    const otherDb = openDatabase(fixture.path);
    t.after(() => otherDb.close());
    const other = createSqlitePorts(otherDb, { clock: fixture.clock });
    const options = { dryRun: false, send: createBarkSender({ timeoutMs: 2_000 }), log: () => {} };

    const reports = await Promise.all([
      runReminderCheck(fixture.ports, options),
      runReminderCheck(other, options),
    ]);

    assert.equal(receiver.received.length, 1);
    const outcomes = reports.flatMap((report) => report.reminders.map((r) => r.outcome)).sort();
    assert.deepEqual(outcomes, ['retry_later', 'sent']);
  });
});
