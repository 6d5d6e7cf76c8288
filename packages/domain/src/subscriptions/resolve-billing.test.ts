import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalendarDate } from '../shared/calendar-date.js';
import { aSubscription } from '../testing/builders.js';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { planNewSubscription, planSubscriptionPatch } from './resolve-subscription.js';
import { MAX_PAYMENTS_PER_ROLL } from './roll-subscription.js';
import type { SubscriptionCreateInput } from './subscription-input.js';

const TODAY: CalendarDate = '2026-11-21';
const NOW = '2026-11-21T09:00:00.000Z';
const ctx = { id: 'sub-1', accountId: 'acc-1', now: NOW, today: TODAY };

function plan(overrides: Partial<SubscriptionCreateInput> = {}) {
  return planNewSubscription(
    {
      name: 'Domain',
      category: 'Web',
      amountMinor: 3000,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2027-01-31',
      ...overrides,
    },
    ctx,
  );
}

const rejects = (run: () => unknown, field: string) =>
  expectDomainError(run, 'invalid_subscription', field);
const dates = (p: { payments: Array<{ dueOn: string; source: string }> }) =>
  p.payments.map((x) => `${x.dueOn} ${x.source}`);

describe('planNewSubscription', () => {
  it('bills a quarterly plan anchored on the 31st on Jan 31, Apr 30, Jul 31, Oct 31', () => {
    const { subscription, payments } = plan({
      intervalCount: 3,
      nextPaymentDate: '2025-10-31',
      startedOn: '2025-01-31',
    });
    assert.equal(subscription.nextPaymentDate, '2027-01-31');
    assert.equal(subscription.intervalCount, 3);
    assert.deepEqual(dates({ payments }), [
      '2025-01-31 backfill',
      '2025-04-30 backfill',
      '2025-07-31 backfill',
      '2025-10-31 renewal',
      '2026-01-31 renewal',
      '2026-04-30 renewal',
      '2026-07-31 renewal',
      '2026-10-31 renewal',
    ]);
    assert.ok(payments.every((p) => p.amountMinor === 3000 && p.currency === 'EUR'));
  });

  it('starts the backfill at the first renewal on or after startedOn, anchor kept', () => {
    const { payments } = plan({ nextPaymentDate: '2026-10-31', startedOn: '2026-08-15' });
    assert.deepEqual(dates({ payments }), [
      '2026-08-31 backfill',
      '2026-09-30 backfill',
      '2026-10-31 renewal',
    ]);
  });

  it('records no payment for a renewal date after today, though before the date sent', () => {
    // Today is Nov 21; the date sent skips the Nov 30 renewal, which has not happened yet.
    const { payments } = plan({ nextPaymentDate: '2026-12-31', startedOn: '2026-08-15' });
    assert.deepEqual(dates({ payments }), [
      '2026-08-31 backfill',
      '2026-09-30 backfill',
      '2026-10-31 backfill',
    ]);
  });

  it('keeps startedOn and backfills also a paused record, but rolls nothing', () => {
    const { subscription, payments } = plan({
      status: 'paused',
      nextPaymentDate: '2026-10-31',
      startedOn: '2026-09-30',
    });
    assert.equal(subscription.startedOn, '2026-09-30');
    assert.equal(subscription.nextPaymentDate, '2026-10-31');
    assert.deepEqual(dates({ payments }), ['2026-09-30 backfill']);
  });

  it('refuses startedOn after the date sent or after today, naming startedOn', () => {
    const error = rejects(() => plan({ startedOn: '2027-02-01' }), 'startedOn');
    assert.match(error.message, /after today/);
    rejects(() => plan({ nextPaymentDate: '2026-10-05', startedOn: '2026-10-06' }), 'startedOn');
  });

  it('refuses a history longer than it records, naming startedOn', () => {
    const error = rejects(
      () =>
        plan({ period: 'custom', customDays: 1, nextPaymentDate: TODAY, startedOn: '2000-01-01' }),
      'startedOn',
    );
    assert.match(error.message, new RegExp(String(MAX_PAYMENTS_PER_ROLL)));
  });

  it('refuses intervalCount with a custom period and above 10 years, naming intervalCount', () => {
    rejects(() => plan({ period: 'custom', customDays: 14, intervalCount: 2 }), 'intervalCount');
    const error = rejects(() => plan({ period: 'yearly', intervalCount: 12 }), 'intervalCount');
    assert.match(error.message, /at most 10 for a yearly period/);
    assert.equal(
      plan({ period: 'custom', customDays: 14, intervalCount: null }).subscription.intervalCount,
      1,
    );
  });

  it('refuses endsOn before the next payment date, naming endsOn', () => {
    const error = rejects(() => plan({ endsOn: '2027-01-30' }), 'endsOn');
    assert.match(error.details.suggestedFix ?? '', /on or after nextPaymentDate/);
    assert.equal(plan({ endsOn: '2027-01-31' }).subscription.endsOn, '2027-01-31');
  });

  it('creates a record whose past dates ran past its end as cancelled on its last renewal', () => {
    const { subscription, payments } = plan({
      nextPaymentDate: '2026-05-31',
      endsOn: '2026-09-15',
    });
    assert.equal(subscription.status, 'cancelled');
    assert.equal(subscription.nextPaymentDate, '2026-08-31');
    assert.deepEqual(dates({ payments }).at(-1), '2026-08-31 renewal');
    assert.equal(subscription.version, 1);
  });
});

