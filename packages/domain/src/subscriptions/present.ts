import { fromMinorUnits } from '../analytics/money.js';
import type { SubscriptionListQuery } from '../ports/subscription-repository.js';
import type { Page } from '../shared/page.js';
import { previousBillingDate } from './billing-dates.js';
import type { Subscription, SubscriptionResource } from './subscription.js';

/**
 * Turns a stored subscription into the API's `data` object (spec table plus D4),
 * the one source of the record's API shape (responses, audit diffs, exports). Amount in
 * major units; `lastPaymentDate` derived as one period before `nextPaymentDate`;
 * `billingAnchorDay` only when set; `customDate` only for a custom period, as the day
 * count string; `trialEndsOn` only during a trial; `intervalCount` for every
 * monthly and yearly record; `startedOn`, `endsOn`, `noticeDays` and
 * `remindDaysBefore` only when set, so a record that uses none of them looks as it did
 * before they existed; `hasLogo` on every record (true while an uploaded logo is stored).
 * The account id is never shown.
 *
 * @example
 * toSubscriptionResource(aSubscription({ amountMinor: 1599, nextPaymentDate: '2026-03-31' }));
 * // { ..., amount: 15.99, nextPaymentDate: '2026-03-31', lastPaymentDate: '2026-02-28', billingAnchorDay: 31, ..., intervalCount: 1, hasLogo: false, ... }
 */
export function toSubscriptionResource(s: Subscription): SubscriptionResource {
  const custom = s.period === 'custom';
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    amount: fromMinorUnits(s.amountMinor),
    currency: s.currency,
    period: s.period,
    nextPaymentDate: s.nextPaymentDate,
    lastPaymentDate: previousBillingDate(s.nextPaymentDate, s),
    ...(s.billingAnchorDay === null || custom ? {} : { billingAnchorDay: s.billingAnchorDay }),
    ...(custom && s.customDays !== null ? { customDate: String(s.customDays) } : {}),
    notificationEnabled: s.notificationEnabled,
    status: s.status,
    isTrial: s.isTrial,
    ...(s.isTrial && s.trialEndsOn !== null ? { trialEndsOn: s.trialEndsOn } : {}),
    ...(custom ? {} : { intervalCount: s.intervalCount }),
    ...(s.startedOn === null ? {} : { startedOn: s.startedOn }),
    ...(s.endsOn === null ? {} : { endsOn: s.endsOn }),
    ...(s.noticeDays === null ? {} : { noticeDays: s.noticeDays }),
    ...(s.remindDaysBefore === null ? {} : { remindDaysBefore: [...s.remindDaysBefore] }),
    hasLogo: s.hasLogo,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/**
 * The API's list answer: one page of subscriptions as `data`, the `pagination` it
 * came from and the `query` (sort and the filters applied) that made it.
 *
 * @example
 * toSubscriptionListBody(page, { limit: 50, offset: 0, sort: '-createdAt', filters: {} });
 * // { data: [...], pagination: { limit: 50, offset: 0, hasMore: false }, query: {...} }
 */
export function toSubscriptionListBody(page: Page<Subscription>, query: SubscriptionListQuery) {
  return {
    data: page.items.map((item) => toSubscriptionResource(item)),
    pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
    query: { sort: query.sort, filters: query.filters },
  };
}
