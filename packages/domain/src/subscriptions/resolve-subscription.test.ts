import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { CalendarDate } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import { aSubscription, aSubscriptionInput } from '../testing/builders.js';
import { matchesBillingAnchor } from './billing-dates.js';
import { applySubscriptionPatch, resolveNewSubscription } from './resolve-subscription.js';
import type { SubscriptionCreateInput, SubscriptionPatchInput } from './subscription-input.js';

const TODAY: CalendarDate = '2026-03-10';
const NOW = '2026-03-10T09:00:00.000Z';
const createCtx = { id: 'sub-1', accountId: 'acc-1', now: NOW, today: TODAY };
const patchCtx = { now: NOW, today: TODAY };

/** An input due on the 15th, a month after today; `overrides` win. */
const anInput = (overrides: Partial<SubscriptionCreateInput> = {}) =>
  aSubscriptionInput({ nextPaymentDate: '2026-04-15', ...overrides });

const create = (overrides: Partial<SubscriptionCreateInput> = {}) =>
  resolveNewSubscription(anInput(overrides), createCtx);

function rejectedField(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof DomainError, 'expected a DomainError');
    assert.equal(error.code, 'invalid_subscription');
    assert.ok(error.details.suggestedFix, 'expected a suggestedFix');
    return error.details.field;
  }
  return assert.fail('expected an invalid_subscription error');
}

