import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import {
  CHANNEL_KINDS,
  type ChannelKind,
  type ChannelSender,
  type Ports,
  runReminderCheck,
} from '@subtrack/domain';
import { createChannelSender } from '@subtrack/notify-channels';
import {
  type KindReceiver,
  startKindReceiver,
  TEST_SECRETS,
} from '@subtrack/notify-channels/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { startReminderWorker } from './reminder-worker.js';
import { startApiServer } from './test-support/api-server.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

// D16 for every channel kind (D35). Today is 2026-03-02 (UTC); reminders are due 3 days ahead.
const NOW = '2026-03-02T09:00:00.000Z';
const MINUTE = 60_000;

async function setUp(
  t: TestContext,
  kind: ChannelKind,
  options: { digest?: boolean; timeoutMs?: number; signal?: AbortSignal } = {},
) {
  const receiver = await startKindReceiver(kind);
  const fixture = openReminderFixture(NOW);
  t.after(async () => {
    await receiver.close();
    fixture.cleanup();
  });
  const { accountId, channelId } = await fixture.anAccountWithChannel({
    ...receiver.input,
    ...(options.digest ? { digest: true } : {}),
  });
  const sender = createChannelSender({
    timeoutMs: options.timeoutMs ?? 1_000,
    emailTimeoutMs: options.timeoutMs ?? 1_000,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(receiver.trustedCa ? { trustedCa: receiver.trustedCa } : {}),
  });
  const logs: string[] = [];
  const check = (ports: Ports = fixture.ports) =>
    runReminderCheck(ports, { dryRun: false, sender, log: (line) => logs.push(line) });
  return { receiver, fixture, accountId, channelId, sender, check, logs };
}

const titles = (receiver: KindReceiver) => receiver.seen().map((m) => m.title);

