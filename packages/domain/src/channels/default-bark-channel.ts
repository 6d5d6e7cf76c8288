import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { BarkConfig, Channel } from './channel.js';
import { CHANNEL_KIND_NAMES } from './parse-channel-input.js';

/** The channel `notifications set --push-url/--device-key` configures: the oldest Bark one. */
export type DefaultBarkChannel = Channel & { config: BarkConfig };

/** The account's default Bark channel (its oldest), or null. `store`: `ports`, or `tx` inside a transaction. */
export async function defaultBarkChannel(
  store: Pick<StoragePorts, 'channels'>,
  accountId: string,
): Promise<DefaultBarkChannel | null> {
  const found = (await store.channels.listByAccount(accountId)).find(
    (c) => c.config.kind === 'bark',
  );
  return (found as DefaultBarkChannel | undefined) ?? null;
}

/**
 * Points the default Bark channel at `endpoint`, keeping its id (so its
 * delivery history, and the at-most-once guarantee, carry on), or creates it enabled.
 * Call it inside a transaction, with its `tx` ports.
 */
export async function saveDefaultBarkChannel(
  ports: Pick<Ports, 'clock' | 'ids'>,
  tx: StoragePorts,
  accountId: string,
  current: DefaultBarkChannel | null,
  endpoint: BarkConfig,
): Promise<Channel> {
  if (current !== null) {
    const updated = { ...current, config: endpoint };
    await tx.channels.update(updated);
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
  await tx.channels.insert(channel);
  return channel;
}
