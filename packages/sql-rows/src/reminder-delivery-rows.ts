import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  ReminderDeliveryState,
  ReminderKind,
} from '@subtrack/domain';
import { placeholders } from './dialect.js';

/** The delivery state of a row of `channel_deliveries`. */
export interface DeliveryRow {
  attempts: number;
  delivered_at: string | null;
  next_attempt_at: string | null;
  last_error: string | null;
  superseded_at: string | null;
}

/** A row of `channel_deliveries` as a channel's recent deliveries list it. */
export interface RecentDeliveryRow extends DeliveryRow {
  subscription_id: string;
  kind: string;
  due_date: string;
  offset_days: number;
  updated_at: string;
}

export function toDeliveryState(row: DeliveryRow): ReminderDeliveryState {
  return {
    attempts: row.attempts,
    deliveredAt: row.delivered_at,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    supersededAt: row.superseded_at,
  };
}

export function toDeliveryRecord(row: RecentDeliveryRow): DeliveryRecord {
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

/** The values of a reminder's date key, in the order of `DELIVERY_DATE_KEY`. */
export const deliveryDateKeyValues = (k: ChannelReminderDateKey) =>
  [k.channelId, k.subscriptionId, k.kind, k.dueDate, k.accountId] as const;
/** The values of a reminder's key: its date key, then its offset. */
export const deliveryKeyValues = (k: ChannelReminderKey) =>
  [...deliveryDateKeyValues(k), k.offsetDays] as const;

/** The delivery state's columns. */
export const DELIVERY_STATE = 'attempts, delivered_at, next_attempt_at, last_error, superseded_at';
const DATE_KEY =
  'channel_id = ? AND subscription_id = ? AND kind = ? AND due_date = ? AND account_id = ?';
/** The columns of a key, in the order of `deliveryKeyValues`, for an INSERT. */
export const DELIVERY_INSERT_KEY =
  'channel_id, subscription_id, kind, due_date, account_id, offset_days';
/** The start of an upsert's conflict clause on a delivery's key. */
export const DELIVERY_CONFLICT =
  'ON CONFLICT (channel_id, subscription_id, kind, due_date, offset_days) DO UPDATE SET';

const KEY_VALUES = placeholders(6);

/**
 * The delivery log's statements for one reminder, on both engines. The upserts name the
 * table's own columns (`channel_deliveries.attempts`), which PostgreSQL requires and SQLite
 * accepts, and take a repeated value once for each place it is used. Writing slices of
 * reminders as one statement over arrays stays in the PostgreSQL adapter.
 */
export const DELIVERY_SQL = {
  get: `SELECT ${DELIVERY_STATE} FROM channel_deliveries WHERE ${DATE_KEY} AND offset_days = ?`,
  offsets: `SELECT offset_days, ${DELIVERY_STATE} FROM channel_deliveries WHERE ${DATE_KEY}`,
  recent: `SELECT subscription_id, kind, due_date, offset_days, updated_at, ${DELIVERY_STATE}
FROM channel_deliveries WHERE channel_id = ? ORDER BY updated_at DESC LIMIT ?`,
  /** A delivery ends the retry story: no retry pending, no error to show. */
  success: `INSERT INTO channel_deliveries
  (${DELIVERY_INSERT_KEY}, attempts, delivered_at, updated_at) VALUES (${KEY_VALUES}, 1, ?, ?)
${DELIVERY_CONFLICT} attempts = channel_deliveries.attempts + 1,
  delivered_at = excluded.delivered_at, next_attempt_at = NULL, last_error = NULL,
  superseded_at = NULL, updated_at = excluded.updated_at`,
  failure: `INSERT INTO channel_deliveries
  (${DELIVERY_INSERT_KEY}, attempts, last_error, next_attempt_at, updated_at)
VALUES (${KEY_VALUES}, 1, ?, ?, ?)
${DELIVERY_CONFLICT} attempts = channel_deliveries.attempts + 1,
  last_error = excluded.last_error, next_attempt_at = excluded.next_attempt_at,
  updated_at = excluded.updated_at`,
  /**
   * One statement with the condition in its WHERE, so the check and the claim are
   * atomic across connections and processes: it writes only when nothing is delivered or
   * superseded and no retry or claim is pending. Values: the key, the lease's end, then the
   * claim's time twice.
   */
  claim: `INSERT INTO channel_deliveries
  (${DELIVERY_INSERT_KEY}, attempts, next_attempt_at, updated_at) VALUES (${KEY_VALUES}, 0, ?, ?)
${DELIVERY_CONFLICT} next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL AND channel_deliveries.superseded_at IS NULL
  AND (channel_deliveries.next_attempt_at IS NULL OR channel_deliveries.next_attempt_at <= ?)`,
  /** A delivery stays a delivery; anything else becomes superseded, with no retry left. */
  superseded: `INSERT INTO channel_deliveries
  (${DELIVERY_INSERT_KEY}, attempts, superseded_at, updated_at) VALUES (${KEY_VALUES}, 0, ?, ?)
${DELIVERY_CONFLICT} superseded_at = excluded.superseded_at, next_attempt_at = NULL,
  updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL`,
} as const;