for (const kind of CHANNEL_KINDS) {
  describe(`reminders on a ${kind} channel`, () => {
    it('delivers a renewal inside the window once, with name, amount and date', async (t) => {
      const { receiver, fixture, accountId, check } = await setUp(t, kind);
      await fixture.addSubscription(accountId, {
        name: 'Spotify',
        amountMinor: 1099,
        currency: 'EUR',
        nextPaymentDate: '2026-03-04',
      });

      assert.equal((await check()).counts.sent, 1);
      assert.equal((await check()).counts.already_sent, 1);

      assert.deepEqual(receiver.seen(), [
        { title: 'Spotify renews in 2 days', body: 'Spotify: €10.99 on Mar 4, 2026.' },
      ]);
    });

    it('sends nothing outside the window, when muted or paused, or when reminders or the channel are off', async (t) => {
      const { receiver, fixture, accountId, channelId, check } = await setUp(t, kind);
      await fixture.addSubscription(accountId, { name: 'Later', nextPaymentDate: '2026-03-06' });
      await fixture.addSubscription(accountId, {
        name: 'Muted',
        nextPaymentDate: '2026-03-03',
        notificationEnabled: false,
      });
      await fixture.addSubscription(accountId, {
        name: 'Paused',
        nextPaymentDate: '2026-03-03',
        status: 'paused',
      });
      const off = await fixture.anAccountWithChannel(receiver.input, { enabled: false });
      await fixture.addSubscription(off.accountId, {
        name: 'Disabled',
        nextPaymentDate: '2026-03-03',
      });
      assert.deepEqual((await check()).reminders, []);

      const channel = (await fixture.ports.channels.findById(channelId))!;
      await fixture.ports.channels.update({ ...channel, enabled: false });
      await fixture.addSubscription(accountId, { name: 'Due', nextPaymentDate: '2026-03-03' });
      const report = await check();

      assert.deepEqual(report.reminders, []);
      assert.deepEqual(receiver.seen(), []);
    });

    it('delivers a trial end inside the window', async (t) => {
      const { receiver, fixture, accountId, check } = await setUp(t, kind);
      await fixture.addSubscription(accountId, {
        name: 'Duolingo',
        nextPaymentDate: '2026-04-20',
        isTrial: true,
        trialEndsOn: '2026-03-05',
      });
      await check();
      assert.deepEqual(titles(receiver), ['Duolingo trial ends in 3 days']);
    });

    it('sends nothing twice after a restart on the same database', async (t) => {
      const { receiver, fixture, accountId, check } = await setUp(t, kind);
      await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
      await check();
      const ports = fixture.restart();
      fixture.clock.advance(10 * MINUTE);
      const report = await check(ports);
      assert.deepEqual(
        report.reminders.map((r) => r.outcome),
        ['already_sent'],
      );
      assert.equal(receiver.seen().length, 1);
    });

    it('delivers exactly once to a receiver that was down and came back, after its back-off', async (t) => {
      const { receiver, fixture, accountId, channelId, check, logs } = await setUp(t, kind);
      await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-04' });
      await receiver.goDown();
      const down = await check();
      assert.equal(down.reminders[0]?.outcome, 'failed');
      assert.match(String(down.reminders[0]?.error), /^Could not deliver: no connection/);
      await receiver.comeBack();
      assert.equal((await check()).reminders[0]?.outcome, 'retry_later', 'not before the back-off');
      fixture.clock.advance(MINUTE);
      assert.equal((await check()).reminders[0]?.outcome, 'sent');
      fixture.clock.advance(5 * MINUTE);
      assert.equal((await check()).reminders[0]?.outcome, 'already_sent');
      assert.equal(receiver.seen().length, 1);
      const [last] = await fixture.ports.reminderDeliveries.recent(channelId, 1);
      assert.equal(last?.status, 'delivered');
      const everything = logs.join('\n');
      for (const secret of Object.values(TEST_SECRETS)) assert.ok(!everything.includes(secret));
      assert.ok(!everything.includes('smtp-password-secret'));
    });

    it('sends once per channel when two processes check the same database at the same moment', async (t) => {
      const { receiver, fixture, accountId, check } = await setUp(t, kind);
      await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
      const otherDb = openDatabase(fixture.path);
      t.after(() => otherDb.close());
      const other = createSqlitePorts(otherDb, { clock: fixture.clock });
      const reports = await Promise.all([check(), check(other)]);
      const outcomes = reports.flatMap((r) => r.reminders.map((item) => item.outcome)).sort();
      assert.deepEqual(outcomes, ['retry_later', 'sent']);
      assert.equal(receiver.seen().length, 1);
    });

    it('sends three due reminders as one digest, soonest first', async (t) => {
      const { receiver, fixture, accountId, check } = await setUp(t, kind, { digest: true });
      await fixture.addSubscription(accountId, { name: 'Zoom', nextPaymentDate: '2026-03-05' });
      await fixture.addSubscription(accountId, { name: 'Apple', nextPaymentDate: '2026-03-03' });
      await fixture.addSubscription(accountId, { name: 'Hulu', nextPaymentDate: '2026-03-04' });
      const report = await check();
      assert.equal(report.counts.sent, 3);
      assert.deepEqual(titles(receiver), ['3 subscription reminders']);
      const lines = receiver.seen()[0]!.body.trim().split('\n').slice(0, 3);
      assert.deepEqual(
        lines.map((line) => line.match(/Apple|Hulu|Zoom/)?.[0]),
        ['Apple', 'Hulu', 'Zoom'],
      );
      assert.equal((await check()).counts.already_sent, 3);
    });

    it('answers API requests while the receiver hangs', async (t) => {
      // A receiver cut off only after a minute; the test ends it by aborting instead.
      const abort = new AbortController();
      const { receiver, fixture, accountId, sender } = await setUp(t, kind, {
        timeoutMs: 60_000,
        signal: abort.signal,
      });
      await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
      receiver.mode = 'hang';
      // The delivery in flight: started when the worker calls the sender, settled when cut off.
      let settled = false;
      let started!: () => void;
      const inFlight = new Promise<void>((resolve) => {
        started = resolve;
      });
      const watched: ChannelSender = {
        send(channel, message) {
          started();
          return sender.send(channel, message).finally(() => {
            settled = true;
          });
        },
      };
      const api = await startApiServer(fixture.ports, accountId);
      const worker = await startReminderWorker(fixture.ports, {
        intervalSeconds: 300,
        log: () => undefined,
        sender: watched,
      });
      t.after(async () => {
        abort.abort();
        await worker.stop();
        await api.close();
      });
      await inFlight;
      const listed = await api.call('GET', '/api/v1/subscriptions');
      const summary = await api.call('GET', '/api/v1/analytics/summary');
      assert.deepEqual([listed.status, summary.status], [200, 200]);
      assert.equal(settled, false, 'the API answered while the delivery was still waiting');
    });
  });
}
