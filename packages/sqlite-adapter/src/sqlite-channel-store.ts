import type { Channel, ChannelStore, SynchronousPort } from '@subtrack/domain';
import {
  CHANNEL_SQL,
  type ChannelRow,
  channelUpdateValues,
  channelValues,
  toChannel,
} from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

// One statement on the stored JSON: nothing else of the channel is written back.
const RECORD_DEVICE_USE = `UPDATE notification_channels SET config = json_set(config, '$.lastUsedAt', ?)
WHERE id = ? AND kind = 'webpush'`;

/** An account's notification channels; `config` (with secrets) is one JSON column. */
export class SqliteChannelStore implements SynchronousPort<ChannelStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  insert(c: Channel): void {
    this.statements.get(CHANNEL_SQL.insert).run(...channelValues('sqlite', c));
  }

  update(c: Channel): void {
    this.statements.get(CHANNEL_SQL.update).run(...channelUpdateValues('sqlite', c));
  }

  findById(id: string): Channel | null {
    const row = this.statements.get<ChannelRow>(CHANNEL_SQL.findById).get(id);
    return row === undefined ? null : toChannel(row);
  }

  listByAccount(accountId: string): Channel[] {
    return this.statements.get<ChannelRow>(CHANNEL_SQL.listByAccount).all(accountId).map(toChannel);
  }

  remove(id: string): boolean {
    return this.statements.get(CHANNEL_SQL.remove).run(id).changes === 1;
  }

  recordDeviceUse(id: string, usedAt: string): void {
    this.statements.get(RECORD_DEVICE_USE).run(usedAt, id);
  }
}
