import type { CalendarDate } from '../shared/calendar-date.js';
import { rollForward } from './billing-dates.js';
import { invalidSubscription, resolveSchedule, type Schedule } from './resolve-schedule.js';
import { canMoveStatus } from './status.js';
import type { Subscription, SubscriptionStatus } from './subscription.js';
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

// D6: an active record never shows a date before today; paused and cancelled keep theirs.
function rolled(schedule: Schedule, status: SubscriptionStatus, today: CalendarDate): CalendarDate {
  if (status !== 'active') return schedule.nextPaymentDate;
  return rollForward(schedule.nextPaymentDate, schedule, today);
}

/**
 * Builds a new subscription from a validated POST body, applying the cross-field rules:
 * D4 trials, D7 anchor, D8 lastPaymentDate, D9 customDate and D6 roll-forward of an
 * active record to today or later. Each failure is `invalid_subscription` with `field`.
 *
 * @example
 * resolveNewSubscription(parseCreateSubscriptionBody(body), { id, accountId, now, today });
 */
export function resolveNewSubscription(
  input: SubscriptionCreateInput,
  ctx: { id: string; accountId: string; now: string; today: CalendarDate },
): Subscription {
  const schedule = resolveSchedule(input, null);
  const status = input.status ?? 'active';
  const isTrial = input.isTrial ?? false;
  const trialEndsOn = resolveTrialEnd(isTrial, input.trialEndsOn, null);
  return {
    id: ctx.id,
    accountId: ctx.accountId,
    name: input.name,
    category: input.category,
    amountMinor: input.amountMinor,
    currency: input.currency,
    period: schedule.period,
    nextPaymentDate: rolled(schedule, status, ctx.today),
    billingAnchorDay: schedule.billingAnchorDay,
    customDays: schedule.customDays,
    notificationEnabled: input.notificationEnabled ?? true,
    status,
    isTrial,
    trialEndsOn,
    createdAt: ctx.now,
    updatedAt: ctx.now,
    version: 1,
  };
}

/**
 * Applies a validated PATCH to a stored subscription with the same rules as create (D3
 * status moves via `canMoveStatus`, D4, D6-D9). Returns the new record: `updatedAt` is
 * `now`, id, account and `createdAt` are kept. A reactivated record rolls forward (D6).
 *
 * @example
 * applySubscriptionPatch(existing, { status: 'paused' }, { now, today });
 */
export function applySubscriptionPatch(
  existing: Subscription,
  patch: SubscriptionPatchInput,
  ctx: { now: string; today: CalendarDate },
): Subscription {
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
  return {
    ...existing,
    name: patch.name ?? existing.name,
    category: patch.category ?? existing.category,
    amountMinor: patch.amountMinor ?? existing.amountMinor,
    currency: patch.currency ?? existing.currency,
    period: schedule.period,
    nextPaymentDate: rolled(schedule, status, ctx.today),
    billingAnchorDay: schedule.billingAnchorDay,
    customDays: schedule.customDays,
    notificationEnabled: patch.notificationEnabled ?? existing.notificationEnabled,
    status,
    isTrial,
    trialEndsOn,
    updatedAt: ctx.now,
    // D32: every stored change gets a new ETag.
    version: existing.version + 1,
  };
}
