import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import { getPushPublicKey, listChannels, type Ports, runReminderCheck } from '@subtrack/domain';
import { startPushService } from '@subtrack/notify-channels/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { channelSenderFor } from './channel-sender-for.js';
import { aHouseholdWithDevices } from './test-support/device-household.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

// D54 on D16 and D35. Today is 2026-03-02 (UTC); a renewal on 2026-03-04 is due.
const NOW = '2026-03-02T09:00:00.000Z';
const SUBJECT = 'mailto:operator@example.org';

async function setUp(t: TestContext, options: { blockPrivateTargets?: boolean } = {}) {
  const service = await startPushService();
  const fixture = openReminderFixture(NOW);
  t.after(async () => {
    await service.close();
    fixture.cleanup();
  });
  const household = await aHouseholdWithDevices(fixture.ports, service, {
    locale: 'de-DE',
    devices: [2, 1],
  });
  const spotify = await fixture.addSubscription(household.accountId, {
    name: 'Spotify',
    amountMinor: 1099,
    currency: 'EUR',
    nextPaymentDate: '2026-03-04',
  });
  const sender = channelSenderFor(fixture.ports, {
    blockPrivateTargets: options.blockPrivateTargets ?? false,
    vapidSubject: SUBJECT,
    timeoutMs: 2_000,
  });
  const logs: string[] = [];
  const check = (ports: Ports = fixture.ports) =>
    runReminderCheck(ports, { dryRun: false, sender, log: (line) => logs.push(line) });
  return { service, fixture, household, spotify, check, logs };
}

describe('reminders on members’ devices (webpush)', () => {
  it('reach every device of each member who turned them on, as the phone shows them', async (t) => {
    const { service, fixture, spotify, check } = await setUp(t);

    assert.equal((await check()).counts.sent, 3);

    const messages = service.messages();
    assert.deepEqual(
      messages.map((m) => m.problem),
      [null, null, null],
    );
    const shown = new Set(
      messages.map(({ payload }) => JSON.stringify({ ...payload, tag: undefined })),
    );
    assert.deepEqual(
      [...shown].map((text) => JSON.parse(text)),
      [
        {
          title: 'Spotify verlängert sich in 2 Tagen',
          body: 'Spotify: 10,99\u00a0€ am 4. März 2026.',
          url: `/subscriptions/${spotify.id}`,
          lang: 'de',
        },
      ],
    );
    assert.equal(new Set(messages.map((m) => m.endpoint)).size, 3, 'one message per device');
    const serverKey = await getPushPublicKey(fixture.ports);
    for (const { vapid } of messages)
      assert.deepEqual(
        [vapid?.sub, vapid?.publicKey, vapid?.aud],
        [SUBJECT, serverKey, service.origin],
      );
  });

  it('sends nothing twice: not after a restart, nor when two processes check at the same moment', async (t) => {
    const { service, fixture, check } = await setUp(t);
    const otherDb = openDatabase(fixture.path);
    t.after(() => otherDb.close());
    const other = createSqlitePorts(otherDb, { clock: fixture.clock });

    const reports = await Promise.all([check(), check(other)]);
    const outcomes = reports.flatMap((r) => r.reminders.map((item) => item.outcome)).sort();
    assert.deepEqual(outcomes, [
      'retry_later',
      'retry_later',
      'retry_later',
      'sent',
      'sent',
      'sent',
    ]);

    const restarted = fixture.restart();
    fixture.clock.advance(10 * 60_000);
    assert.equal((await check(restarted)).counts.already_sent, 3);
    assert.equal(service.messages().length, 3);
  });

  it('removes a device its browser dropped (410) and sends it nothing more', async (t) => {
    const { service, fixture, household, check, logs } = await setUp(t);
    const [owner] = household.members;
    const dropped = owner.devices[0]!;
    const endpoint = (await fixture.ports.channels.findById(dropped.deviceId))?.config;
    service.unsubscribe((endpoint as { endpoint: string }).endpoint);

    const report = await check();

    const gone = report.reminders.find((r) => r.channelId === dropped.deviceId);
    assert.equal(gone?.outcome, 'failed');
    assert.equal(
      gone?.error,
      'The receiver answered 410 Gone; this device no longer takes notifications, so it was removed',
    );
    assert.equal(report.counts.sent, 2);
    const left = await listChannels(fixture.ports, household.accountId);
    assert.ok(!left.some((c) => c.channelId === dropped.deviceId));
    assert.ok(logs.some((line) => line.includes('device removed')));

    fixture.clock.advance(60 * 60_000);
    await check();
    assert.equal(service.messages().length, 3, 'nothing more to the dropped device');
  });

  it('refuses a push service on this machine when the operator blocks private targets', async (t) => {
    const { service, check } = await setUp(t, { blockPrivateTargets: true });
    const report = await check();
    assert.equal(report.counts.failed, 3);
    assert.match(String(report.reminders[0]?.error), /loopback/);
    assert.equal(service.messages().length, 0);
  });
});
