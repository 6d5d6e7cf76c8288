import type { PaymentDraft } from '../payments/payment.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { rollForward } from './billing-dates.js';
import { checkEndsOn, checkReactivation } from './ends-on.js';
import { invalidSubscription, resolveSchedule } from './resolve-schedule.js';
import { rollSubscription } from './roll-subscription.js';
import { backfillPayments, checkStartedOn } from './started-on.js';
import { canMoveStatus } from './status.js';
import type { Subscription } from './subscription.js';
import type { SubscriptionCreateInput, SubscriptionPatchInput } from './subscription-input.js';

// D4: trialEndsOn is required during a trial and rejected outside one; ending a trial
// clears it.
function resolveTrialEnd(
  isTrial: boolean,
  sent: CalendarDate | null | undefined,
  current: CalendarDate | null,
): CalendarDate | null {
  if (!isTrial) {
    if (sent != null) {
      throw invalidSubscription(
        'trialEndsOn',
        'trialEndsOn applies only when isTrial is true.',
        'Remove trialEndsOn, or send isTrial true with it.',
      );
    }
    return null;
  }
  const end = sent === undefined ? current : sent;
  if (end === null) {
    throw invalidSubscription(
      'trialEndsOn',
      'trialEndsOn is required when isTrial is true.',
      'Send the last day of the trial as YYYY-MM-DD.',
    );
  }
  return end;
}

// A sent value wins (null clears); an absent one keeps the current value.
function sentOr<T>(sent: T | null | undefined, current: T | null): T | null {
  return sent === undefined ? current : sent;
}

/** A write's resulting record and the payments it records. */
export interface PlannedSubscription {
  subscription: Subscription;
  /** Oldest first: `backfill` payments (create only), then `renewal` ones. */
  payments: PaymentDraft[];
}

/**
 * Builds a new subscription from a validated POST body, applying the cross-field rules:
 * D4 trials, D7 anchor, D8 lastPaymentDate, D9 customDate, D38 intervalCount, D39 endsOn,
 * D40 startedOn, then D6 roll-forward of an active record to today or later. Its payments
 *: one `backfill` per renewal date from `startedOn` up to the date sent, and one
 * `renewal` per date the roll passes. A roll that would pass `endsOn` creates the record
 * `cancelled` on its last renewal. Each failure is `invalid_subscription` with
 * `field`.
 *
 * @example
 * planNewSubscription(parseCreateSubscriptionBody(body), { id, accountId, now, today });
 */
export function planNewSubscription(
  input: SubscriptionCreateInput,
  ctx: { id: string; accountId: string; now: string; today: CalendarDate },
): PlannedSubscription {
  const schedule = resolveSchedule(input, null);
  const status = input.status ?? 'active';
  const isTrial = input.isTrial ?? false;
  const trialEndsOn = resolveTrialEnd(isTrial, input.trialEndsOn, null);
  const endsOn = input.endsOn ?? null;
  const startedOn = input.startedOn ?? null;
  checkStartedOn(startedOn, schedule.nextPaymentDate, { today: ctx.today, sent: true });
  checkEndsOn(endsOn, schedule.nextPaymentDate);
  const sent: Subscription = {
    id: ctx.id,
    accountId: ctx.accountId,
    name: input.name,
    category: input.category,
    amountMinor: input.amountMinor,
    currency: input.currency,
    period: schedule.period,
    nextPaymentDate: schedule.nextPaymentDate,
    billingAnchorDay: schedule.billingAnchorDay,
    customDays: schedule.customDays,
    notificationEnabled: input.notificationEnabled ?? true,
    status,
    isTrial,
    trialEndsOn,
    intervalCount: schedule.intervalCount,
    endsOn,
    noticeDays: input.noticeDays ?? null,
    remindDaysBefore: input.remindDaysBefore ?? null,
    startedOn,
    hasLogo: false,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    version: 1,
  };
  const backfill = backfillPayments(
    schedule,
    startedOn,
    { amountMinor: sent.amountMinor, currency: sent.currency },
    ctx.today,
  );
  const roll = rollSubscription(sent, ctx);
  return {
    subscription: { ...roll.subscription, updatedAt: ctx.now, version: 1 },
    payments: [...backfill, ...roll.payments],
  };
}

