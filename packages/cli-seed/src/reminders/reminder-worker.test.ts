import assert from 'node:assert/strict';
import { describe, it, mock, type TestContext } from 'node:test';
import {
  type ChannelSender,
  type DeliveryOutcome,
  type ReminderMessage,
  StorageUnavailableError,
} from '@subtrack/domain';
import { startHttpReceiver } from '@subtrack/notify-channels/testing';
import { backOffSeconds, startReminderWorker } from './reminder-worker.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

const NOW = '2026-03-02T09:00:00.000Z';

/** A sender that records each push and lets the test decide when it completes. */
function controlledSender() {
  const calls: ReminderMessage[] = [];
  const pending: Array<() => void> = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const delivered: DeliveryOutcome = { delivered: true, status: 200, error: null };
  const sender: ChannelSender = {
    send(_channel, message) {
      calls.push(message);
      for (const waiter of waiters.filter((w) => calls.length >= w.count)) waiter.resolve();
      return new Promise((resolve) => pending.push(() => resolve(delivered)));
    },
  };
  return {
    sender,
    calls,
    releaseAll: () => {
      for (const release of pending.splice(0)) release();
    },
    waitForCalls: (count: number) =>
      calls.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
  };
}

function setUp(t: TestContext) {
  const fixture = openReminderFixture(NOW);
  t.after(() => fixture.cleanup());
  return fixture;
}

describe('startReminderWorker', () => {
  it('checks for due reminders at start-up', async (t) => {
    const receiver = await startHttpReceiver();
    t.after(() => receiver.close());
    const fixture = setUp(t);
    const accountId = await fixture.anAccountWithReminders({ pushUrl: `${receiver.origin}/push` });
    await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });

    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 300,
      log: () => undefined,
    });
    t.after(() => worker.stop());
    await receiver.waitForCount(1);

    assert.equal(receiver.received.length, 1);
  });

  it('checks again every interval', async (t) => {
    mock.timers.enable({ apis: ['setInterval'] });
    t.after(() => mock.timers.reset());
    const fixture = setUp(t);
    const accountId = await fixture.anAccountWithReminders({ pushUrl: 'http://127.0.0.1:9/push' });
    const sender = controlledSender();
    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 60,
      log: () => undefined,
      sender: sender.sender,
    });
    t.after(() => worker.stop());
    await worker.runOnce(); // the start-up check found nothing
    await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });

    mock.timers.tick(59_000);
    assert.equal(sender.calls.length, 0, 'not before the interval has passed');
    mock.timers.tick(1_000);
    await sender.waitForCalls(1);
    sender.releaseAll();

    assert.equal(sender.calls.length, 1);
  });

  it('never starts a check while the previous one is still running', async (t) => {
    mock.timers.enable({ apis: ['setInterval'] });
    t.after(() => mock.timers.reset());
    const fixture = setUp(t);
    const accountId = await fixture.anAccountWithReminders({ pushUrl: 'http://127.0.0.1:9/push' });
    await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
    const sender = controlledSender();
    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 60,
      log: () => undefined,
      sender: sender.sender,
    });
    t.after(() => worker.stop());
    await sender.waitForCalls(1); // the start-up check is waiting for the receiver

    mock.timers.tick(180_000);
    const queued = worker.runOnce();
    sender.releaseAll();
    const report = await queued;

    assert.equal(sender.calls.length, 1, 'no second push while the first was in flight');
    assert.deepEqual(
      report.reminders.map((item) => item.outcome),
      ['already_sent'],
    );
  });

  it('stops promptly, abandoning a hanging push without recording a failure or an attempt', async (t) => {
    const receiver = await startHttpReceiver('hang');
    t.after(() => receiver.close());
    const fixture = setUp(t);
    const accountId = await fixture.anAccountWithReminders({ pushUrl: `${receiver.origin}/push` });
    const subscription = await fixture.addSubscription(accountId, {
      nextPaymentDate: '2026-03-03',
    });
    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 300,
      log: () => undefined,
      timeoutMs: 60_000,
    });
    await receiver.waitForCount(1);

    await worker.stop();

    const [channel] = await fixture.ports.channels.listByAccount(accountId);
    const state = await fixture.ports.reminderDeliveries.get({
      channelId: channel!.id,
      accountId,
      subscriptionId: subscription.id,
      kind: 'renewal',
      dueDate: '2026-03-03',
      offsetDays: 3,
    });
    // No attempt and no failure are counted; the claim holds the reminder for one lease
    // (a minute), so a quick restart cannot send again a push that may have arrived.
    assert.deepEqual(state, {
      attempts: 0,
      deliveredAt: null,
      nextAttemptAt: '2026-03-02T09:01:00.000Z',
      lastError: null,
      supersededAt: null,
    });
    await assert.rejects(worker.runOnce(), /stopped/);
  });

  it('logs a failed check and keeps running', async (t) => {
    const fixture = setUp(t);
    const logs: string[] = [];
    fixture.db.close(); // every query of the check now throws
    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 300,
      log: (line) => logs.push(line),
    });
    t.after(() => worker.stop());
    await assert.rejects(worker.runOnce());
    assert.match(logs[0] ?? '', /^reminder check failed: /);
  });

  it('backs off after failed checks instead of failing on every tick', async (t) => {
    mock.timers.enable({ apis: ['setInterval', 'Date'] });
    t.after(() => mock.timers.reset());
    const fixture = setUp(t);
    let checks = 0;
    const ports = {
      ...fixture.ports,
      accounts: {
        ...fixture.ports.accounts,
        list: () => {
          checks++;
          throw new StorageUnavailableError('full');
        },
      },
    };
    const logs: string[] = [];
    const worker = await startReminderWorker(ports, {
      intervalSeconds: 1,
      log: (l) => logs.push(l),
    });
    t.after(() => worker.stop());
    for (let second = 0; second < 10; second++) {
      await new Promise(setImmediate);
      mock.timers.tick(1000);
    }
    await new Promise(setImmediate);
    // Start-up, then after 1, 2 and 4 more seconds: 4 checks in 10 s instead of 11.
    assert.equal(checks, 4);
    assert.match(logs.at(-1) ?? '', /next check in 8 s$/);
    assert.deepEqual(
      [1, 2, 3, 13].map((n) => backOffSeconds(300, n)),
      [300, 600, 1200, 3600],
    );
  });
});
