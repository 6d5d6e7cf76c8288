import { createHash } from 'node:crypto';
import type { EncodedLogo, StoredLogo } from './logo.js';

/**
 * The strong ETag of a logo: the first 32 characters of the SHA-256 of its bytes in URL-safe
 * base64, in quotes. Made from the bytes, so the same image always has the same tag and a
 * subscription deleted and made again with the same id never serves an old cached image.
 *
 * @example
 * logoEtag(new Uint8Array([1, 2, 3])); // '"A5BYxvLAy0ksUzsKTRTvd8wPeKvMztUo"'
 */
export function logoEtag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;
}

/**
 * An encoded logo as a store keeps it for one subscription, with its ETag and time.
 *
 * @example
 * await tx.logos.put(storedLogoOf(accountId, subscriptionId, await encoder.encode(image), now));
 */
export function storedLogoOf(
  accountId: string,
  subscriptionId: string,
  logo: EncodedLogo,
  updatedAt: string,
): StoredLogo {
  const { contentType, bytes } = logo;
  return { accountId, subscriptionId, contentType, bytes, etag: logoEtag(bytes), updatedAt };
}
