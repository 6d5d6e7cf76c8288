import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { createBarkSender } from './push-sender.js';
import { runReminderCheck } from './run-reminder-check.js';
import { startPushReceiver } from './test-support/push-receiver.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

const NOW = '2026-03-02T09:00:00.000Z';
const MINUTE = 60_000;

async function setUp(t: TestContext, timeoutMs = 2_000) {
  const receiver = await startPushReceiver();
  const fixture = openReminderFixture(NOW);
  t.after(async () => {
    await receiver.close();
    fixture.cleanup();
  });
  const accountId = fixture.anAccountWithReminders({ pushUrl: receiver.url });
  fixture.addSubscription(accountId, { name: 'Netflix', nextPaymentDate: '2026-03-04' });
  const check = () =>
    runReminderCheck(fixture.ports, {
      dryRun: false,
      send: createBarkSender({ timeoutMs }),
      log: () => undefined,
    });
  return { receiver, fixture, check };
}

describe('reminder delivery across restarts and failures', () => {
  it('sends nothing twice after a restart on the same database', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    assert.equal((await check()).counts.sent, 1);

    fixture.restart();
    fixture.clock.advance(10 * MINUTE);
    const afterRestart = await check();

    assert.deepEqual(
      afterRestart.reminders.map((item) => item.outcome),
      ['already_sent'],
    );
    assert.equal(receiver.received.length, 1);
  });

  it('delivers exactly once to a receiver that was down and came back', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    await receiver.goDown();

    const down = await check();
    assert.equal(down.reminders[0]?.outcome, 'failed');
    assert.match(down.reminders[0]?.error ?? '', /^connection_failed/);

    await receiver.comeBack();
    const tooSoon = await check();
    assert.equal(
      tooSoon.reminders[0]?.outcome,
      'retry_later',
      'back-off: not on the very next check',
    );
    assert.equal(receiver.received.length, 0);

    fixture.clock.advance(MINUTE);
    const back = await check();
    fixture.clock.advance(5 * MINUTE);
    const later = await check();

    assert.equal(back.reminders[0]?.outcome, 'sent');
    assert.equal(later.reminders[0]?.outcome, 'already_sent');
    assert.equal(receiver.received.length, 1);
  });

  it('retries after a non-2xx answer with a growing back-off', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    receiver.mode = 'error';
    const first = await check();
    fixture.clock.advance(MINUTE);
    const second = await check();

    assert.equal(first.reminders[0]?.error, 'http_503');
    assert.equal(first.reminders[0]?.nextAttemptAt, '2026-03-02T09:01:00.000Z');
    assert.equal(second.reminders[0]?.nextAttemptAt, '2026-03-02T09:03:00.000Z');
    assert.equal(receiver.received.length, 2);
  });

  it('cuts off a receiver that never answers and retries later', async (t) => {
    const { receiver, check } = await setUp(t, 100);
    receiver.mode = 'hang';
    const report = await check();
    assert.equal(report.reminders[0]?.outcome, 'failed');
    assert.equal(report.reminders[0]?.error, 'timeout');
  });

  it('stops retrying once the date has passed', async (t) => {
    const { receiver, fixture, check } = await setUp(t);
    receiver.mode = 'error';
    await check();
    fixture.clock.set('2026-03-05T00:30:00.000Z');
    receiver.mode = 'ok';
    const report = await check();
    // D6 rolled the renewal to April; the March reminder is no longer due.
    assert.deepEqual(report.reminders, []);
    assert.equal(receiver.received.length, 1);
  });
});
