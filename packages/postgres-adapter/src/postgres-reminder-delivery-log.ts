import type {
  ChannelReminderKey,
  DeliveryRecord,
  ReminderDeliveryLog,
  ReminderDeliveryState,
  ReminderKind,
} from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface DeliveryRow {
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
}

interface RecentRow extends DeliveryRow {
  subscription_id: string;
  kind: string;
  due_date: string;
  updated_at: string;
}

const KEY =
  'channel_id = $1 AND subscription_id = $2 AND kind = $3 AND due_date = $4 AND account_id = $5';
const INSERT_KEY = 'channel_id, subscription_id, kind, due_date, account_id';
const CONFLICT = 'ON CONFLICT (channel_id, subscription_id, kind, due_date) DO UPDATE SET';

const GET = `SELECT attempts, delivered_at, next_attempt_at, last_error FROM channel_deliveries
WHERE ${KEY}`;

// A delivery ends the retry story: no retry pending, no error to show.
const SUCCESS = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, delivered_at, updated_at) VALUES ($1, $2, $3, $4, $5, 1, $6, $6)
${CONFLICT} attempts = channel_deliveries.attempts + 1, delivered_at = excluded.delivered_at,
  next_attempt_at = NULL, last_error = NULL, updated_at = excluded.updated_at`;

const FAILURE = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, last_error, next_attempt_at, updated_at)
VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8)
${CONFLICT} attempts = channel_deliveries.attempts + 1, last_error = excluded.last_error,
  next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at`;

// D16, D44: one statement with the condition in its WHERE, so the check and the claim are
// atomic across processes: a second claimer waits for the first one's row lock, then
// re-checks the row as committed, finds the lease, and writes nothing.
const CLAIM = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $5, 0, $6, $7)
${CONFLICT} next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL
  AND (channel_deliveries.next_attempt_at IS NULL OR channel_deliveries.next_attempt_at <= $7)`;

const RECENT = `SELECT subscription_id, kind, due_date, updated_at, attempts, delivered_at,
  next_attempt_at, last_error
FROM channel_deliveries WHERE channel_id = $1 ORDER BY updated_at DESC LIMIT $2`;

const keyValues = (k: ChannelReminderKey) =>
  [k.channelId, k.subscriptionId, k.kind, k.dueDate, k.accountId] as const;

function toRecord(row: RecentRow): DeliveryRecord {
  const status =
    row.delivered_at !== null ? 'delivered' : row.last_error !== null ? 'failed' : 'sending';
  return {
    at: row.updated_at,
    subscriptionId: row.subscription_id,
    kind: row.kind as ReminderKind,
    dueDate: row.due_date,
    status,
    error: row.last_error,
  };
}

/** D16, D35: which reminders went out on which channel, and when to retry the failed ones. */
export class PostgresReminderDeliveryLog implements ReminderDeliveryLog {
  constructor(private readonly db: Session) {}

  async get(key: ChannelReminderKey): Promise<ReminderDeliveryState | null> {
    const row = (await this.db.query<DeliveryRow>(GET, keyValues(key))).rows[0];
    if (row === undefined) return null;
    return {
      attempts: row.attempts,
      deliveredAt: row.delivered_at,
      nextAttemptAt: row.next_attempt_at,
      lastError: row.last_error,
    };
  }

  async claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): Promise<boolean> {
    const result = await this.db.query(CLAIM, [...keyValues(key), leaseUntil, claimedAt]);
    return affectedRows(result) === 1;
  }

  async recordSuccess(key: ChannelReminderKey, deliveredAt: string): Promise<void> {
    await this.db.query(SUCCESS, [...keyValues(key), deliveredAt]);
  }

  async recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): Promise<void> {
    await this.db.query(FAILURE, [...keyValues(key), error, nextAttemptAt, failedAt]);
  }

  async recent(channelId: string, limit: number): Promise<DeliveryRecord[]> {
    return (await this.db.query<RecentRow>(RECENT, [channelId, limit])).rows.map(toRecord);
  }
}
