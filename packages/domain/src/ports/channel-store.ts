import type { Channel } from '../channels/channel.js';

/**
 * An account's notification channels with their secrets. Only the reminder worker,
 * a test send and the owner's own channel commands read a channel's `config`.
 * A device channel (`webpush`) belongs to a member: deleting the member deletes it,
 * with its delivery history.
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
  /**
   * Records that a notification reached the device channel `id` at `usedAt`
   * (`config.lastUsedAt`), changing nothing else of it, so a member who turns the device
   * off at the same moment stays off. Does nothing for a channel of another kind.
   */
  recordDeviceUse(id: string, usedAt: string): Promise<void>;
}
