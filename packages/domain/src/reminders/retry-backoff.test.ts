import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ReminderDeliveryState } from '../ports/reminder-delivery-log.js';
import { decideDelivery, nextRetryAt } from './retry-backoff.js';

describe('nextRetryAt', () => {
  const failedAt = '2026-03-01T08:00:00.000Z';

  it('waits one minute after the first failure', () => {
    assert.equal(nextRetryAt(1, failedAt), '2026-03-01T08:01:00.000Z');
  });

  it('doubles the wait after each further failure', () => {
    assert.equal(nextRetryAt(2, failedAt), '2026-03-01T08:02:00.000Z');
    assert.equal(nextRetryAt(3, failedAt), '2026-03-01T08:04:00.000Z');
  });

  it('never waits more than an hour, however many failures', () => {
    assert.equal(nextRetryAt(8, failedAt), '2026-03-01T09:00:00.000Z');
    assert.equal(nextRetryAt(10_000, failedAt), '2026-03-01T09:00:00.000Z');
  });

  it('treats a count below one as the first failure', () => {
    assert.equal(nextRetryAt(0, failedAt), '2026-03-01T08:01:00.000Z');
  });
});

describe('decideDelivery', () => {
  const now = '2026-03-01T08:05:00.000Z';
  const failed = (nextAttemptAt: string | null): ReminderDeliveryState => ({
    attempts: 1,
    deliveredAt: null,
    nextAttemptAt,
    lastError: 'connection_failed',
    supersededAt: null,
  });

  it('sends a reminder never tried before', () => {
    assert.equal(decideDelivery(null, now), 'send');
  });

  it('never sends a delivered reminder again', () => {
    const delivered: ReminderDeliveryState = {
      attempts: 2,
      deliveredAt: '2026-03-01T08:00:00.000Z',
      nextAttemptAt: null,
      lastError: null,
      supersededAt: null,
    };
    assert.equal(decideDelivery(delivered, now), 'already_sent');
  });

  it('never sends a reminder a nearer one superseded', () => {
    const superseded = { ...failed(null), supersededAt: '2026-03-01T08:00:00.000Z' };
    assert.equal(decideDelivery(superseded, now), 'superseded');
  });

  it('waits until the back-off of a failed push has passed', () => {
    assert.equal(decideDelivery(failed('2026-03-01T08:06:00.000Z'), now), 'retry_later');
  });

  it('retries a failed push once its back-off has passed', () => {
    assert.equal(decideDelivery(failed('2026-03-01T08:05:00.000Z'), now), 'send');
    assert.equal(decideDelivery(failed(null), now), 'send');
  });
});
