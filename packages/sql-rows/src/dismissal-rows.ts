import type { CounterpartyDismissal } from '@subtrack/domain';

/** The columns of `dismissed_counterparties`, in the order of `dismissalValues`. */
const DISMISSAL_COLUMNS = 'id, account_id, counterparty_key, name, dismissed_at';

/** The values of a dismissal's insert. */
export const dismissalValues = (d: CounterpartyDismissal): unknown[] => [
  d.id,
  d.accountId,
  d.key,
  d.name,
  d.dismissedAt,
];

/**
 * The dismissal store's statements. The insert keeps the first dismissal of a
 * counterparty by the key (account_id, counterparty_key); each engine words that no-op.
 */
export const DISMISSAL_SQL = {
  into: `dismissed_counterparties (${DISMISSAL_COLUMNS}) VALUES (?, ?, ?, ?, ?)`,
  byKey: `SELECT ${DISMISSAL_COLUMNS} FROM dismissed_counterparties
WHERE account_id = ? AND counterparty_key = ?`,
  ofAccount: `SELECT ${DISMISSAL_COLUMNS} FROM dismissed_counterparties WHERE account_id = ?
ORDER BY dismissed_at DESC, id DESC`,
  delete: 'DELETE FROM dismissed_counterparties WHERE account_id = ? AND id = ?',
} as const;
