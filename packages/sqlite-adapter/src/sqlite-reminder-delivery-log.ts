import type {
  ChannelReminderDateKey,
  ChannelReminderKey,
  DeliveryRecord,
  OffsetDeliveryState,
  ReminderDeliveryLog,
  ReminderDeliveryState,
  SynchronousPort,
} from '@subtrack/domain';
import {
  DELIVERY_SQL,
  type DeliveryRow,
  deliveryDateKeyValues,
  deliveryKeyValues,
  type RecentDeliveryRow,
  toDeliveryRecord,
  toDeliveryState,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

/**
 * Which reminders went out on which channel and at which offset, which a
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
    const row = this.statements.get<DeliveryRow>(DELIVERY_SQL.get).get(...deliveryKeyValues(key));
    return row === undefined ? null : toDeliveryState(row);
  }

  offsetsOf(key: ChannelReminderDateKey): OffsetDeliveryState[] {
    return this.statements
      .get<DeliveryRow & { offset_days: number }>(DELIVERY_SQL.offsets)
      .all(...deliveryDateKeyValues(key))
      .map((row) => ({ offsetDays: row.offset_days, state: toDeliveryState(row) }));
  }

  claim(key: ChannelReminderKey, claimedAt: string, leaseUntil: string): boolean {
    const result = this.statements
      .get(DELIVERY_SQL.claim)
      .run(...deliveryKeyValues(key), leaseUntil, claimedAt, claimedAt);
    return result.changes === 1;
  }

  recordSuccess(key: ChannelReminderKey, deliveredAt: string): void {
    this.statements
      .get(DELIVERY_SQL.success)
      .run(...deliveryKeyValues(key), deliveredAt, deliveredAt);
  }

  recordFailure(
    key: ChannelReminderKey,
    failedAt: string,
    error: string,
    nextAttemptAt: string,
  ): void {
    this.statements
      .get(DELIVERY_SQL.failure)
      .run(...deliveryKeyValues(key), error, nextAttemptAt, failedAt);
  }

  recordSuperseded(key: ChannelReminderKey, supersededAt: string): void {
    this.statements
      .get(DELIVERY_SQL.superseded)
      .run(...deliveryKeyValues(key), supersededAt, supersededAt);
  }

  recent(channelId: string, limit: number): DeliveryRecord[] {
    return this.statements
      .get<RecentDeliveryRow>(DELIVERY_SQL.recent)
      .all(channelId, limit)
      .map(toDeliveryRecord);
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
