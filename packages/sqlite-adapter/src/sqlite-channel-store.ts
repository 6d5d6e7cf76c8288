import {
  type Channel,
  type ChannelStore,
  configForStorage,
  configFromStorage,
  type StoredChannelKind,
  type SynchronousPort,
} from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

interface ChannelRow {
  id: string;
  account_id: string;
  kind: string;
  label: string;
  enabled: number;
  digest: number;
  config: string;
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
    enabled: row.enabled === 1,
    digest: row.digest === 1,
    config: configFromStorage(JSON.parse(row.config), row.member_id),
    createdAt: row.created_at,
  };
}

/** D35: an account's notification channels; `config` (with secrets) is one JSON column. */
export class SqliteChannelStore implements SynchronousPort<ChannelStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(c: Channel): void {
    const { json, memberId } = configForStorage(c.config);
    this.statements
      .get(`INSERT INTO notification_channels (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        c.id,
        c.accountId,
        c.kind,
        c.label,
        c.enabled ? 1 : 0,
        c.digest ? 1 : 0,
        json,
        c.createdAt,
        memberId,
      );
  }

  update(c: Channel): void {
    const { json, memberId } = configForStorage(c.config);
    this.statements
      .get(
        `UPDATE notification_channels SET label = ?, enabled = ?, digest = ?, config = ?,
           member_id = ?
         WHERE id = ? AND account_id = ?`,
      )
      .run(c.label, c.enabled ? 1 : 0, c.digest ? 1 : 0, json, memberId, c.id, c.accountId);
  }

  findById(id: string): Channel | null {
    const row = this.statements
      .get<ChannelRow>(`SELECT ${COLUMNS} FROM notification_channels WHERE id = ?`)
      .get(id);
    return row === undefined ? null : fromRow(row);
  }

  listByAccount(accountId: string): Channel[] {
    return this.statements
      .get<ChannelRow>(
        `SELECT ${COLUMNS} FROM notification_channels WHERE account_id = ?
         ORDER BY created_at, id`,
      )
      .all(accountId)
      .map(fromRow);
  }

  remove(id: string): boolean {
    // channel_deliveries follow by ON DELETE CASCADE.
    return (
      this.statements.get('DELETE FROM notification_channels WHERE id = ?').run(id).changes === 1
    );
  }

  recordDeviceUse(id: string, usedAt: string): void {
    // One statement on the stored JSON: nothing else of the channel is written back.
    this.statements
      .get(
        `UPDATE notification_channels SET config = json_set(config, '$.lastUsedAt', ?)
         WHERE id = ? AND kind = 'webpush'`,
      )
      .run(usedAt, id);
  }
}