/**
 * {@link planNewSubscription} without the payments: the new record alone.
 *
 * @example
 * resolveNewSubscription(parseCreateSubscriptionBody(body), { id, accountId, now, today });
 */
export function resolveNewSubscription(
  input: SubscriptionCreateInput,
  ctx: { id: string; accountId: string; now: string; today: CalendarDate },
): Subscription {
  return planNewSubscription(input, ctx).subscription;
}

/**
 * Applies a validated PATCH to a stored subscription with the same rules as create (D3
 * status moves via `canMoveStatus`). `updatedAt` becomes `now`; id,
 * account and `createdAt` are kept. An active record that stays active rolls forward with
 * a `renewal` payment per date passed (and may end); a reactivated one rolls forward
 * without payments for the dates it skipped, and must not pass its `endsOn`. A
 * changed `startedOn` changes no payment.
 *
 * @example
 * planSubscriptionPatch(existing, { status: 'paused' }, { now, today });
 */
export function planSubscriptionPatch(
  existing: Subscription,
  patch: SubscriptionPatchInput,
  ctx: { now: string; today: CalendarDate },
): PlannedSubscription {
  const schedule = resolveSchedule({ ...patch, period: patch.period ?? existing.period }, existing);
  const status = patch.status ?? existing.status;
  // D3 allows every move today, so this guard cannot fail yet; it keeps a future
  // restriction a one-line change in status.ts.
  /* c8 ignore start */
  if (!canMoveStatus(existing.status, status)) {
    throw invalidSubscription(
      'status',
      `A subscription cannot move from ${existing.status} to ${status}.`,
      'Send a status the subscription can move to.',
    );
  }
  /* c8 ignore stop */
  const isTrial = patch.isTrial ?? existing.isTrial;
  const trialEndsOn = resolveTrialEnd(isTrial, patch.trialEndsOn, existing.trialEndsOn);
  const startedOn = sentOr(patch.startedOn, existing.startedOn);
  const endsOn = sentOr(patch.endsOn, existing.endsOn);
  const dateSent = patch.nextPaymentDate !== undefined || patch.lastPaymentDate !== undefined;
  if (patch.startedOn != null || dateSent) {
    checkStartedOn(startedOn, schedule.nextPaymentDate, {
      today: ctx.today,
      sent: patch.startedOn != null,
    });
  }
  checkEndsOn(endsOn, schedule.nextPaymentDate);
  const patched: Subscription = {
    ...existing,
    name: patch.name ?? existing.name,
    category: patch.category ?? existing.category,
    amountMinor: patch.amountMinor ?? existing.amountMinor,
    currency: patch.currency ?? existing.currency,
    period: schedule.period,
    nextPaymentDate: schedule.nextPaymentDate,
    billingAnchorDay: schedule.billingAnchorDay,
    customDays: schedule.customDays,
    intervalCount: schedule.intervalCount,
    notificationEnabled: patch.notificationEnabled ?? existing.notificationEnabled,
    status,
    isTrial,
    trialEndsOn,
    endsOn,
    noticeDays: sentOr(patch.noticeDays, existing.noticeDays),
    remindDaysBefore: sentOr(patch.remindDaysBefore, existing.remindDaysBefore),
    startedOn,
    updatedAt: ctx.now,
    // D32: every stored change gets a new ETag.
    version: existing.version + 1,
  };
  if (status !== 'active') return { subscription: patched, payments: [] };
  if (existing.status !== 'active') {
    // D6, D40: reactivated, the date moves on without payments for the skipped dates.
    const nextPaymentDate = rollForward(patched.nextPaymentDate, patched, ctx.today);
    checkReactivation(endsOn, nextPaymentDate);
    return { subscription: { ...patched, nextPaymentDate }, payments: [] };
  }
  const roll = rollSubscription(patched, ctx);
  return {
    subscription: { ...roll.subscription, version: patched.version },
    payments: roll.payments,
  };
}

/**
 * {@link planSubscriptionPatch} without the payments: the patched record alone.
 *
 * @example
 * applySubscriptionPatch(existing, { status: 'paused' }, { now, today });
 */
export function applySubscriptionPatch(
  existing: Subscription,
  patch: SubscriptionPatchInput,
  ctx: { now: string; today: CalendarDate },
): Subscription {
  return planSubscriptionPatch(existing, patch, ctx).subscription;
}
