import { hash, timingSafeEqual } from 'node:crypto';
import type { RandomSource } from '../ports/random-source.js';

const KEY_TEXT = /^stk_([0-9a-f]{16})_([0-9a-f]{64})$/;

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** A freshly generated key: the public `keyId` and the whole `text` shown once. */
export interface GeneratedApiKeyText {
  keyId: string;
  text: string;
}

/**
 * `stk_<16 hex keyId>_<64 hex secret>`; the secret is 32 random bytes, the id 8.
 *
 * @example
 * generateApiKeyText(ports.random).text // 'stk_9f2c..._4be1...'
 */
export function generateApiKeyText(random: RandomSource): GeneratedApiKeyText {
  const keyId = toHex(random.bytes(8));
  const secret = toHex(random.bytes(32));
  return { keyId, text: `stk_${keyId}_${secret}` };
}

/** Splits a key text into its id and secret; null when it is not a well-formed key. */
export function parseApiKeyText(text: string): { keyId: string; secret: string } | null {
  const match = KEY_TEXT.exec(text);
  if (!match) return null;
  return { keyId: match[1]!, secret: match[2]! };
}

/** The only form a key is stored in, lower-case hex SHA-256 of the whole text. */
export function hashApiKeyText(text: string): string {
  // The one-shot digest: no hash object made and dropped on every request (issue 35).
  return hash('sha256', text, 'hex');
}

/**
 * True when `text` hashes to `storedHash`, compared in constant time so the time taken
 * tells an attacker nothing about how much of the hash matched.
 */
export function apiKeyTextMatches(text: string, storedHash: string): boolean {
  // The raw digest: no hex string to build and decode again on every request (issue 7).
  const actual = hash('sha256', text, 'buffer');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * True when two hex SHA-256 hashes of key texts are the same, compared in constant time: for a
 * caller that hashed the key text already (to look it up and count it in one step).
 */
export function apiKeyHashesMatch(hash: string, storedHash: string): boolean {
  const actual = Buffer.from(hash, 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return (
    actual.length === 32 && actual.length === expected.length && timingSafeEqual(actual, expected)
  );
}
