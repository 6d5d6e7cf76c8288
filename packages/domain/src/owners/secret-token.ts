import { createHash } from 'node:crypto';
import type { RandomSource } from '../ports/random-source.js';

/**
 * A new 256-bit secret (session id, sign-in link token) as URL-safe base64
 * (43 characters).
 */
export function newSecretToken(random: RandomSource): string {
  return Buffer.from(random.bytes(32)).toString('base64url');
}

/**
 * What is stored of a secret: its SHA-256 in hex. A 256-bit random value needs no
 * slow hash (like D2's keys), and a look-up by hash is constant in time.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
