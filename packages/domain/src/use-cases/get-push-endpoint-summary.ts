import { defaultBarkChannel } from '../channels/default-bark-channel.js';
import type { Ports } from '../ports/ports.js';

/** What the owner may see of the D16 push endpoint: the URL, and only whether a key is set. */
export interface PushEndpointSummary {
  pushUrl: string | null;
  deviceKeySet: boolean;
}

/**
 * The account's push endpoint for the owner's settings page: the URL as saved and
 * whether a device key is set. The device key itself is a secret and never leaves the
 * domain through this function.
 *
 * @example
 * await getPushEndpointSummary(ports, accountId); // { pushUrl: 'https://api.day.app/push', deviceKeySet: true }
 */
export async function getPushEndpointSummary(
  ports: Pick<Ports, 'channels'>,
  accountId: string,
): Promise<PushEndpointSummary> {
  // D35: the push endpoint of today is the account's default Bark channel.
  const bark = await defaultBarkChannel(ports, accountId);
  return { pushUrl: bark?.config.url ?? null, deviceKeySet: bark !== null };
}
