import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  OffsetDeliveryState,
  ReminderDeliveryLog,
  ReminderDeliveryState,
  ReminderKind,
} from '@subtrack/domain';
import {
  DELIVERY_CONFLICT as CONFLICT,
  DELIVERY_SQL,
  type DeliveryRow,
  deliveryDateKeyValues,
  deliveryKeyValues,
  DELIVERY_INSERT_KEY as INSERT_KEY,
  queriesIn,
  type RecentDeliveryRow,
  DELIVERY_STATE as STATE,
  toDeliveryRecord,
  toDeliveryState,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

// D44: under READ COMMITTED a second claimer waits for the first one's row lock, then
// re-checks the row as committed, finds the lease, and writes nothing (see
// `DELIVERY_SQL.claim`).
const DELIVERIES = queriesIn('postgres', DELIVERY_SQL);

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

/**
 * Which reminders went out on which channel and at which offset, which a
 * nearer one superseded, and when to retry the failed ones.
 */
export class PostgresReminderDeliveryLog implements ReminderDeliveryLog {
  constructor(private readonly db: Session) {}

  async get(key: ChannelReminderKey): Promise<ReminderDeliveryState | null> {
    const row = (await this.db.query<DeliveryRow>(DELIVERIES.get, deliveryKeyValues(key))).rows[0];
    return row === undefined ? null : toDeliveryState(row);
  }

  async offsetsOf(key: ChannelReminderDateKey): Promise<OffsetDeliveryState[]> {
    const { rows } = await this.db.query<DeliveryRow & { offset_days: number }>(
      DELIVERIES.offsets,
      deliveryDateKeyValues(key),
    );
    return rows.map((row) => ({ offsetDays: row.offset_days, state: toDeliveryState(row) }));
  }

  async claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): Promise<boolean> {
    const result = await this.db.query(DELIVERIES.claim, [
      ...deliveryKeyValues(key),
      leaseUntil,
      claimedAt,
      claimedAt,
    ]);
    return affectedRows(result) === 1;
  }

  async recordSuccess(key: ChannelReminderKey, deliveredAt: string): Promise<void> {
    await this.db.query(DELIVERIES.success, [...deliveryKeyValues(key), deliveredAt, deliveredAt]);
  }

  async recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): Promise<void> {
    await this.db.query(DELIVERIES.failure, [
      ...deliveryKeyValues(key),
      error,
      nextAttemptAt,
      failedAt,
    ]);
  }

  async recordSuperseded(key: ChannelReminderKey, supersededAt: string): Promise<void> {
    await this.db.query(DELIVERIES.superseded, [
      ...deliveryKeyValues(key),
      supersededAt,
      supersededAt,
    ]);
  }

  async recent(channelId: string, limit: number): Promise<DeliveryRecord[]> {
    return (await this.db.query<RecentDeliveryRow>(DELIVERIES.recent, [channelId, limit])).rows.map(
      toDeliveryRecord,
    );
  }

  async offsetsOfMany(keys: readonly ChannelReminderDateKey[]): Promise<OffsetDeliveryState[][]> {
    const found: OffsetDeliveryState[][] = keys.map(() => []);
    if (keys.length === 0) return found;
    const { rows } = await this.db.query<DeliveryRow & { n: number; offset_days: number }>(
      OFFSETS_MANY,
      keyArrays(keys),
    );
    for (const row of rows)
      found[row.n - 1]!.push({ offsetDays: row.offset_days, state: toDeliveryState(row) });
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
