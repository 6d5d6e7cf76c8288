import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  OffsetDeliveryState,
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
  'channel_id = $1 AND subscription_id = $2 AND kind = $3 AND due_date = $4 AND account_id = $5';
const KEY = `${DATE_KEY} AND offset_days = $6`;
const INSERT_KEY = 'channel_id, subscription_id, kind, due_date, account_id, offset_days';
const CONFLICT =
  'ON CONFLICT (channel_id, subscription_id, kind, due_date, offset_days) DO UPDATE SET';

const GET = `SELECT ${STATE} FROM channel_deliveries WHERE ${KEY}`;
const OFFSETS = `SELECT offset_days, ${STATE} FROM channel_deliveries WHERE ${DATE_KEY}`;

// A delivery ends the retry story: no retry pending, no error to show.
const SUCCESS = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, delivered_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $7)
${CONFLICT} attempts = channel_deliveries.attempts + 1, delivered_at = excluded.delivered_at,
  next_attempt_at = NULL, last_error = NULL, superseded_at = NULL,
  updated_at = excluded.updated_at`;

const FAILURE = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, last_error, next_attempt_at, updated_at)
VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9)
${CONFLICT} attempts = channel_deliveries.attempts + 1, last_error = excluded.last_error,
  next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at`;

// D16, D44: one statement with the condition in its WHERE, so the check and the claim are
// atomic across processes: a second claimer waits for the first one's row lock, then
// re-checks the row as committed, finds the lease, and writes nothing. D42: a superseded
// reminder is never claimed.
const CLAIM = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)
${CONFLICT} next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL AND channel_deliveries.superseded_at IS NULL
  AND (channel_deliveries.next_attempt_at IS NULL OR channel_deliveries.next_attempt_at <= $8)`;

// D42: a delivery stays a delivery; anything else becomes superseded, with no retry left.
const SUPERSEDED = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, superseded_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $7)
${CONFLICT} superseded_at = excluded.superseded_at, next_attempt_at = NULL,
  updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL`;

// D48, issue 34: a slice of reminders per statement, its keys as parallel arrays. The keys
// arrive sorted (see `sorted`), so two processes writing overlapping slices lock their rows
// in one order and never deadlock each other.
const KEYS = `unnest($1::text[], $2::text[], $3::text[], $4::date[], $5::text[], $6::integer[])
  WITH ORDINALITY AS k(channel_id, subscription_id, kind, due_date, account_id, offset_days, n)`;
const MATCHES = `d.channel_id = k.channel_id AND d.subscription_id = k.subscription_id
  AND d.kind = k.kind AND d.due_date = k.due_date AND d.account_id = k.account_id`;
const OFFSETS_MANY = `SELECT k.n, d.offset_days, ${STATE.replace(/(\w+)/g, 'd.$1')}
FROM ${KEYS} JOIN channel_deliveries AS d ON ${MATCHES}`;
const CLAIM_MANY = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, next_attempt_at, updated_at)
SELECT channel_id, subscription_id, kind, due_date, account_id, offset_days, 0, $7, $8
FROM ${KEYS} ORDER BY n
${CONFLICT} next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at
WHERE channel_deliveries.delivered_at IS NULL AND channel_deliveries.superseded_at IS NULL
  AND (channel_deliveries.next_attempt_at IS NULL OR channel_deliveries.next_attempt_at <= $8)
RETURNING channel_id, subscription_id, kind, due_date, offset_days`;
const SUCCESS_MANY = `INSERT INTO channel_deliveries
  (${INSERT_KEY}, attempts, delivered_at, updated_at)
