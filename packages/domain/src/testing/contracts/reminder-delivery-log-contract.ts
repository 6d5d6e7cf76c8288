import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReminderKey } from '../../ports/reminder-delivery-log.js';
import { aSubscription } from '../builders.js';
import { ACCOUNT_A, type PortsFactory, useSeededPorts } from './ports-factory.js';

/**
 * The `ReminderDeliveryLog` contract (D16): at most once per subscription, kind and date;
 * failures count attempts and keep the back-off time; a success clears the retry state.
 */
export function describeReminderDeliveryLogContract(factory: PortsFactory): void {
  describe('ReminderDeliveryLog contract', () => {
    const ports = useSeededPorts(factory);
    const setup = () => {
      const p = ports();
      const sub = aSubscription({ isTrial: true, trialEndsOn: '2026-12-01' });
      p.subscriptions.insert(sub);
      const key: ReminderKey = {
        accountId: ACCOUNT_A,
        subscriptionId: sub.id,
        kind: 'renewal',
        dueDate: sub.nextPaymentDate,
      };
      return { log: p.reminderDeliveries, key };
    };

    it('knows nothing of a reminder never attempted', () => {
      const { log, key } = setup();
      assert.equal(log.get(key), null);
    });

    it('counts failed attempts and keeps the latest error and retry time', () => {
      const { log, key } = setup();
      log.recordFailure(key, '2026-11-21T08:00:00.000Z', 'HTTP 502', '2026-11-21T08:05:00.000Z');
      log.recordFailure(key, '2026-11-21T08:05:00.000Z', 'timeout', '2026-11-21T08:15:00.000Z');
      assert.deepEqual(log.get(key), {
        attempts: 2,
        deliveredAt: null,
        nextAttemptAt: '2026-11-21T08:15:00.000Z',
        lastError: 'timeout',
      });
    });

    it('marks a delivery after a failure as done, with no retry pending', () => {
      const { log, key } = setup();
      log.recordFailure(key, '2026-11-21T08:00:00.000Z', 'HTTP 502', '2026-11-21T08:05:00.000Z');
      log.recordSuccess(key, '2026-11-21T08:05:01.000Z');
      assert.deepEqual(log.get(key), {
        attempts: 2,
        deliveredAt: '2026-11-21T08:05:01.000Z',
        nextAttemptAt: null,
        lastError: null,
      });
    });

    it('keeps another kind or another date of the same subscription apart', () => {
      const { log, key } = setup();
      log.recordSuccess(key, '2026-11-21T08:00:00.000Z');
      assert.equal(log.get({ ...key, kind: 'trial_end' }), null);
      assert.equal(log.get({ ...key, dueDate: '2027-01-05' }), null);
      assert.equal(log.get(key)?.attempts, 1);
    });

    it('lets exactly one of two claims take a reminder, and none take a delivered one', () => {
      const { log, key } = setup();
      assert.equal(log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z'), true);
      assert.equal(log.claim(key, '2026-11-21T08:00:01.000Z', '2026-11-21T08:01:01.000Z'), false);
      assert.equal(log.get(key)?.attempts, 0, 'a claim is not an attempt');
      log.recordSuccess(key, '2026-11-21T08:00:02.000Z');
      assert.equal(log.claim(key, '2026-11-21T09:00:00.000Z', '2026-11-21T09:01:00.000Z'), false);
    });

    it('frees a claim whose lease ran out (a crash mid-push) and respects a retry back-off', () => {
      const { log, key } = setup();
      log.claim(key, '2026-11-21T08:00:00.000Z', '2026-11-21T08:01:00.000Z');
      assert.equal(log.claim(key, '2026-11-21T08:01:00.000Z', '2026-11-21T08:02:00.000Z'), true);
      log.recordFailure(key, '2026-11-21T08:01:05.000Z', 'timeout', '2026-11-21T08:10:00.000Z');
      assert.equal(log.claim(key, '2026-11-21T08:05:00.000Z', '2026-11-21T08:06:00.000Z'), false);
      assert.equal(log.claim(key, '2026-11-21T08:10:00.000Z', '2026-11-21T08:11:00.000Z'), true);
      assert.equal(log.get(key)?.attempts, 1);
    });
  });
}
