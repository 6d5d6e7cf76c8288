import type { EncodedLogo } from '../logos/logo.js';

/**
 * Turns an image an owner sent into a logo (an adapter: decoding images is I/O-heavy work
 * that belongs outside the domain and off the server's thread). It accepts a PNG, JPEG,
 * WebP, GIF (its first frame) or SVG (rasterized, nothing it links to fetched) declaring at
 * most 40 megapixels, and answers a square PNG or WebP of at most 256 pixels a side: the
 * whole picture fitted inside on a transparent background, never cropped, with no
 * metadata kept. Anything else (a URL, another kind of file, a truncated or damaged image,
 * more pixels) it rejects with `invalid_logo` and the reason in words (see `invalidLogo`).
 * Call it before a transaction, never inside one.
 */
export interface LogoEncoder {
  encode(image: Uint8Array): Promise<EncodedLogo>;
}