describe('resolveNewSubscription', () => {
  it('builds an active record with the defaults and the inferred anchor', () => {
    const input = anInput();
    assert.deepEqual(resolveNewSubscription(input, createCtx), {
      id: 'sub-1',
      accountId: 'acc-1',
      ...input,
      billingAnchorDay: 15,
      customDays: null,
      notificationEnabled: true,
      status: 'active',
      isTrial: false,
      trialEndsOn: null,
      intervalCount: 1,
      endsOn: null,
      noticeDays: null,
      remindDaysBefore: null,
      startedOn: null,
      hasLogo: false,
      createdAt: NOW,
      updatedAt: NOW,
      version: 1,
    });
  });

  it('keeps the supplied status and notification toggle', () => {
    const s = create({ status: 'cancelled', notificationEnabled: false });
    assert.equal(s.status, 'cancelled');
    assert.equal(s.notificationEnabled, false);
  });

  it('rolls a past date of an active record forward on its anchor', () => {
    const s = create({ nextPaymentDate: '2026-01-31' });
    assert.equal(s.nextPaymentDate, '2026-03-31');
    assert.equal(s.billingAnchorDay, 31);
  });

  it('never stores an active date before today, and keeps it on the anchor', () => {
    const pastDate = fc
      .record({
        year: fc.integer({ min: 2000, max: 2026 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ year, month, day }) =>
        [String(year), String(month).padStart(2, '0'), String(day).padStart(2, '0')].join('-'),
      );
    fc.assert(
      fc.property(
        pastDate,
        fc.constantFrom('monthly' as const, 'yearly' as const),
        (date, period) => {
          const s = create({ nextPaymentDate: date, period });
          assert.ok(s.nextPaymentDate >= TODAY, `${date} rolled to ${s.nextPaymentDate}`);
          assert.ok(matchesBillingAnchor(s.nextPaymentDate, s.billingAnchorDay!));
        },
      ),
    );
  });

  it('keeps a past date of a paused record', () => {
    assert.equal(
      create({ nextPaymentDate: '2026-01-31', status: 'paused' }).nextPaymentDate,
      '2026-01-31',
    );
  });

  it('rolls a yearly Feb 29 to Feb 28 and keeps anchor 29', () => {
    const s = create({ period: 'yearly', nextPaymentDate: '2024-02-29' });
    assert.equal(s.nextPaymentDate, '2027-02-28');
    assert.equal(s.billingAnchorDay, 29);
  });

  it('converts lastPaymentDate into the next date one period later', () => {
    const s = create({ nextPaymentDate: undefined, lastPaymentDate: '2026-03-31' });
    assert.equal(s.nextPaymentDate, '2026-04-30');
    assert.equal(s.billingAnchorDay, 31);
  });

  it('lets nextPaymentDate win over lastPaymentDate', () => {
    assert.equal(create({ lastPaymentDate: '2026-01-01' }).nextPaymentDate, '2026-04-15');
  });

  it('rejects a record without any payment date', () => {
    assert.equal(
      rejectedField(() => create({ nextPaymentDate: undefined })),
      'nextPaymentDate',
    );
  });

  it('accepts a supplied anchor the date is clamped to', () => {
    const s = create({ nextPaymentDate: '2027-02-28', billingAnchorDay: 31 });
    assert.equal(s.billingAnchorDay, 31);
    assert.equal(s.nextPaymentDate, '2027-02-28');
  });

  it('rejects a supplied anchor that the date does not fall on', () => {
    assert.equal(
      rejectedField(() => create({ billingAnchorDay: 20 })),
      'billingAnchorDay',
    );
    assert.equal(
      rejectedField(() => create({ nextPaymentDate: '2026-04-29', billingAnchorDay: 31 })),
      'billingAnchorDay',
    );
  });

  it('builds a custom record without an anchor and rolls it by whole day counts', () => {
    const s = create({ period: 'custom', customDays: 7, nextPaymentDate: '2026-03-01' });
    assert.equal(s.nextPaymentDate, '2026-03-15');
    assert.equal(s.billingAnchorDay, null);
    assert.equal(s.customDays, 7);
  });

  it('converts a custom lastPaymentDate by the day count', () => {
    const s = create({
      period: 'custom',
      customDays: 30,
      nextPaymentDate: undefined,
      lastPaymentDate: '2026-03-20',
    });
    assert.equal(s.nextPaymentDate, '2026-04-19');
  });

  it('requires customDate for a custom period', () => {
    assert.equal(
      rejectedField(() => create({ period: 'custom' })),
      'customDate',
    );
    assert.equal(
      rejectedField(() => create({ period: 'custom', customDays: null })),
      'customDate',
    );
  });

  it('rejects customDate when the period is not custom', () => {
    assert.equal(
      rejectedField(() => create({ customDays: 30 })),
      'customDate',
    );
    assert.equal(create({ customDays: null }).customDays, null);
  });

  it('rejects an anchor on a custom period', () => {
    assert.equal(
      rejectedField(() => create({ period: 'custom', customDays: 30, billingAnchorDay: 5 })),
      'billingAnchorDay',
    );
  });

  it('keeps trialEndsOn during a trial', () => {
    const s = create({ isTrial: true, trialEndsOn: '2026-03-20' });
    assert.equal(s.isTrial, true);
    assert.equal(s.trialEndsOn, '2026-03-20');
  });

  it('requires trialEndsOn when isTrial is true', () => {
    assert.equal(
      rejectedField(() => create({ isTrial: true })),
      'trialEndsOn',
    );
    assert.equal(
      rejectedField(() => create({ isTrial: true, trialEndsOn: null })),
      'trialEndsOn',
    );
  });

  it('rejects trialEndsOn outside a trial', () => {
    assert.equal(
      rejectedField(() => create({ trialEndsOn: '2026-03-20' })),
      'trialEndsOn',
    );
    assert.equal(
      rejectedField(() => create({ isTrial: false, trialEndsOn: '2026-03-20' })),
      'trialEndsOn',
    );
    assert.equal(create({ trialEndsOn: null }).trialEndsOn, null);
  });
});

describe('applySubscriptionPatch', () => {
  const patch = (existing: ReturnType<typeof aSubscription>, p: SubscriptionPatchInput) =>
    applySubscriptionPatch(existing, p, patchCtx);

  it('changes the fields sent, sets updatedAt and keeps id, account and createdAt', () => {
    const existing = aSubscription({ nextPaymentDate: '2026-04-05' });
    const after = patch(existing, {
      name: 'Max',
      amountMinor: 999,
      currency: 'EUR',
      category: 'TV',
    });
    assert.deepEqual(after, {
      ...existing,
      name: 'Max',
      amountMinor: 999,
      currency: 'EUR',
      category: 'TV',
      updatedAt: NOW,
      version: existing.version + 1,
    });
  });

  it('re-infers the anchor when nextPaymentDate changes without one', () => {
    const after = patch(aSubscription({ nextPaymentDate: '2026-04-05' }), {
      nextPaymentDate: '2026-04-20',
    });
    assert.equal(after.nextPaymentDate, '2026-04-20');
    assert.equal(after.billingAnchorDay, 20);
  });

  it('keeps the anchor when the date is not touched', () => {
    const existing = aSubscription({ nextPaymentDate: '2026-04-30', billingAnchorDay: 31 });
    assert.equal(patch(existing, { notificationEnabled: false }).billingAnchorDay, 31);
    assert.equal(patch(existing, { period: 'yearly' }).billingAnchorDay, 31);
  });

  it('keeps the anchor when the current date is sent again', () => {
    const existing = aSubscription({ nextPaymentDate: '2027-02-28', billingAnchorDay: 31 });
    assert.equal(patch(existing, { nextPaymentDate: '2027-02-28' }).billingAnchorDay, 31);
  });

  it('checks a new anchor against the current date', () => {
    const existing = aSubscription({ nextPaymentDate: '2026-04-05' });
    assert.equal(
      rejectedField(() => patch(existing, { billingAnchorDay: 6 })),
      'billingAnchorDay',
    );
    assert.equal(patch(existing, { billingAnchorDay: 5 }).billingAnchorDay, 5);
  });

  it('re-infers the anchor from the date when it is cleared with null', () => {
    const existing = aSubscription({ nextPaymentDate: '2026-04-30', billingAnchorDay: 31 });
    assert.equal(patch(existing, { billingAnchorDay: null }).billingAnchorDay, 30);
  });

  it('converts a lastPaymentDate into the next date', () => {
    const after = patch(aSubscription({ nextPaymentDate: '2026-04-05' }), {
      lastPaymentDate: '2026-03-31',
    });
    assert.equal(after.nextPaymentDate, '2026-04-30');
    assert.equal(after.billingAnchorDay, 31);
  });

  it('rolls a past date of an active record forward', () => {
    const after = patch(aSubscription({ nextPaymentDate: '2026-04-05' }), {
      nextPaymentDate: '2025-12-31',
    });
    assert.equal(after.nextPaymentDate, '2026-03-31');
  });

  it('keeps a past date of a paused or cancelled record', () => {
    const paused = aSubscription({ status: 'paused', nextPaymentDate: '2026-01-05' });
    assert.equal(patch(paused, { name: 'Max' }).nextPaymentDate, '2026-01-05');
    assert.equal(patch(paused, { status: 'cancelled' }).nextPaymentDate, '2026-01-05');
  });

  it('rolls a reactivated record forward', () => {
    const cancelled = aSubscription({ status: 'cancelled', nextPaymentDate: '2026-01-05' });
    const after = patch(cancelled, { status: 'active' });
    assert.equal(after.status, 'active');
    assert.equal(after.nextPaymentDate, '2026-04-05');
  });

  it('allows every status move, paused to cancelled included', () => {
    for (const from of ['active', 'paused', 'cancelled'] as const) {
      for (const to of ['active', 'paused', 'cancelled'] as const) {
        const existing = aSubscription({ status: from, nextPaymentDate: '2026-04-05' });
        assert.equal(patch(existing, { status: to }).status, to);
      }
    }
  });

  it('clears customDate when custom becomes monthly without one (spec rule 3)', () => {
    const custom = aSubscription({ period: 'custom', nextPaymentDate: '2026-04-12' });
    const after = patch(custom, { period: 'monthly' });
    assert.equal(after.customDays, null);
    assert.equal(after.billingAnchorDay, 12);
  });

  it('rejects customDate when the period becomes or stays non-custom', () => {
    const custom = aSubscription({ period: 'custom', nextPaymentDate: '2026-04-12' });
    assert.equal(
      rejectedField(() => patch(custom, { period: 'yearly', customDays: 30 })),
      'customDate',
    );
    const monthly = aSubscription({ nextPaymentDate: '2026-04-05' });
    assert.equal(
      rejectedField(() => patch(monthly, { customDays: 14 })),
      'customDate',
    );
  });

  it('requires customDate when the period becomes custom, and drops the anchor', () => {
    const monthly = aSubscription({ nextPaymentDate: '2026-04-05' });
    assert.equal(
      rejectedField(() => patch(monthly, { period: 'custom' })),
      'customDate',
    );
    const after = patch(monthly, { period: 'custom', customDays: 14 });
    assert.equal(after.customDays, 14);
    assert.equal(after.billingAnchorDay, null);
  });

  it('rejects an anchor on a custom period', () => {
    const monthly = aSubscription({ nextPaymentDate: '2026-04-05' });
    assert.equal(
      rejectedField(() =>
        patch(monthly, { period: 'custom', customDays: 14, billingAnchorDay: 5 }),
      ),
      'billingAnchorDay',
    );
  });

  it('keeps the day count of a custom record and refuses to clear it', () => {
    const custom = aSubscription({
      period: 'custom',
      customDays: 45,
      nextPaymentDate: '2026-04-12',
    });
    assert.equal(patch(custom, { amountMinor: 100 }).customDays, 45);
    assert.equal(patch(custom, { customDays: 60 }).customDays, 60);
    assert.equal(
      rejectedField(() => patch(custom, { customDays: null })),
      'customDate',
    );
  });

  it('clears trialEndsOn when the trial ends', () => {
    const trial = aSubscription({ isTrial: true, nextPaymentDate: '2026-04-05' });
    const after = patch(trial, { isTrial: false });
    assert.equal(after.isTrial, false);
    assert.equal(after.trialEndsOn, null);
  });

  it('moves the end of a running trial and refuses to clear it', () => {
    const trial = aSubscription({ isTrial: true, nextPaymentDate: '2026-04-05' });
    assert.equal(patch(trial, { trialEndsOn: '2026-03-25' }).trialEndsOn, '2026-03-25');
    assert.equal(patch(trial, { name: 'Max' }).trialEndsOn, '2026-12-01');
    assert.equal(
      rejectedField(() => patch(trial, { trialEndsOn: null })),
      'trialEndsOn',
    );
  });

  it('requires trialEndsOn to start a trial and rejects it outside one', () => {
    const regular = aSubscription({ nextPaymentDate: '2026-04-05' });
    assert.equal(
      rejectedField(() => patch(regular, { isTrial: true })),
      'trialEndsOn',
    );
    assert.equal(
      rejectedField(() => patch(regular, { trialEndsOn: '2026-03-25' })),
      'trialEndsOn',
    );
    const started = patch(regular, { isTrial: true, trialEndsOn: '2026-03-25' });
    assert.equal(started.trialEndsOn, '2026-03-25');
  });
});
