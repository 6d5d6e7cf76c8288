import type { Payment } from '../payments/payment.js';
import type {
  SubscriptionListQuery,
  SubscriptionRepository,
} from '../ports/subscription-repository.js';
import { isReminderCandidate } from '../reminders/reminder-candidates.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Page } from '../shared/page.js';
import { compareCodePoints, foldCase } from '../shared/text.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { compareValues } from './compare-values.js';

/**
 * Where the in-memory subscriptions live (swapped wholesale by the unit of work), by
 * {@link subscriptionKey}, and their payments when the store has them: deleting a
 * subscription removes those too.
 */
export interface SubscriptionTable {
  subscriptions: Map<string, Subscription>;
  payments?: Map<string, Payment>;
}

/**
 * The order a list query asks for: the sort key, then `id` in the same direction.
 * Exported because the contract suite checks adapters against this very rule.
 */
export function compareForSort(sort: SubscriptionListQuery['sort']) {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  return (a: Subscription, b: Subscription): number => {
    let order: number;
    if (key === 'name') order = compareCodePoints(foldCase(a.name), foldCase(b.name));
    else if (key === 'amount') order = compareValues(a.amountMinor, b.amountMinor);
    else if (key === 'nextPaymentDate') order = compareValues(a.nextPaymentDate, b.nextPaymentDate);
    else order = compareValues(a.createdAt, b.createdAt);
    if (order === 0) order = compareValues(a.id, b.id);
    return descending ? -order : order;
  };
}

/** True when a subscription passes every filter of the query. */
export function matchesFilters(
  sub: Subscription,
  filters: SubscriptionListQuery['filters'],
): boolean {
  if (filters.status !== undefined && sub.status !== filters.status) return false;
  if (filters.category !== undefined && sub.category !== filters.category) return false;
  if (filters.period !== undefined && sub.period !== filters.period) return false;
  if (filters.expiringBefore !== undefined && sub.nextPaymentDate > filters.expiringBefore)
    return false;
  // D12: a plain substring test, so `%` and `_` are literal characters.
  if (filters.q !== undefined && !foldCase(sub.name).includes(foldCase(filters.q))) return false;
  return true;
}

/**
 * The key of a record in {@link SubscriptionTable}: ids are unique within an account, and
 * two accounts may each hold the same id.
 */
export const subscriptionKey = (accountId: string, id: string) => `${accountId} ${id}`;

/** Records per page of `iterateAll`, as the SQLite adapter reads them. */
const ITERATE_PAGE_SIZE = 500;

/** Subscriptions in a Map, copied in and out so callers never share state with the store. */
export function createInMemorySubscriptionRepository(
  table: SubscriptionTable,
): SynchronousPort<SubscriptionRepository> {
  const owned = (accountId: string, id: string): Subscription | undefined => {
    return table.subscriptions.get(subscriptionKey(accountId, id));
  };
  const ofAccount = (accountId: string): Subscription[] =>
    [...table.subscriptions.values()].filter((s) => s.accountId === accountId);

  return {
    insert(subscription) {
      const key = subscriptionKey(subscription.accountId, subscription.id);
      if (table.subscriptions.has(key)) throw new Error(`duplicate subscription id ${key}`);
      table.subscriptions.set(key, { ...subscription });
    },
    update(subscription) {
      if (!owned(subscription.accountId, subscription.id)) return;
      table.subscriptions.set(subscriptionKey(subscription.accountId, subscription.id), {
        ...subscription,
      });
    },
    delete(accountId, id) {
      if (!owned(accountId, id)) return false;
      for (const [paymentId, payment] of table.payments ?? []) {
        if (payment.accountId === accountId && payment.subscriptionId === id) {
          table.payments?.delete(paymentId);
        }
      }
      return table.subscriptions.delete(subscriptionKey(accountId, id));
    },
    findById(accountId, id) {
      const found = owned(accountId, id);
      return found ? { ...found } : null;
    },
    list(accountId, query): Page<Subscription> {
      const matching = ofAccount(accountId)
        .filter((s) => matchesFilters(s, query.filters))
        .sort(compareForSort(query.sort));
      const items = matching.slice(query.offset, query.offset + query.limit).map((s) => ({ ...s }));
      return { items, hasMore: matching.length > query.offset + query.limit };
    },
    countByAccount: (accountId) => ofAccount(accountId).length,
    listAll(accountId) {
      return ofAccount(accountId).map((s) => ({ ...s }));
    },
    // D43: pages of the ids found when the pass starts; a record deleted meanwhile is left out.
    *iterateAll(accountId) {
      const ids = ofAccount(accountId).map((s) => s.id);
      for (let start = 0; start < ids.length; start += ITERATE_PAGE_SIZE) {
        const page: Subscription[] = [];
        for (const id of ids.slice(start, start + ITERATE_PAGE_SIZE)) {
          const found = owned(accountId, id);
          if (found) page.push({ ...found });
        }
        yield page;
      }
    },
    listReminderCandidates(accountId, until: CalendarDate) {
      return ofAccount(accountId)
        .filter((s) => isReminderCandidate(s, until))
        .map((s) => ({ ...s }));
    },
    listVersions(accountId) {
      return ofAccount(accountId).map(({ id, version }) => ({ id, version }));
    },
    listActiveDueBefore(accountId, today: CalendarDate, limit?: number) {
      return ofAccount(accountId)
        .filter((s) => s.status === 'active' && s.nextPaymentDate < today)
        .sort(
          (a, b) =>
            compareValues(a.nextPaymentDate, b.nextPaymentDate) || compareValues(a.id, b.id),
        )
        .slice(0, limit)
        .map((s) => ({ ...s }));
    },
  };
}
