import type { StoragePorts } from '../ports/storage-ports.js';
import type { Channel } from './channel.js';
import { channelNotFound } from './channel-not-found.js';

/**
 * The channel `channelId`; when `accountId` is given, only if it belongs to that account
 * (a web session sees its own channels only; the CLI, run by the server's owner, may name
 * any channel). `store`: `ports`, or `tx` inside a transaction.
 */
export async function findChannel(
  store: Pick<StoragePorts, 'channels'>,
  channelId: string,
  accountId?: string,
): Promise<Channel> {
  const channel = await store.channels.findById(channelId);
  if (channel === null || (accountId !== undefined && channel.accountId !== accountId))
    throw channelNotFound(channelId);
  return channel;
}
