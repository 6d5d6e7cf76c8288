import type { SubscriptionListQuery, SubscriptionSort } from '@subtrack/domain';
import { foldCase } from '@subtrack/domain';
import { SUBSCRIPTION_COLUMNS } from './subscription-row.js';

/** D12: each sort's column; ties break by id in the same direction (see the indexes of migration 1). */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  nextPaymentDate: 'next_payment_date',
  amount: 'amount_minor',
  // Code point order of the folded name: SQLite's BINARY collation compares UTF-8 bytes.
  name: 'name_folded',
};

/** The SQL of one list query shape and the values to bind, in order. */
export interface ListStatement {
  sql: string;
  params: (string | number)[];
}

function orderBy(sort: SubscriptionSort): string {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[descending ? sort.slice(1) : sort] ?? 'created_at';
  const direction = descending ? 'DESC' : 'ASC';
  return `ORDER BY ${column} ${direction}, id ${direction}`;
}

/**
 * Builds the list query in SQL: filters, sort with id tie-break, one row more than `limit`
 * (to know `hasMore`), offset. The text depends only on which filters are present and the
 * sort, so at most 256 shapes exist and each is prepared once.
 */
export function buildListStatement(accountId: string, query: SubscriptionListQuery): ListStatement {
  const where = ['account_id = ?'];
  const params: (string | number)[] = [accountId];
  const { filters } = query;
  if (filters.status !== undefined) {
    where.push('status = ?');
    params.push(filters.status);
  }
  if (filters.category !== undefined) {
    where.push('category = ?');
    params.push(filters.category);
  }
  if (filters.period !== undefined) {
    where.push('period = ?');
    params.push(filters.period);
  }
  if (filters.expiringBefore !== undefined) {
    where.push('next_payment_date <= ?');
    params.push(filters.expiringBefore);
  }
  if (filters.q !== undefined) {
    // D12: instr is a plain substring test, so `%` and `_` are literal (LIKE would not be).
    where.push('instr(name_folded, ?) > 0');
    params.push(foldCase(filters.q));
  }
  params.push(query.limit + 1, query.offset);
  const sql = `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE ${where.join(' AND ')} ${orderBy(query.sort)} LIMIT ? OFFSET ?`;
  return { sql, params };
}
