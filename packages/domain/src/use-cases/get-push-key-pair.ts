import { makePushKeyPair, type PushKeyPair } from '../devices/push-key-pair.js';
import type { Ports } from '../ports/ports.js';

/**
 * The server's VAPID key pair: the one kept in the database, or, the first time, a new one
 * kept there (when two processes make one at the same moment, both use the first stored).
 * Only the sending side needs it; pages get {@link getPushPublicKey}.
 *
 * @example
 * const { publicKey, privateKey } = await getPushKeyPair(ports);
 */
export async function getPushKeyPair(
  ports: Pick<Ports, 'clock' | 'random' | 'pushKeys'>,
): Promise<PushKeyPair> {
  const kept = await ports.pushKeys.get();
  if (kept !== null) return kept;
  return ports.pushKeys.keepFirst(makePushKeyPair(ports.random, ports.clock.now().toISOString()));
}
