import type { DeferredKeyCheck } from '../keys/deferred-key-check.js';
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

/** The list filters; absent means "do not filter". */
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
 * breaks ties by `id` in the same direction, so pages never overlap or skip.
 */
export interface SubscriptionListQuery extends Pagination {
  sort: SubscriptionSort;
  filters: SubscriptionFilters;
}

/** What {@link SubscriptionRepository.listWithStaleCheck} reads. */
export interface PageWithStaleCheck {
  page: Page<Subscription>;
  /** The account's notification-settings time zone; `null` without settings or a zone. */
  timeZone: string | null;
  /** The earliest next payment date of the account's active records; `null` without any. */
  earliestActiveDue: CalendarDate | null;
}

/**
 * Storage of subscriptions. Every method is scoped by account id (a foreign id is "not
 * found"), and ids are unique within an account only: two accounts may each hold a record
 * with the same id, so nothing tells one account which ids another uses. Every method
 * answers a promise; inside `unitOfWork.transaction` use the `tx.subscriptions` the work is
 * given.
 */
export interface SubscriptionRepository {
  insert(subscription: Subscription): Promise<void>;
  /** Replaces the stored record with the same account and id. */
  update(subscription: Subscription): Promise<void>;
  /** Answers false when there was no such record for the account. */
  delete(accountId: string, id: string): Promise<boolean>;
  findById(accountId: string, id: string): Promise<Subscription | null>;
  list(accountId: string, query: SubscriptionListQuery): Promise<Page<Subscription>>;
  /**
   * Optional, for a store a round trip away: the page `list` reads, read together with
   * what tells whether any of the account's dates is stale, so a list that finds none
   * costs one read: the account's notification-settings time zone and the earliest
   * next payment date of its active records. `null` when the page is empty (then nothing
   * is told, and the caller reads as without it). A store in the process leaves it out.
   */
  listWithStaleCheck?(
    accountId: string,
    query: SubscriptionListQuery,
  ): Promise<PageWithStaleCheck | null>;
  /**
   * Optional, for a store a round trip away: `findById` read together with a request's
   * API key check (see `DeferredKeyCheck`), so a request admitted from what its process
   * knew costs one read. `keyLive`: the key is stored with that hash for the account, not
   * revoked, and the address is not blocked; the record is to be used only then. A store
   * in the process leaves it out.
   */
  findByIdCheckingKey?(
    accountId: string,
    id: string,
    check: Omit<DeferredKeyCheck, 'confirmed'>,
  ): Promise<{ keyLive: boolean; subscription: Subscription | null }>;
  /** How many records the account holds, any status. */
  countByAccount(accountId: string): Promise<number>;
  /** Every record of the account, any status, in no particular order, as one array. */
  listAll(accountId: string): Promise<Subscription[]>;
  /**
   * Every record of the account, any status, in no particular order, read lazily in short
   * pages (a few hundred records each, one short read per page): a whole-account pass
   * (analytics, the calendar feed, issue 7) never holds every record at once, and outside a
   * transaction never holds the store for long, so other calls run between pages.
   * Each record stored for the whole pass is seen exactly once; records written meanwhile
   * may or may not be seen. Each call reads afresh; `break` (or `return()`) ends it early.
   */
  iterateAll(accountId: string): AsyncIterable<Subscription>;
  /**
   * Optional, for a store that can filter where the records lie: the records a reminder
   * check must look at, those `isReminderCandidate(record, until)` accepts (active,
   * notifications on, and a next payment or trial end on or before `until`, or offsets of
   * their own or a notice period), in no particular order, in one read. Without it the
   * check reads the whole account with `iterateAll`.
   */
  listReminderCandidates?(accountId: string, until: CalendarDate): Promise<Subscription[]>;
  /**
   * The id and version of every record of the account, in no particular order: what a
   * cache needs to tell whether anything changed (every stored change bumps the version)
   * without reading whole records (the calendar feed's ETag).
   */
  listVersions(accountId: string): Promise<Array<{ id: string; version: number }>>;
  /**
   * Active records whose nextPaymentDate is before `today`, the ones to roll forward;
   * at most `limit` of them when it is given (a roll in batches), earliest date first.
   */
  listActiveDueBefore(
    accountId: string,
    today: CalendarDate,
    limit?: number,
  ): Promise<Subscription[]>;
}
