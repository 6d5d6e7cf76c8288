import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  OffsetDeliveryState,
  ReminderDeliveryLog,
  ReminderDeliveryState,
  ReminderKind,
  SynchronousPort,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface DeliveryRow {
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  superseded_at: string | null;
}

interface RecentRow extends DeliveryRow {
  subscription_id: string;
  kind: string;
  due_date: string;
  offset_days: number;
  updated_at: string;
}

const STATE = 'attempts, delivered_at, next_attempt_at, last_error, superseded_at';
const DATE_KEY =
  'channel_id = ? AND subscription_id = ? AND kind = ? AND due_date = ? AND account_id = ?';
const KEY = `${DATE_KEY} AND offset_days = ?`;
const INSERT_KEY = 'channel_id, subscription_id, kind, due_date, account_id, offset_days';
const CONFLICT =
  'ON CONFLICT (channel_id, subscription_id, kind, due_date, offset_days) DO UPDATE SET';

const GET = `SELECT ${STATE} FROM channel_deliveries WHERE ${KEY}`;
const OFFSETS = `SELECT offset_days, ${STATE} FROM channel_deliveries WHERE ${DATE_KEY}`;

// A delivery ends the retry story: no retry pending, no error to show.
const SUCCESS = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, delivered_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)
${CONFLICT} attempts = attempts + 1, delivered_at = excluded.delivered_at,
  next_attempt_at = NULL, last_error = NULL, superseded_at = NULL,
  updated_at = excluded.updated_at`;

const FAILURE = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, last_error, next_attempt_at, updated_at)
VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)
${CONFLICT} attempts = attempts + 1, last_error = excluded.last_error,
  next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at`;

// One statement, so the check and the claim are atomic across connections (D16): it
// writes only when nothing is delivered or superseded and no retry or claim is pending.
const CLAIM = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, next_attempt_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)
${CONFLICT} next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
WHERE delivered_at IS NULL AND superseded_at IS NULL
  AND (next_attempt_at IS NULL OR next_attempt_at <= ?)`;

// D42: a delivery stays a delivery; anything else becomes superseded, with no retry left.
const SUPERSEDED = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, superseded_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)
${CONFLICT} superseded_at = excluded.superseded_at, next_attempt_at = NULL,
  updated_at = excluded.updated_at
WHERE delivered_at IS NULL`;

const RECENT = `SELECT subscription_id, kind, due_date, offset_days, updated_at, ${STATE}
FROM channel_deliveries WHERE channel_id = ? ORDER BY updated_at DESC LIMIT ?`;

const dateKeyArgs = (k: ChannelReminderDateKey) =>
  [k.channelId, k.subscriptionId, k.kind, k.dueDate, k.accountId] as const;
const keyArgs = (k: ChannelReminderKey) => [...dateKeyArgs(k), k.offsetDays] as const;

function toState(row: DeliveryRow): ReminderDeliveryState {
  return {
    attempts: row.attempts,
    deliveredAt: row.delivered_at,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    supersededAt: row.superseded_at,
  };
}

function toRecord(row: RecentRow): DeliveryRecord {
  const status =
    row.delivered_at !== null
      ? 'delivered'
      : row.superseded_at !== null
        ? 'superseded'
        : row.last_error !== null
          ? 'failed'
          : 'sending';
  return {
    at: row.updated_at,
    subscriptionId: row.subscription_id,
    kind: row.kind as ReminderKind,
    dueDate: row.due_date,
    offsetDays: row.offset_days,
    status,
    error: row.last_error,
  };
}

/**
 * D16, D35, D42: which reminders went out on which channel and at which offset, which a
 * nearer one superseded, and when to retry the failed ones.
 */
export class SqliteReminderDeliveryLog implements SynchronousPort<ReminderDeliveryLog> {
  private readonly statements: StatementCache;

  constructor(
    private readonly db: Database,
    statements: StatementCache = new StatementCache(db),
  ) {
    this.statements = statements;
  }

  get(key: ChannelReminderKey): ReminderDeliveryState | null {
    const row = this.statements.get<DeliveryRow>(GET).get(...keyArgs(key));
    return row === undefined ? null : toState(row);
  }

  offsetsOf(key: ChannelReminderDateKey): OffsetDeliveryState[] {
    return this.statements
      .get<DeliveryRow & { offset_days: number }>(OFFSETS)
      .all(...dateKeyArgs(key))
      .map((row) => ({ offsetDays: row.offset_days, state: toState(row) }));
  }

  claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): boolean {
    const result = this.statements
      .get(CLAIM)
      .run(...keyArgs(key), leaseUntil, claimedAt, claimedAt);
    return result.changes === 1;
  }

  recordSuccess(key: ChannelReminderKey, deliveredAt: string): void {
    this.statements.get(SUCCESS).run(...keyArgs(key), deliveredAt, deliveredAt);
  }

  recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): void {
    this.statements.get(FAILURE).run(...keyArgs(key), error, nextAttemptAt, failedAt);
  }

  recordSuperseded(key: ChannelReminderKey, supersededAt: string): void {
    this.statements.get(SUPERSEDED).run(...keyArgs(key), supersededAt, supersededAt);
  }

  recent(channelId: string, limit: number): DeliveryRecord[] {
    return this.statements.get<RecentRow>(RECENT).all(channelId, limit).map(toRecord);
  }

  offsetsOfMany(keys: readonly ChannelReminderDateKey[]): OffsetDeliveryState[][] {
    return keys.map((key) => this.offsetsOf(key));
  }

  // The writes of a slice in one transaction (a savepoint inside one already open): one
  // flush to disk for the slice instead of one for each reminder.
  claimMany(keys: readonly ChannelReminderKey[], claimedAt: string, leaseUntil: string): boolean[] {
    return this.db
      .transaction(() => keys.map((key) => this.claim(key, claimedAt, leaseUntil)))
      .immediate();
  }

  recordSuccessMany(keys: readonly ChannelReminderKey[], deliveredAt: string): void {
    this.db
      .transaction(() => {
        for (const key of keys) this.recordSuccess(key, deliveredAt);
      })
      .immediate();
  }
}
