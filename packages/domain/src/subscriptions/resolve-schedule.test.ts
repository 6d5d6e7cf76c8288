import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainError } from '../shared/domain-error.js';
import { aSubscription } from '../testing/builders.js';
import { resolveSchedule } from './resolve-schedule.js';

describe('resolveSchedule', () => {
  it('converts a month-end lastPaymentDate keeping the anchor of its day', () => {
    assert.deepEqual(resolveSchedule({ period: 'monthly', lastPaymentDate: '2026-01-31' }, null), {
      period: 'monthly',
      billingAnchorDay: 31,
      customDays: null,
      intervalCount: 1,
      nextPaymentDate: '2026-02-28',
    });
  });

  it('keeps the current date and anchor when the patch does not touch the schedule', () => {
    const current = aSubscription({ nextPaymentDate: '2026-02-28', billingAnchorDay: 31 });
    assert.deepEqual(resolveSchedule({ period: 'monthly' }, current), {
      period: 'monthly',
      billingAnchorDay: 31,
      customDays: null,
      intervalCount: 1,
      nextPaymentDate: '2026-02-28',
    });
  });

  it('names nextPaymentDate when no date is known at all', () => {
    assert.throws(
      () => resolveSchedule({ period: 'yearly' }, null),
      (error) => error instanceof DomainError && error.details.field === 'nextPaymentDate',
    );
  });
});
