import { accountNotFound } from '../accounts/account-not-found.js';
import {
  type ChannelView,
  LAST_DELIVERIES_SHOWN,
  toChannelView,
} from '../channels/present-channel.js';
import type { Ports } from '../ports/ports.js';
import { shownFailure } from '../reminders/shown-failure.js';

/**
 * The account's channels, oldest first, each with its last deliveries (time,
 * reminder, status, error); never a secret, nor any part of a receiver's answer.
 */
export async function listChannels(
  ports: Pick<Ports, 'accounts' | 'channels' | 'reminderDeliveries'>,
  accountId: string,
): Promise<ChannelView[]> {
  if (!(await ports.accounts.findById(accountId))) throw accountNotFound(accountId);
  const views: ChannelView[] = [];
  for (const channel of await ports.channels.listByAccount(accountId)) {
    const recent = await ports.reminderDeliveries.recent(channel.id, LAST_DELIVERIES_SHOWN);
    const shown = recent.map((d) =>
      d.error === null ? d : { ...d, error: shownFailure(d.error) },
    );
    views.push(toChannelView(channel, shown));
  }
  return views;
}
