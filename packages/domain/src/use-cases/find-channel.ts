import type { Channel } from '../channels/channel.js';
import type { Ports } from '../ports/ports.js';
import { channelNotFound } from './channel-not-found.js';

/**
 * The channel `channelId`; when `accountId` is given, only if it belongs to that account
 * (a web session sees its own channels only; the CLI, run by the server's owner, may name
 * any channel).
 */
export function findChannel(ports: Ports, channelId: string, accountId?: string): Channel {
  const channel = ports.channels.findById(channelId);
  if (channel === null || (accountId !== undefined && channel.accountId !== accountId))
    throw channelNotFound(channelId);
  return channel;
}
