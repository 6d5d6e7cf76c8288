import type { Payment } from '@subtrack/domain';
import { placeholders } from './dialect.js';

/** The columns of `payments`, in the order of `paymentValues` and of every read. */
export const PAYMENT_COLUMNS =
  'id, account_id, subscription_id, due_on, amount_minor, currency, status, source, created_at, updated_at';

/** A payment's values in `PAYMENT_COLUMNS` order, for an insert. */
export const paymentValues = (p: Payment): unknown[] => [
  p.id,
  p.accountId,
  p.subscriptionId,
  p.dueOn,
  p.amountMinor,
  p.currency,
  p.status,
  p.source,
  p.createdAt,
  p.updatedAt,
];

/** The values of `PAYMENT_SQL.update`: what a change may set, then the payment's key. */
export const paymentUpdateValues = (p: Payment): unknown[] => [
  p.amountMinor,
  p.status,
  p.source,
  p.updatedAt,
  p.id,
  p.accountId,
];

/**
 * What follows `INSERT ... INTO` for a payment: the table, its columns and `paymentValues`.
 * Each engine words its own no-op for a date already stored.
 */
export const PAYMENT_INTO = `payments (${PAYMENT_COLUMNS}) VALUES (${placeholders(10)})`;

/**
 * The payment repository's statements both engines write alike. The mappers stay in each
 * adapter (SQLite reads rows as arrays, as for subscriptions), and so do the paging, the
 * sums per day and the deletes, which each engine writes its own way.
 */
export const PAYMENT_SQL = {
  update: `UPDATE payments SET amount_minor = ?, status = ?, source = ?, updated_at = ?
WHERE id = ? AND account_id = ?`,
  find: `SELECT ${PAYMENT_COLUMNS} FROM payments
WHERE id = ? AND account_id = ? AND subscription_id = ?`,
  /** A range of the table's key (account_id, subscription_id, due_on), read backwards. */
  list: `SELECT ${PAYMENT_COLUMNS} FROM payments
WHERE subscription_id = ? AND account_id = ? AND due_on BETWEEN ? AND ?
ORDER BY due_on DESC LIMIT ? OFFSET ?`,
  /** The sums the triggers keep per account, month and currency. */
  paidByMonth: `SELECT month, currency, paid_minor, paid_count FROM payment_month_totals
WHERE account_id = ? AND month BETWEEN ? AND ? AND paid_count > 0`,
} as const;
