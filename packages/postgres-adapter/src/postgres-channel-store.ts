import type { Channel, ChannelStore } from '@subtrack/domain';
import {
  CHANNEL_SQL,
  type ChannelRow,
  channelUpdateValues,
  channelValues,
  queriesIn,
  toChannel,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

const CHANNELS = queriesIn('postgres', CHANNEL_SQL);
// One statement on the stored JSON: nothing else of the channel is written back.
const RECORD_DEVICE_USE = `UPDATE notification_channels
SET config = jsonb_set(config::jsonb, '{lastUsedAt}', to_jsonb($1::text))::json
WHERE id = $2 AND kind = 'webpush'`;

/** An account's notification channels; `config` (with secrets) is one JSON column. */
export class PostgresChannelStore implements ChannelStore {
  constructor(private readonly db: Session) {}

  async insert(c: Channel): Promise<void> {
    await this.db.query(CHANNELS.insert, channelValues('postgres', c));
  }

  async update(c: Channel): Promise<void> {
    await this.db.query(CHANNELS.update, channelUpdateValues('postgres', c));
  }

  async findById(id: string): Promise<Channel | null> {
    const { rows } = await this.db.query<ChannelRow>(CHANNELS.findById, [id]);
    return rows[0] === undefined ? null : toChannel(rows[0]);
  }

  async listByAccount(accountId: string): Promise<Channel[]> {
    const { rows } = await this.db.query<ChannelRow>(CHANNELS.listByAccount, [accountId]);
    return rows.map(toChannel);
  }

  async remove(id: string): Promise<boolean> {
    return affectedRows(await this.db.query(CHANNELS.remove, [id])) === 1;
  }

  async recordDeviceUse(id: string, usedAt: string): Promise<void> {
    await this.db.query(RECORD_DEVICE_USE, [usedAt, id]);
  }
}
