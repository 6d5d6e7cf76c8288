import type { Channel } from '../channels/channel.js';

/**
 * D35: an account's notification channels with their secrets. Only the reminder worker,
 * a test send and the owner's own channel commands read a channel's `config`.
 */
export interface ChannelStore {
  insert(channel: Channel): Promise<void>;
  /** Replaces label, enabled, digest and config of an existing channel. */
  update(channel: Channel): Promise<void>;
  findById(id: string): Promise<Channel | null>;
  /** The account's channels, oldest first. */
  listByAccount(accountId: string): Promise<Channel[]>;
  /** Removes the channel and its delivery history; false when there was none. */
  remove(id: string): Promise<boolean>;
}
