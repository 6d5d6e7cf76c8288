import type { Ports } from '../ports/ports.js';
import { getPushKeyPair } from './get-push-key-pair.js';

/**
 * The public half of the server's VAPID key pair (base64url, 65 bytes): what a page passes
 * to `pushManager.subscribe({ applicationServerKey })` so that only this server can send to
 * the subscription. Made and kept on first use.
 *
 * @example
 * await getPushPublicKey(ports); // 'BN3x...'
 */
export async function getPushPublicKey(
  ports: Pick<Ports, 'clock' | 'random' | 'pushKeys'>,
): Promise<string> {
  return (await getPushKeyPair(ports)).publicKey;
}
