import type { Channel, ChannelConfig, ChannelKind, ChannelStore } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface ChannelRow {
  id: string;
  account_id: string;
  kind: string;
  label: string;
  enabled: boolean;
  digest: boolean;
  config: ChannelConfig;
  created_at: string;
}

const COLUMNS = 'id, account_id, kind, label, enabled, digest, config, created_at';

function fromRow(row: ChannelRow): Channel {
  return {
    id: row.id,
    accountId: row.account_id,
    kind: row.kind as ChannelKind,
    label: row.label,
    enabled: row.enabled,
    digest: row.digest,
    // node-postgres parses json columns.
    config: row.config,
    createdAt: row.created_at,
  };
}

/** D35: an account's notification channels; `config` (with secrets) is one JSON column. */
export class PostgresChannelStore implements ChannelStore {
  constructor(private readonly db: Session) {}

  async insert(c: Channel): Promise<void> {
    await this.db.query(
      `INSERT INTO notification_channels (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        c.id,
        c.accountId,
        c.kind,
        c.label,
        c.enabled,
        c.digest,
        JSON.stringify(c.config),
        c.createdAt,
      ],
    );
  }

  async update(c: Channel): Promise<void> {
    await this.db.query(
      `UPDATE notification_channels SET label = $1, enabled = $2, digest = $3, config = $4
       WHERE id = $5 AND account_id = $6`,
      [c.label, c.enabled, c.digest, JSON.stringify(c.config), c.id, c.accountId],
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
}
