import {
  type Channel,
  type ChannelStore,
  configForStorage,
  configFromStorage,
  type StoredChannelKind,
} from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface ChannelRow {
  id: string;
  account_id: string;
  kind: string;
  label: string;
  enabled: boolean;
  digest: boolean;
  config: unknown;
  created_at: string;
  member_id: string | null;
}

const COLUMNS = 'id, account_id, kind, label, enabled, digest, config, created_at, member_id';

function fromRow(row: ChannelRow): Channel {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind as StoredChannelKind,
    label: row.label,
    enabled: row.enabled,
    digest: row.digest,
    // node-postgres parses json columns.
    config: configFromStorage(row.config, row.member_id),
    createdAt: row.created_at,
  };
}

/** D35: an account's notification channels; `config` (with secrets) is one JSON column. */
export class PostgresChannelStore implements ChannelStore {
  constructor(private readonly db: Session) {}

  async insert(c: Channel): Promise<void> {
    const { json, memberId } = configForStorage(c.config);
    await this.db.query(
      `INSERT INTO notification_channels (${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c.id, c.accountId, c.kind, c.label, c.enabled, c.digest, json, c.createdAt, memberId],
    );
  }

  async update(c: Channel): Promise<void> {
    const { json, memberId } = configForStorage(c.config);
    await this.db.query(
      `UPDATE notification_channels SET label = $1, enabled = $2, digest = $3, config = $4,
         member_id = $5
       WHERE id = $6 AND account_id = $7`,
      [c.label, c.enabled, c.digest, json, memberId, c.id, c.accountId],
    );
  }

  async findById(id: string): Promise<Channel | null> {
    const { rows } = await this.db.query<ChannelRow>(
      `SELECT ${COLUMNS} FROM notification_channels WHERE id = $1`,
      [id],
    );
    return rows[0] === undefined ? null : fromRow(rows[0]);
  }

  async listByAccount(accountId: string): Promise<Channel[]> {
    const { rows } = await this.db.query<ChannelRow>(
      `SELECT ${COLUMNS} FROM notification_channels WHERE account_id = $1 ORDER BY created_at, id`,
      [accountId],
    );
    return rows.map(fromRow);
  }

  async remove(id: string): Promise<boolean> {
    // channel_deliveries follow by ON DELETE CASCADE.
    return (
      affectedRows(await this.db.query('DELETE FROM notification_channels WHERE id = $1', [id])) ===
      1
    );
  }

  async recordDeviceUse(id: string, usedAt: string): Promise<void> {
    // One statement on the stored JSON: nothing else of the channel is written back.
    await this.db.query(
      `UPDATE notification_channels
       SET config = jsonb_set(config::jsonb, '{lastUsedAt}', to_jsonb($1::text))::json
       WHERE id = $2 AND kind = 'webpush'`,
      [usedAt, id],
    );
  }
}
