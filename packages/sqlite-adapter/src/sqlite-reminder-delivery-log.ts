import type { ReminderDeliveryLog, ReminderDeliveryState, ReminderKey } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface DeliveryRow {
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
}

const GET = `SELECT attempts, delivered_at, next_attempt_at, last_error FROM reminder_deliveries
WHERE subscription_id = ? AND kind = ? AND due_date = ? AND account_id = ?`;

// A delivery ends the retry story: no retry pending, no error to show.
const SUCCESS = `INSERT INTO reminder_deliveries
  (subscription_id, kind, due_date, account_id, attempts, delivered_at)
VALUES (?, ?, ?, ?, 1, ?)
ON CONFLICT (subscription_id, kind, due_date) DO UPDATE SET
  attempts = attempts + 1, delivered_at = excluded.delivered_at, next_attempt_at = NULL,
  last_error = NULL`;

const FAILURE = `INSERT INTO reminder_deliveries
  (subscription_id, kind, due_date, account_id, attempts, last_error, next_attempt_at)
VALUES (?, ?, ?, ?, 1, ?, ?)
ON CONFLICT (subscription_id, kind, due_date) DO UPDATE SET
  attempts = attempts + 1, last_error = excluded.last_error,
  next_attempt_at = excluded.next_attempt_at`;

// One statement, so the check and the claim are atomic across connections (D16): it
// writes only when nothing is delivered and no retry or claim is pending.
const CLAIM = `INSERT INTO reminder_deliveries
  (subscription_id, kind, due_date, account_id, attempts, next_attempt_at)
VALUES (?, ?, ?, ?, 0, ?)
ON CONFLICT (subscription_id, kind, due_date) DO UPDATE SET
  next_attempt_at = excluded.next_attempt_at
WHERE delivered_at IS NULL AND (next_attempt_at IS NULL OR next_attempt_at <= ?)`;

/** D16: which reminders went out, and when to retry those that failed, across restarts. */
export class SqliteReminderDeliveryLog implements ReminderDeliveryLog {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  get(key: ReminderKey): ReminderDeliveryState | null {
    const row = this.statements
      .get<DeliveryRow>(GET)
      .get(key.subscriptionId, key.kind, key.dueDate, key.accountId);
    if (row === undefined) return null;
    return {
      attempts: row.attempts,
      deliveredAt: row.delivered_at,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
    };
  }

  claim(key: ReminderKey, claimedAt: string, leaseUntil: string): boolean {
    const result = this.statements
      .get(CLAIM)
      .run(key.subscriptionId, key.kind, key.dueDate, key.accountId, leaseUntil, claimedAt);
    return result.changes === 1;
  }

  recordSuccess(key: ReminderKey, deliveredAt: string): void {
    this.statements
      .get(SUCCESS)
      .run(key.subscriptionId, key.kind, key.dueDate, key.accountId, deliveredAt);
  }

  recordFailure(key: ReminderKey, _failedAt: string, error: string, nextAttemptAt: string): void {
    this.statements
      .get(FAILURE)
      .run(key.subscriptionId, key.kind, key.dueDate, key.accountId, error, nextAttemptAt);
  }
}
