import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChannelReminderKey } from '../../ports/reminder-delivery-log.js';
import { aChannel, aSubscription } from '../builders.js';
import { ACCOUNT_A, type PortsFactory, useSeededPorts } from './ports-factory.js';

/**
 * The `ReminderDeliveryLog` contract: at most once per channel,
 * subscription, kind, date and offset; failures count attempts and keep the back-off time;
 * a success clears the retry state; a superseded reminder is never claimed, and a
 * delivered one is never marked superseded; `offsetsOf` lists the offsets of one date;
 * `recent` shows the latest deliveries of a channel; removing the channel removes its
 * history. The slice forms (`offsetsOfMany`, `claimMany`, `recordSuccessMany`) answer and
 * write what the single ones would, key by key, in the order given.
 */
export function describeReminderDeliveryLogContract(factory: PortsFactory): void {
  describe('ReminderDeliveryLog contract', () => {
    const ports = useSeededPorts(factory);
    const setup = async () => {
      const p = ports();
      const sub = aSubscription({ isTrial: true, trialEndsOn: '2026-12-01' });
      await p.subscriptions.insert(sub);
      const channel = aChannel({ accountId: ACCOUNT_A });
      await p.channels.insert(channel);
      const key: ChannelReminderKey = {
        channelId: channel.id,
        accountId: ACCOUNT_A,
        subscriptionId: sub.id,
        kind: 'renewal',
        dueDate: sub.nextPaymentDate,
        offsetDays: 3,
      };
      return { p, log: p.reminderDeliveries, key };
    };

    it('knows nothing of a reminder never attempted', async () => {
      const { log, key } = await setup();
      assert.equal(await log.get(key), null);
    });

    it('counts failed attempts and keeps the latest error and retry time', async () => {
      const { log, key } = await setup();
      await log.recordFailure(
        key,
        '2026-11-21T08:00:00.000Z',
        'HTTP 502',
        '2026-11-21T08:05:00.000Z',
      );
      await log.recordFailure(
        key,
        '2026-11-21T08:05:00.000Z',
        'timeout',
        '2026-11-21T08:15:00.000Z',
      );
      assert.deepEqual(await log.get(key), {
        attempts: 2,
        deliveredAt: null,
        nextAttemptAt: '2026-11-21T08:15:00.000Z',
        lastError: 'timeout',
        supersededAt: null,
      });
    });

    it('marks a delivery after a failure as done, with no retry pending', async () => {
      const { log, key } = await setup();
      await log.recordFailure(
        key,
        '2026-11-21T08:00:00.000Z',
        'HTTP 502',
        '2026-11-21T08:05:00.000Z',
      );
      await log.recordSuccess(key, '2026-11-21T08:05:01.000Z');
      assert.deepEqual(await log.get(key), {
        attempts: 2,
        deliveredAt: '2026-11-21T08:05:01.000Z',
        nextAttemptAt: null,
        lastError: null,
        supersededAt: null,
      });
    });

    it('keeps another channel, kind, date or offset of the same subscription apart', async () => {
      const { p, log, key } = await setup();
      const other = aChannel({ accountId: ACCOUNT_A });
      await p.channels.insert(other);
      await log.recordSuccess(key, '2026-11-21T08:00:00.000Z');
      assert.equal(await log.get({ ...key, channelId: other.id }), null);
      assert.equal(
        await log.claim(
          { ...key, channelId: other.id },
          '2026-11-21T08:00:00.000Z',
          '2026-11-21T08:01:00.000Z',
        ),
        true,
      );
      assert.equal(await log.get({ ...key, kind: 'trial_end' }), null);
      assert.equal(await log.get({ ...key, dueDate: '2027-01-05' }), null);
      assert.equal(await log.get({ ...key, offsetDays: 1 }), null);
      assert.equal((await log.get(key))?.attempts, 1);
    });

    it('lets exactly one of two claims take a reminder, and none take a delivered one', async () => {
      const { log, key } = await setup();
      assert.equal(
        await log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z'),
        true,
      );
      assert.equal(
        await log.claim(key, '2026-11-21T08:00:01.000Z', '2026-11-21T08:01:01.000Z'),
        false,
      );
      assert.equal((await log.get(key))?.attempts, 0, 'a claim is not an attempt');
      await log.recordSuccess(key, '2026-11-21T08:00:02.000Z');
      assert.equal(
        await log.claim(key, '2026-11-21T09:00:00.000Z', '2026-11-21T09:01:00.000Z'),
        false,
      );
    });

    it('frees a claim whose lease ran out (a crash mid-push) and respects a retry back-off', async () => {
      const { log, key } = await setup();
      await log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z');
      assert.equal(
        await log.claim(key, '2026-11-21T08:01:00.000Z', '2026-11-21T08:02:00.000Z'),
        true,
      );
      await log.recordFailure(
        key,
        '2026-11-21T08:01:05.000Z',
        'timeout',
        '2026-11-21T08:10:00.000Z',
      );
      assert.equal(
        await log.claim(key, '2026-11-21T08:05:00.000Z', '2026-11-21T08:06:00.000Z'),
        false,
      );
      assert.equal(
        await log.claim(key, '2026-11-21T08:10:00.000Z', '2026-11-21T08:11:00.000Z'),
        true,
      );
      assert.equal((await log.get(key))?.attempts, 1);
    });

    it('shows a channel’s latest deliveries newest first, with status and error', async () => {
      const { log, key } = await setup();
      const trial: ChannelReminderKey = { ...key, kind: 'trial_end', dueDate: '2026-12-01' };
      await log.recordFailure(
        key,
        '2026-11-21T08:00:00.000Z',
        'timeout',
        '2026-11-21T08:01:00.000Z',
      );
      await log.recordSuccess(key, '2026-11-21T08:02:00.000Z');
      await log.claim(trial, '2026-11-21T08:03:00.000Z', '2026-11-21T08:04:00.000Z');
      await log.recordFailure(
        trial,
        '2026-11-21T08:03:01.000Z',
        'HTTP 503',
        '2026-11-21T08:05:00.000Z',
      );
      assert.deepEqual(await log.recent(key.channelId, 5), [
        {
          at: '2026-11-21T08:03:01.000Z',
          subscriptionId: key.subscriptionId,
          kind: 'trial_end',
          dueDate: '2026-12-01',
          offsetDays: 3,
          status: 'failed',
          error: 'HTTP 503',
        },
        {
          at: '2026-11-21T08:02:00.000Z',
          subscriptionId: key.subscriptionId,
          kind: 'renewal',
          dueDate: key.dueDate,
          offsetDays: 3,
          status: 'delivered',
          error: null,
        },
      ]);
      assert.equal((await log.recent(key.channelId, 1)).length, 1);
    });

    it('lists every offset recorded for one date of one channel, and nothing of other dates', async () => {
      const { log, key } = await setup();
      await log.recordSuccess({ ...key, offsetDays: 7 }, '2026-11-21T08:00:00.000Z');
      await log.recordFailure(
        { ...key, offsetDays: 1 },
        '2026-11-21T08:01:00.000Z',
        'timeout',
        '2026-11-21T08:02:00.000Z',
      );
      await log.recordSuccess({ ...key, dueDate: '2027-01-05' }, '2026-11-21T08:03:00.000Z');
      const offsets = (await log.offsetsOf(key)).sort((a, b) => a.offsetDays - b.offsetDays);
      assert.deepEqual(
        offsets.map((o) => [o.offsetDays, o.state.deliveredAt, o.state.lastError]),
        [
          [1, null, 'timeout'],
          [7, '2026-11-21T08:00:00.000Z', null],
        ],
      );
    });

    it('never lets a claim take a superseded reminder, and keeps a delivered one delivered', async () => {
      const { log, key } = await setup();
      await log.recordFailure(
        key,
        '2026-11-21T08:00:00.000Z',
        'timeout',
        '2026-11-21T08:01:00.000Z',
      );
      await log.recordSuperseded(key, '2026-11-21T09:00:00.000Z');
      assert.equal(
        await log.claim(key, '2026-11-21T10:00:00.000Z', '2026-11-21T10:01:00.000Z'),
        false,
      );
      assert.deepEqual(await log.get(key), {
        attempts: 1,
        deliveredAt: null,
        nextAttemptAt: null,
        lastError: 'timeout',
        supersededAt: '2026-11-21T09:00:00.000Z',
      });
      assert.deepEqual(
        (await log.recent(key.channelId, 5)).map((r) => [r.status, r.offsetDays, r.at]),
        [['superseded', 3, '2026-11-21T09:00:00.000Z']],
      );
      const sent = { ...key, offsetDays: 7 };
      await log.recordSuccess(sent, '2026-11-21T08:00:00.000Z');
      await log.recordSuperseded(sent, '2026-11-21T09:00:00.000Z');
      assert.equal((await log.get(sent))?.deliveredAt, '2026-11-21T08:00:00.000Z');
      assert.equal((await log.get(sent))?.supersededAt, null);
    });

    it('reads the offsets of many dates at once, in order, as one date at a time', async () => {
      const { log, key } = await setup();
      const later = { ...key, dueDate: '2027-01-05' };
      const never = { ...key, dueDate: '2027-02-05' };
      await log.recordSuccess({ ...key, offsetDays: 7 }, '2026-11-21T08:00:00.000Z');
      await log.recordSuccess(later, '2026-11-21T08:01:00.000Z');
      const many = await log.offsetsOfMany([later, never, key]);
      assert.deepEqual(many, [await log.offsetsOf(later), [], await log.offsetsOf(key)]);
      assert.deepEqual(await log.offsetsOfMany([]), []);
    });

    it('claims a slice key by key: the free ones, never a delivered, pending or superseded one', async () => {
      const { log, key } = await setup();
      const free = { ...key, offsetDays: 1 };
      const delivered = { ...key, offsetDays: 7 };
      const pending = { ...key, offsetDays: 14 };
      const superseded = { ...key, offsetDays: 30 };
      await log.recordSuccess(delivered, '2026-11-21T07:00:00.000Z');
      await log.claim(pending, '2026-11-21T07:59:30.000Z', '2026-11-21T08:00:30.000Z');
      await log.recordSuperseded(superseded, '2026-11-21T07:00:00.000Z');
      const at = '2026-11-21T08:00:00.000Z';
      const lease = '2026-11-21T08:01:00.000Z';
      assert.deepEqual(
        await log.claimMany([key, delivered, pending, superseded, free], at, lease),
        [true, false, false, false, true],
      );
      assert.deepEqual(await log.claimMany([free, key], at, lease), [false, false]);
      assert.deepEqual(await log.claimMany([], at, lease), []);
      await log.recordSuccessMany([key, free], '2026-11-21T08:00:05.000Z');
      for (const sent of [key, free]) {
        assert.deepEqual(await log.get(sent), {
          attempts: 1,
          deliveredAt: '2026-11-21T08:00:05.000Z',
          nextAttemptAt: null,
          lastError: null,
          supersededAt: null,
        });
      }
    });

    it('shows a claimed reminder as sending, and forgets all of a removed channel', async () => {
      const { p, log, key } = await setup();
      await log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z');
      assert.deepEqual(
        (await log.recent(key.channelId, 5)).map((r) => [r.status, r.at]),
        [['sending', '2026-11-21T08:00:00.000Z']],
      );
      await p.channels.remove(key.channelId);
      assert.deepEqual(await log.recent(key.channelId, 5), []);
      assert.equal(await log.get(key), null);
    });
  });
}
