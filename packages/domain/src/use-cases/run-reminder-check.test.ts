import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Channel } from '../channels/channel.js';
import type { ChannelSender } from '../ports/channel-sender.js';
import type { Ports } from '../ports/ports.js';
import {
  aChannel,
  anAccount,
  aSubscription,
  someNotificationSettings,
} from '../testing/builders.js';
import { FakeClock } from '../testing/fake-clock.js';
import { createInMemoryPorts } from '../testing/in-memory-ports.js';
import { runReminderCheck } from './run-reminder-check.js';

// Today is 2026-03-02 (UTC); a renewal on 2026-03-04 is inside the 3-day window.
const NOW = '2026-03-02T09:00:00.000Z';

/** An account with reminders on, one due renewal and the given channels. */
async function anAccountWithChannels(ports: Ports, id: string, channels: Channel[]): Promise<void> {
  await ports.accounts.insert(anAccount({ id, name: id }));
  await ports.notificationSettings.save(
    someNotificationSettings({ accountId: id, timeZone: 'UTC', locale: 'en' }),
  );
  await ports.subscriptions.insert(
    aSubscription({ accountId: id, name: `${id} plan`, nextPaymentDate: '2026-03-04' }),
  );
  for (const channel of channels) await ports.channels.insert({ ...channel, accountId: id });
}

/** A sender that throws for one channel, as the HTTP layer did for a token with U+200B. */
function senderThrowingFor(brokenId: string) {
  const delivered: string[] = [];
  const sender: ChannelSender = {
    send(channel, message) {
      if (channel.id === brokenId)
        throw Object.assign(new TypeError('Invalid character in header content ["x"]'), {
          code: 'ERR_INVALID_CHAR',
        });
      delivered.push(`${channel.accountId}: ${message.title}`);
      return Promise.resolve({ delivered: true, status: 200, error: null });
    },
  };
  return { sender, delivered };
}

describe('runReminderCheck', () => {
  it('records a channel whose sender throws as failed with its reason and serves every other channel and account', async () => {
    const ports = createInMemoryPorts({ clock: new FakeClock(NOW) });
    const broken = aChannel({ id: 'broken', label: 'Broken' });
    await anAccountWithChannels(ports, 'acct-a', [broken, aChannel({ id: 'a-ok', label: 'Fine' })]);
    await anAccountWithChannels(ports, 'acct-b', [aChannel({ id: 'b-ok' })]);
    await anAccountWithChannels(ports, 'acct-c', [aChannel({ id: 'c-ok' })]);
    const { sender, delivered } = senderThrowingFor('broken');
    const logs: string[] = [];

    const report = await runReminderCheck(ports, {
      dryRun: false,
      sender,
      log: (line) => logs.push(line),
    });

    assert.deepEqual(delivered.sort(), [
      'acct-a: acct-a plan renews in 2 days',
      'acct-b: acct-b plan renews in 2 days',
      'acct-c: acct-c plan renews in 2 days',
    ]);
    assert.deepEqual(report.counts, { ...report.counts, sent: 3, failed: 1 });
    const failed = report.reminders.find((r) => r.outcome === 'failed');
    assert.equal(failed?.channelId, 'broken');
    const reason = 'Could not deliver: an unexpected error while sending (ERR_INVALID_CHAR)';
    assert.equal(failed?.error, reason);
    const [record] = await ports.reminderDeliveries.recent('broken', 1);
    assert.deepEqual([record?.status, record?.error], ['failed', reason]);
    assert.ok(logs.some((line) => line.startsWith(`reminder failed (${reason})`)));
  });
});

describe('runReminderCheck reading only the records that may be due', () => {
  it('finds the same reminders as a check that reads every record of the account', async () => {
    const ports = createInMemoryPorts({ clock: new FakeClock(NOW) });
    await anAccountWithChannels(ports, 'acct', [aChannel({ id: 'ch' })]);
    const records = [
      { name: 'Soon', nextPaymentDate: '2026-03-05' },
      { name: 'Later', nextPaymentDate: '2026-04-20' },
      { name: 'Trial', nextPaymentDate: '2026-04-20', isTrial: true, trialEndsOn: '2026-03-03' },
      { name: 'Gym', nextPaymentDate: '2026-03-20', noticeDays: 17 },
      { name: 'Own offsets', nextPaymentDate: '2026-03-16', remindDaysBefore: [14, 30] },
      { name: 'Paused', nextPaymentDate: '2026-03-03', status: 'paused' as const },
    ];
    for (const fields of records)
      await ports.subscriptions.insert(aSubscription({ accountId: 'acct', ...fields }));
    const { listReminderCandidates, ...wholeReadOnly } = ports.subscriptions;
    assert.ok(listReminderCandidates !== undefined);
    const sender = senderThrowingFor('none').sender;
    const names = async (p: Ports) =>
      (await runReminderCheck(p, { dryRun: true, sender, log: () => {} })).reminders.map(
        (r) => `${r.name} ${r.kind} ${r.offsetDays}`,
      );

    const narrowed = await names(ports);
    assert.deepEqual(narrowed, [
      'Gym cancel_by 3',
      'Trial trial_end 3',
      'acct plan renewal 3',
      'Soon renewal 3',
      'Own offsets renewal 30',
      'Own offsets renewal 14',
    ]);
    assert.deepEqual(await names({ ...ports, subscriptions: wholeReadOnly }), narrowed);
  });
});

