import type { BarkConfig, Channel } from '../channels/channel.js';
import { CHANNEL_KIND_NAMES } from '../channels/parse-channel-input.js';
import type { Ports } from '../ports/ports.js';

/** The channel `notifications set --push-url/--device-key` configures: the oldest Bark one. */
export type DefaultBarkChannel = Channel & { config: BarkConfig };

/** D35: the account's default Bark channel (its oldest), or null. */
export function defaultBarkChannel(ports: Ports, accountId: string): DefaultBarkChannel | null {
  const found = ports.channels.listByAccount(accountId).find((c) => c.config.kind === 'bark');
  return (found as DefaultBarkChannel | undefined) ?? null;
}

/**
 * D16, D35: points the default Bark channel at `endpoint`, keeping its id (so its
 * delivery history, and the at-most-once guarantee, carry on), or creates it enabled.
 */
export function saveDefaultBarkChannel(
  ports: Ports,
  accountId: string,
  current: DefaultBarkChannel | null,
  endpoint: BarkConfig,
): Channel {
  if (current !== null) {
    const updated = { ...current, config: endpoint };
    ports.channels.update(updated);
    return updated;
  }
  const channel: Channel = {
    id: ports.ids.newId(),
    accountId,
    kind: 'bark',
    label: CHANNEL_KIND_NAMES.bark,
    enabled: true,
    digest: false,
    config: endpoint,
    createdAt: ports.clock.now().toISOString(),
  };
  ports.channels.insert(channel);
  return channel;
}
