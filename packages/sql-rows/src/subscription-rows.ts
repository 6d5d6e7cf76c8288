import type { SubscriptionListQuery, SubscriptionSort } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';
import { type Dialect, inDialect, whereEach } from './dialect.js';

/**
 * The columns subscriptions are read with, in this order on both engines. The mappers stay
 * in each adapter: SQLite reads rows as arrays (raw mode, issue 7: building an object of 23
 * keys a row cost more than the query on large reads) with booleans as 0/1, PostgreSQL as
 * objects whose booleans and JSON the pool parses.
 */
export const SUBSCRIPTION_COLUMNS =
  'id, account_id, name, category, amount_minor, currency, period, next_payment_date, ' +
  'billing_anchor_day, custom_days, notification_enabled, status, is_trial, trial_ends_on, ' +
  'created_at, updated_at, version, interval_count, ends_on, notice_days, ' +
  'remind_days_before, started_on, has_logo';

/** Every column a record is written to, the D12 case-folded name included, in insert order. */
export const SUBSCRIPTION_WRITTEN_COLUMNS = [
  'id',
  'account_id',
  'name',
  'name_folded',
  'category',
  'amount_minor',
  'currency',
  'period',
  'next_payment_date',
  'billing_anchor_day',
  'custom_days',
  'notification_enabled',
  'status',
  'is_trial',
  'trial_ends_on',
  'created_at',
  'updated_at',
  'version',
  'interval_count',
  'ends_on',
  'notice_days',
  'remind_days_before',
  'started_on',
  'has_logo',
] as const;

/**
 * Records per page of a whole-account pass (`iterateAll`), subscriptions and
 * payments alike: one page is a read of about a millisecond, short enough that other
 * requests run between pages, long enough that an account of 100k records is two hundred
 * statements.
 */
export const ITERATE_PAGE_SIZE = 500;

/**
 * The records with reminders of their own dates or offsets (a trial, a notice period, offsets
 * of the record's own): the condition of the partial index `subscriptions_reminded_apart`
 * (SQLite migration 18, PostgreSQL 12), written the same way in the query so that both
 * engines' planners use it. Each engine reads a flag column as a condition.
 */
const REMINDED_APART =
  "status = 'active' AND (remind_days_before IS NOT NULL OR notice_days IS NOT NULL OR is_trial)";

/**
 * The records a reminder check must look at (the domain's `isReminderCandidate`) in
 * `dialect`, bound with {@link reminderCandidateValues}: those due by `until` through the
 * (account_id, status, next_payment_date, id) index, then, of the later ones, the few
 * reminded apart through their own partial index (which SQLite is told to use: without
 * statistics its planner took the wider index and read every later record). Neither part
 * reads a record the check will not use, so a check that finds everything sent reads a
 * few rows instead of the whole account.
 */
export function reminderCandidatesStatement(dialect: Dialect): string {
  const apart = dialect === 'sqlite' ? ' INDEXED BY subscriptions_reminded_apart' : '';
  return inDialect(
    dialect,
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
WHERE account_id = ? AND status = 'active' AND next_payment_date <= ? AND notification_enabled
UNION ALL
SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions${apart}
WHERE account_id = ? AND ${REMINDED_APART} AND next_payment_date > ? AND notification_enabled
  AND (remind_days_before IS NOT NULL OR notice_days IS NOT NULL OR trial_ends_on <= ?)`,
  );
}

/** The values {@link reminderCandidatesStatement} binds, in order. */
export function reminderCandidateValues(accountId: string, until: string): string[] {
  return [accountId, until, accountId, until, until];
}

/** Each sort's column; ties break by id in the same direction (see the indexes). */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  nextPaymentDate: 'next_payment_date',
  amount: 'amount_minor',
  // Code point order of the folded name: SQLite's BINARY collation and PostgreSQL's "C"
  // collation both compare UTF-8 bytes.
  name: 'name_folded',
};

/** A plain substring test (no LIKE, so `%` and `_` are literal), as each engine spells it. */
const SUBSTRING_AT: Record<Dialect, string> = { sqlite: 'instr', postgres: 'strpos' };

function orderBy(sort: SubscriptionSort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'created_at';
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction}, id ${direction}`;
}

/**
 * The list query in SQL: filters, sort with id tie-break, one row more than `limit` (to
 * know `hasMore`), offset. The text depends only on which filters are present and the sort,
 * so at most 256 shapes exist and each is prepared once.
 */
export function subscriptionListStatement(
  dialect: Dialect,
  accountId: string,
  query: SubscriptionListQuery,
  /** More columns after the record's, written in the dialect (its first value is the account id). */
  alsoSelect = '',
): { text: string; values: (string | number)[] } {
  const { filters } = query;
  const { where, values } = whereEach([
    ['account_id = ?', accountId],
    ['status = ?', filters.status],
    ['category = ?', filters.category],
    ['period = ?', filters.period],
    ['next_payment_date <= ?', filters.expiringBefore],
    [
      `${SUBSTRING_AT[dialect]}(name_folded, ?) > 0`,
      filters.q === undefined ? undefined : foldCase(filters.q),
    ],
  ]);
  values.push(query.limit + 1, query.offset);
  const columns =
    alsoSelect === '' ? SUBSCRIPTION_COLUMNS : `${SUBSCRIPTION_COLUMNS}, ${alsoSelect}`;
  const text = `SELECT ${columns} FROM subscriptions WHERE ${where} ${orderBy(query.sort)} LIMIT ? OFFSET ?`;
  return { text: inDialect(dialect, text), values };
}
