import { createECDH } from 'node:crypto';
import type { RandomSource } from '../ports/random-source.js';

/**
 * The server's one VAPID key pair (RFC 8292): a P-256 key whose public half browsers
 * take as `applicationServerKey` when they subscribe, and whose private half signs every
 * push request. Both halves are base64url without padding: the public key as its 65-byte
 * uncompressed point, the private key as its 32-byte scalar. Kept in the database, so every
 * process sends with the same pair and the devices subscribed to it keep working.
 */
export interface PushKeyPair {
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/**
 * A new VAPID key pair from 32 bytes of `random` (another 32 in the rare case that these are
 * no valid P-256 private key).
 *
 * @example
 * makePushKeyPair(ports.random, ports.clock.now().toISOString()).publicKey; // 'BN3x...' (87 characters)
 */
export function makePushKeyPair(random: RandomSource, createdAt: string): PushKeyPair {
  const curve = createECDH('prime256v1');
  for (;;) {
    const scalar = Buffer.from(random.bytes(32));
    try {
      curve.setPrivateKey(scalar);
    } catch {
      continue; // zero, or not below the curve's order: draw again
    }
    return {
      publicKey: curve.getPublicKey().toString('base64url'),
      privateKey: scalar.toString('base64url'),
      createdAt,
    };
  }
}
