import { type ChannelView, toChannelView } from '../channels/present-channel.js';
import type { Ports } from '../ports/ports.js';
import { shownFailure } from '../reminders/shown-failure.js';
import { accountNotFound } from './account-not-found.js';

/** How many of a channel's latest deliveries a listing shows. */
export const LAST_DELIVERIES_SHOWN = 5;

/**
 * D35: the account's channels, oldest first, each with its last deliveries (time,
 * reminder, status, error); never a secret, nor any part of a receiver's answer (D48).
 */
export function listChannels(ports: Ports, accountId: string): ChannelView[] {
  if (!ports.accounts.findById(accountId)) throw accountNotFound(accountId);
  return ports.channels.listByAccount(accountId).map((channel) =>
    toChannelView(
      channel,
      ports.reminderDeliveries
        .recent(channel.id, LAST_DELIVERIES_SHOWN)
        .map((d) => (d.error === null ? d : { ...d, error: shownFailure(d.error) })),
    ),
  );
}
