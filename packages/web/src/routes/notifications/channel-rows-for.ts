import {
  type ChannelView,
  defaultBarkChannel,
  getSubscription,
  isDomainError,
  listChannels,
} from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import type { OwnerPreferences } from '../../format/owner-preferences.js';
import { type ChannelRow, toChannelRows } from '../../view-models/channel-rows.js';
import type { WebDeps } from '../../web-deps.js';

/** The account's channels (or `channels`) as the page shows them, with subscription names. */
export async function channelRowsFor(
  deps: WebDeps,
  accountId: string,
  words: { prefs: OwnerPreferences; t: Translate },
  given?: readonly ChannelView[],
): Promise<ChannelRow[]> {
  const channels = given ?? (await listChannels(deps.ports, accountId));
  // D43: the names are read first, so the rows are then built without waiting.
  const names = new Map<string, string | null>();
  for (const channel of channels) {
    for (const { subscriptionId } of channel.lastDeliveries) {
      if (names.has(subscriptionId)) continue;
      try {
        names.set(
          subscriptionId,
          (await getSubscription(deps.ports, accountId, subscriptionId)).name,
        );
      } catch (error) {
        if (!isDomainError(error)) throw error;
        names.set(subscriptionId, null);
      }
    }
  }
  const pushEndpointId = (await defaultBarkChannel(deps.ports, accountId))?.id ?? null;
  return toChannelRows(
    channels,
    words.prefs,
    (id) => names.get(id) ?? null,
    pushEndpointId,
    words.t,
  );
}
