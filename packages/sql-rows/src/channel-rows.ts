import {
  type Channel,
  configForStorage,
  configFromStorage,
  type StoredChannelKind,
} from '@subtrack/domain';
import { type Dialect, flag, fromFlag, placeholders } from './dialect.js';

/**
 * A row of `notification_channels`. The flags are 0/1 on SQLite and booleans on
 * PostgreSQL; the config is JSON text on SQLite, parsed already by `pg`.
 */
export interface ChannelRow {
  id: string;
  account_id: string;
  kind: string;
  label: string;
  enabled: number | boolean;
  digest: number | boolean;
  config: unknown;
  created_at: string;
  member_id: string | null;
}

export function toChannel(row: ChannelRow): Channel {
  const config = typeof row.config === 'string' ? JSON.parse(row.config) : row.config;
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind as StoredChannelKind,
    label: row.label,
    enabled: fromFlag(row.enabled),
    digest: fromFlag(row.digest),
    config: configFromStorage(config, row.member_id),
    createdAt: row.created_at,
  };
}

/** The values of `CHANNEL_SQL.insert`; the config (with its secrets) as one JSON text. */
export function channelValues(dialect: Dialect, c: Channel): unknown[] {
  const { json, memberId } = configForStorage(c.config);
  return [
    c.id,
    c.accountId,
    c.kind,
    c.label,
    flag(dialect, c.enabled),
    flag(dialect, c.digest),
    json,
    c.createdAt,
    memberId,
  ];
}

/** The values of `CHANNEL_SQL.update`: what a change may set, then the channel's key. */
export function channelUpdateValues(dialect: Dialect, c: Channel): unknown[] {
  const { json, memberId } = configForStorage(c.config);
  return [
    c.label,
    flag(dialect, c.enabled),
    flag(dialect, c.digest),
    json,
    memberId,
    c.id,
    c.accountId,
  ];
}

const CHANNEL_COLUMNS =
  'id, account_id, kind, label, enabled, digest, config, created_at, member_id';

/**
 * The channel store's statements both engines write alike (a device's last use, one change
 * inside the stored JSON, stays in each adapter). Removing a channel removes its
 * deliveries by ON DELETE CASCADE.
 */
export const CHANNEL_SQL = {
  insert: `INSERT INTO notification_channels (${CHANNEL_COLUMNS}) VALUES (${placeholders(9)})`,
  update: `UPDATE notification_channels SET label = ?, enabled = ?, digest = ?, config = ?,
  member_id = ?
WHERE id = ? AND account_id = ?`,
  findById: `SELECT ${CHANNEL_COLUMNS} FROM notification_channels WHERE id = ?`,
  listByAccount: `SELECT ${CHANNEL_COLUMNS} FROM notification_channels WHERE account_id = ?
ORDER BY created_at, id`,
  remove: 'DELETE FROM notification_channels WHERE id = ?',
} as const;
