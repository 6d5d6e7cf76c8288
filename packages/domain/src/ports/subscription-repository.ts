import type { CalendarDate } from '../shared/calendar-date.js';
import type { Page, Pagination } from '../shared/page.js';
import type { Period, Subscription, SubscriptionStatus } from '../subscriptions/subscription.js';

export const SUBSCRIPTION_SORTS = [
  'createdAt',
  '-createdAt',
  'nextPaymentDate',
  '-nextPaymentDate',
  'amount',
  '-amount',
  'name',
  '-name',
] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];

/** D12: the list filters; absent means "do not filter". */
export interface SubscriptionFilters {
  status?: SubscriptionStatus;
  /** Exact match. */
  category?: string;
  period?: Period;
  /** Case-insensitive substring of the name, full Unicode case folding (`foldCase`), `%`/`_` literal. */
  q?: string;
  /** Inclusive: nextPaymentDate <= expiringBefore. */
  expiringBefore?: CalendarDate;
}

/**
 * A validated list query. Sorting by `name` compares the case-folded name (code point
 * order); by `amount` compares `amountMinor` (across currencies, as stored). Every sort
 * breaks ties by `id` in the same direction, so pages never overlap or skip (D12).
 */
export interface SubscriptionListQuery extends Pagination {
  sort: SubscriptionSort;
  filters: SubscriptionFilters;
}

/** Storage of subscriptions. Every method is scoped by account id (a foreign id is "not found"). */
export interface SubscriptionRepository {
  insert(subscription: Subscription): void;
  /** Replaces the stored record with the same account and id. */
  update(subscription: Subscription): void;
  /** Returns false when there was no such record for the account. */
  delete(accountId: string, id: string): boolean;
  findById(accountId: string, id: string): Subscription | null;
  /**
   * D33: true when ANY account holds a subscription with this id. The one unscoped read:
   * an import keeps a record's id only when no account uses it (ids are unique overall).
   */
  idExists(id: string): boolean;
  list(accountId: string, query: SubscriptionListQuery): Page<Subscription>;
  /** D48: how many records the account holds, any status. */
  countByAccount(accountId: string): number;
  /** Every record of the account, any status, in no particular order, as one array. */
  listAll(accountId: string): Subscription[];
  /**
   * Every record of the account, any status, in no particular order, read lazily: each
   * record is made as the caller reaches it, so a whole-account pass (analytics, issue 7)
   * never holds every record at once. Consume it to the end (or `break`, which closes
   * it) before any other call on the same ports: a store may keep its connection busy
   * while it is being iterated (better-sqlite3 refuses other statements meanwhile).
   * Each call reads afresh; records written meanwhile may or may not be seen.
   */
  iterateAll(accountId: string): Iterable<Subscription>;
  /**
   * The id and version of every record of the account, in no particular order: what a
   * cache needs to tell whether anything changed (every stored change bumps the version)
   * without reading whole records (the calendar feed's ETag, D34).
   */
  listVersions(accountId: string): Array<{ id: string; version: number }>;
  /** D6: active records whose nextPaymentDate is before `today`, the ones to roll forward. */
  listActiveDueBefore(accountId: string, today: CalendarDate): Subscription[];
}
