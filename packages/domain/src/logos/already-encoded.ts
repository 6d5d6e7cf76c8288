import type { LogoEncoder } from '../ports/logo-encoder.js';
import type { EncodedLogo } from './logo.js';

/**
 * An encoder that answers `logo`, an image re-encoded earlier: a caller that encodes
 * before its write's transaction (to refuse a bad image before anything else, or to keep
 * decoding out of the transaction) hands it to `setLogo`.
 *
 * @example
 * const logo = await encoder.encode(bytes); // outside the transaction
 * await setLogo(ports, alreadyEncoded(logo), ctx, id, bytes);
 */
export function alreadyEncoded(logo: EncodedLogo): LogoEncoder {
  return { encode: async () => logo };
}