SELECT channel_id, subscription_id, kind, due_date, account_id, offset_days, 1, $7, $7
FROM ${KEYS} ORDER BY n
${CONFLICT} attempts = channel_deliveries.attempts + 1, delivered_at = excluded.delivered_at,
  next_attempt_at = NULL, last_error = NULL, superseded_at = NULL,
  updated_at = excluded.updated_at`;

const RECENT = `SELECT subscription_id, kind, due_date, offset_days, updated_at, ${STATE}
FROM channel_deliveries WHERE channel_id = $1 ORDER BY updated_at DESC LIMIT $2`;

/** Parallel arrays of many keys (an offset of 0 for date keys, which do not read it). */
function keyArrays(keys: readonly ChannelReminderDateKey[]): unknown[][] {
  return [
    keys.map((k) => k.channelId),
    keys.map((k) => k.subscriptionId),
    keys.map((k) => k.kind),
    keys.map((k) => k.dueDate),
    keys.map((k) => k.accountId),
    keys.map((k) => ('offsetDays' in k ? (k as ChannelReminderKey).offsetDays : 0)),
  ];
}

const keyText = (k: ChannelReminderKey) =>
  `${k.channelId} ${k.subscriptionId} ${k.kind} ${k.dueDate} ${k.offsetDays}`;

/** The keys in the order of the table's primary key (see KEYS). */
const sorted = (keys: readonly ChannelReminderKey[]) =>
  [...keys].sort((a, b) => (keyText(a) < keyText(b) ? -1 : keyText(a) > keyText(b) ? 1 : 0));

const dateKeyValues = (k: ChannelReminderDateKey) =>
  [k.channelId, k.subscriptionId, k.kind, k.dueDate, k.accountId] as const;
const keyValues = (k: ChannelReminderKey) => [...dateKeyValues(k), k.offsetDays] as const;

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
export class PostgresReminderDeliveryLog implements ReminderDeliveryLog {
  constructor(private readonly db: Session) {}

  async get(key: ChannelReminderKey): Promise<ReminderDeliveryState | null> {
    const row = (await this.db.query<DeliveryRow>(GET, keyValues(key))).rows[0];
    return row === undefined ? null : toState(row);
  }

  async offsetsOf(key: ChannelReminderDateKey): Promise<OffsetDeliveryState[]> {
    const { rows } = await this.db.query<DeliveryRow & { offset_days: number }>(
      OFFSETS,
      dateKeyValues(key),
    );
    return rows.map((row) => ({ offsetDays: row.offset_days, state: toState(row) }));
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

  async recordSuperseded(key: ChannelReminderKey, supersededAt: string): Promise<void> {
    await this.db.query(SUPERSEDED, [...keyValues(key), supersededAt]);
  }

  async recent(channelId: string, limit: number): Promise<DeliveryRecord[]> {
    return (await this.db.query<RecentRow>(RECENT, [channelId, limit])).rows.map(toRecord);
  }

  async offsetsOfMany(keys: readonly ChannelReminderDateKey[]): Promise<OffsetDeliveryState[][]> {
    const found: OffsetDeliveryState[][] = keys.map(() => []);
    if (keys.length === 0) return found;
    const { rows } = await this.db.query<DeliveryRow & { n: number; offset_days: number }>(
      OFFSETS_MANY,
      keyArrays(keys),
    );
    for (const row of rows)
      found[row.n - 1]!.push({ offsetDays: row.offset_days, state: toState(row) });
    return found;
  }

  async claimMany(
    keys: readonly ChannelReminderKey[],
    claimedAt: string,
    leaseUntil: string,
  ): Promise<boolean[]> {
    if (keys.length === 0) return [];
    const { rows } = await this.db.query<{
      channel_id: string;
      subscription_id: string;
      kind: ReminderKind;
      due_date: string;
      offset_days: number;
    }>(CLAIM_MANY, [...keyArrays(sorted(keys)), leaseUntil, claimedAt]);
    const won = new Set(
      rows.map((r) =>
        keyText({
          channelId: r.channel_id,
          accountId: '',
          subscriptionId: r.subscription_id,
          kind: r.kind,
          dueDate: r.due_date,
          offsetDays: r.offset_days,
        }),
      ),
    );
    return keys.map((k) => won.has(keyText(k)));
  }

  async recordSuccessMany(keys: readonly ChannelReminderKey[], deliveredAt: string): Promise<void> {
    if (keys.length === 0) return;
    await this.db.query(SUCCESS_MANY, [...keyArrays(sorted(keys)), deliveredAt]);
  }
}
