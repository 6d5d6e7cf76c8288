import { ITERATE_PAGE_SIZE, SUBSCRIPTION_COLUMNS } from '@subtrack/sql-rows';

/** The next page of an account's records in (created_at, id) order, through its index. */
export const PAGE_BY_CREATED = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
WHERE account_id = ? AND (created_at, id) > (?, ?)
ORDER BY created_at, id LIMIT ${ITERATE_PAGE_SIZE}`;

/**
 * The next page of the table in rowid order, when the account owns every row: a range of
 * the table itself (issue 7: in-order page reads, no index lookups).
 */
export const PAGE_BY_ROWID = `SELECT ${SUBSCRIPTION_COLUMNS}, rowid FROM subscriptions NOT INDEXED
WHERE rowid > ? AND account_id = ?
ORDER BY rowid LIMIT ${ITERATE_PAGE_SIZE}`;