describe('runReminderCheck at several offsets', () => {
  async function aWorld() {
    const clock = new FakeClock('2026-03-02T09:00:00.000Z');
    const ports = createInMemoryPorts({ clock });
    await anAccountWithChannels(ports, 'acct', [aChannel({ id: 'ch' })]);
    const sent: string[] = [];
    const sender: ChannelSender = {
      send(_channel, message) {
        sent.push(message.title);
        return Promise.resolve({ delivered: true, status: 200, error: null });
      },
    };
    const check = async (day: string) => {
      clock.set(`${day}T09:00:00.000Z`);
      sent.length = 0;
      const report = await runReminderCheck(ports, { dryRun: false, sender, log: () => {} });
      return {
        sent: [...sent],
        items: report.reminders
          .filter((r) => r.name === 'Gym')
          .map((r) => `${r.kind} ${r.offsetDays} ${r.outcome}`),
      };
    };
    return { ports, check };
  }

  it('sends each offset once, on its day, and nothing between', async () => {
    const { ports, check } = await aWorld();
    await ports.subscriptions.insert(
      aSubscription({
        accountId: 'acct',
        name: 'Gym',
        nextPaymentDate: '2026-03-10',
        remindDaysBefore: [7, 1],
      }),
    );
    assert.deepEqual((await check('2026-03-02')).items, []);
    assert.deepEqual(await check('2026-03-03'), {
      sent: ['Gym renews in 7 days'],
      items: ['renewal 7 sent'],
    });
    assert.deepEqual((await check('2026-03-05')).items, ['renewal 7 already_sent']);
    assert.deepEqual(await check('2026-03-09'), {
      sent: ['Gym renews tomorrow'],
      items: ['renewal 1 sent'],
    });
  });

  it('after downtime sends only the nearest offset and records the skipped ones as superseded', async () => {
    const { ports, check } = await aWorld();
    await ports.subscriptions.insert(
      aSubscription({
        accountId: 'acct',
        name: 'Gym',
        nextPaymentDate: '2026-03-10',
        remindDaysBefore: [14, 7, 1],
      }),
    );
    assert.deepEqual(await check('2026-03-09'), {
      sent: ['Gym renews tomorrow'],
      items: ['renewal 7 superseded', 'renewal 14 superseded', 'renewal 1 sent'],
    });
    const history = await ports.reminderDeliveries.recent('ch', 10);
    assert.deepEqual(
      history
        .filter((r) => r.subscriptionId !== undefined && r.offsetDays !== 3)
        .map((r) => `${r.offsetDays} ${r.status}`)
        .sort(),
      ['1 delivered', '14 superseded', '7 superseded'],
    );
    assert.deepEqual((await check('2026-03-10')).items, ['renewal 1 already_sent']);
  });

  it('does not remind again at a farther offset after a nearer one went out (daysBefore raised)', async () => {
    const { ports, check } = await aWorld();
    await ports.subscriptions.insert(
      aSubscription({ accountId: 'acct', name: 'Gym', nextPaymentDate: '2026-03-10' }),
    );
    assert.deepEqual((await check('2026-03-07')).items, ['renewal 3 sent']);
    const settings = await ports.notificationSettings.get('acct');
    await ports.notificationSettings.save({ ...settings!, daysBefore: 7 });
    assert.deepEqual(await check('2026-03-08'), { sent: [], items: ['renewal 7 superseded'] });
  });

  it('reminds of the last day to cancel under a notice period', async () => {
    const { ports, check } = await aWorld();
    await ports.subscriptions.insert(
      aSubscription({
        accountId: 'acct',
        name: 'Gym',
        nextPaymentDate: '2026-03-31',
        noticeDays: 14,
      }),
    );
    assert.deepEqual(await check('2026-03-15'), {
      sent: ['Cancel Gym by Mar 17, 2026'],
      items: ['cancel_by 3 sent'],
    });
  });
});
