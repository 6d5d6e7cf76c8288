import {
  type ChannelView,
  defaultBarkChannel,
  getSubscription,
  isDomainError,
  listChannels,
} from '@subtrack/domain';
import { ownerPreferences } from '../format/owner-preferences.js';
import { type ChannelRow, toChannelRows } from '../screens/notifications/channel-rows.js';
import type { WebDeps } from '../web-state.js';

/** The account's channels (or `channels`) as the page shows them, with subscription names. */
export function channelRowsFor(
  deps: WebDeps,
  accountId: string,
  channels: readonly ChannelView[] = listChannels(deps.ports, accountId),
): ChannelRow[] {
  const names = new Map<string, string | null>();
  const subscriptionName = (id: string) => {
    if (!names.has(id)) {
      try {
        names.set(id, getSubscription(deps.ports, accountId, id).name);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        names.set(id, null);
      }
    }
    return names.get(id) ?? null;
  };
  const pushEndpointId = defaultBarkChannel(deps.ports, accountId)?.id ?? null;
  return toChannelRows(
    channels,
    ownerPreferences(deps.ports, accountId),
    subscriptionName,
    pushEndpointId,
  );
}
