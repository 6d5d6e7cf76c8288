import type { SubscriptionListQuery, SubscriptionSort } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';
import { SUBSCRIPTION_COLUMNS } from './subscription-row.js';

/** D12: each sort's column; ties break by id in the same direction (see the indexes of migration 1). */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  nextPaymentDate: 'next_payment_date',
  amount: 'amount_minor',
  // Code point order of the folded name: the column's "C" collation compares UTF-8 bytes.
  name: 'name_folded',
};

/** The SQL of one list query and the values to bind, in order. */
export interface ListStatement {
  text: string;
  values: (string | number)[];
}

function orderBy(sort: SubscriptionSort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'created_at';
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction}, id ${direction}`;
}

/**
 * Builds the list query in SQL: filters, sort with id tie-break, one row more than `limit`
 * (to know `hasMore`), offset. Same semantics as the SQLite adapter's.
 */
export function buildListStatement(accountId: string, query: SubscriptionListQuery): ListStatement {
  const where = ['account_id = $1'];
  const values: (string | number)[] = [accountId];
  const add = (clause: (placeholder: string) => string, value: string | undefined) => {
    if (value === undefined) return;
    values.push(value);
    where.push(clause(`$${values.length}`));
  };
  const { filters } = query;
  add((p) => `status = ${p}`, filters.status);
  add((p) => `category = ${p}`, filters.category);
  add((p) => `period = ${p}`, filters.period);
  add((p) => `next_payment_date <= ${p}`, filters.expiringBefore);
  // D12: strpos is a plain substring test, so `%` and `_` are literal (LIKE would not be).
  add(
    (p) => `strpos(name_folded, ${p}) > 0`,
    filters.q === undefined ? undefined : foldCase(filters.q),
  );
  values.push(query.limit + 1, query.offset);
  const text = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE ${where.join(' AND ')} ${orderBy(query.sort)} LIMIT $${values.length - 1} OFFSET $${values.length}`;
  return { text, values };
}