describe('planSubscriptionPatch', () => {
  const patchCtx = { now: NOW, today: TODAY };
  const quarterly = aSubscription({
    nextPaymentDate: '2027-01-31',
    billingAnchorDay: 31,
    intervalCount: 3,
  });

  it('keeps intervalCount while the period stays, and starts at 1 when the period changes', () => {
    assert.equal(
      planSubscriptionPatch(quarterly, { name: 'X' }, patchCtx).subscription.intervalCount,
      3,
    );
    const yearly = planSubscriptionPatch(quarterly, { period: 'yearly' }, patchCtx).subscription;
    assert.equal(yearly.intervalCount, 1);
    const biennial = planSubscriptionPatch(
      quarterly,
      { period: 'yearly', intervalCount: 2 },
      patchCtx,
    );
    assert.equal(biennial.subscription.intervalCount, 2);
  });

  it('clears intervalCount when the period becomes custom, and refuses one sent with it', () => {
    const custom = planSubscriptionPatch(quarterly, { period: 'custom', customDays: 90 }, patchCtx);
    assert.equal(custom.subscription.intervalCount, 1);
    rejects(
      () =>
        planSubscriptionPatch(
          quarterly,
          { period: 'custom', customDays: 90, intervalCount: 3 },
          patchCtx,
        ),
      'intervalCount',
    );
  });

  it('records the renewals a past date passes at the new price, and none for a future one', () => {
    const { subscription, payments } = planSubscriptionPatch(
      quarterly,
      { nextPaymentDate: '2026-07-31', amountMinor: 3500 },
      patchCtx,
    );
    assert.equal(subscription.nextPaymentDate, '2027-01-31');
    assert.deepEqual(
      payments.map((p) => [p.dueOn, p.amountMinor]),
      [
        ['2026-07-31', 3500],
        ['2026-10-31', 3500],
      ],
    );
    assert.equal(subscription.version, quarterly.version + 1);
    assert.deepEqual(planSubscriptionPatch(quarterly, { amountMinor: 1 }, patchCtx).payments, []);
  });

  it('changes no payment when startedOn changes, and refuses one after today', () => {
    const { subscription, payments } = planSubscriptionPatch(
      quarterly,
      { startedOn: '2020-01-31' },
      patchCtx,
    );
    assert.equal(subscription.startedOn, '2020-01-31');
    assert.deepEqual(payments, []);
    rejects(
      () => planSubscriptionPatch(quarterly, { startedOn: '2026-11-22' }, patchCtx),
      'startedOn',
    );
  });

  it('refuses to reactivate an ended subscription unless a later endsOn or null comes with it', () => {
    const ended = aSubscription({
      status: 'cancelled',
      nextPaymentDate: '2026-08-31',
      billingAnchorDay: 31,
      endsOn: '2026-09-15',
    });
    const error = rejects(
      () => planSubscriptionPatch(ended, { status: 'active' }, patchCtx),
      'endsOn',
    );
    assert.match(error.message, /ended on 2026-09-15/);
    assert.match(error.details.suggestedFix ?? '', /later endsOn .* or endsOn null/);
    const open = planSubscriptionPatch(ended, { status: 'active', endsOn: null }, patchCtx);
    assert.deepEqual(
      [open.subscription.status, open.subscription.nextPaymentDate, open.payments],
      ['active', '2026-11-30', []],
    );
    const later = planSubscriptionPatch(
      ended,
      { status: 'active', endsOn: '2027-06-30' },
      patchCtx,
    );
    assert.equal(later.subscription.endsOn, '2027-06-30');
  });

  it('refuses an endsOn before the date on any write, naming endsOn', () => {
    rejects(() => planSubscriptionPatch(quarterly, { endsOn: '2026-12-31' }, patchCtx), 'endsOn');
  });

  it('rolls a reactivated record forward without payments for the skipped dates', () => {
    const paused = aSubscription({ status: 'paused', nextPaymentDate: '2026-05-05' });
    const { subscription, payments } = planSubscriptionPatch(
      paused,
      { status: 'active' },
      patchCtx,
    );
    assert.equal(subscription.nextPaymentDate, '2026-12-05');
    assert.deepEqual(payments, []);
  });
});
