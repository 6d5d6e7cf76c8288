import type { LogoInputFormat } from './logo.js';

/** How much of an SVG's start is read to find its `<svg` element (prolog, comments, doctype). */
const SVG_PROLOG_BYTES = 64 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

// The first bytes of each accepted raster kind.
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

// Kinds people send that are not accepted, named so the refusal says what the file is.
const OTHER_KINDS: ReadonlyArray<[string, (bytes: Uint8Array) => boolean]> = [
  ['a TIFF image', (b) => startsWith(b, ascii('II*\0')) || startsWith(b, ascii('MM\0*'))],
  ['a BMP image', (b) => startsWith(b, ascii('BM'))],
  ['an ICO icon', (b) => startsWith(b, [0, 0, 1, 0])],
  ['a PDF document', (b) => startsWith(b, ascii('%PDF'))],
  ['a HEIC or AVIF image', (b) => startsWith(b, ascii('ftyp'), 4)],
  ['a compressed (gzip) file', (b) => startsWith(b, [0x1f, 0x8b])],
];

// An XML prolog, comments and a doctype (with an internal subset) before the root element.
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/;
const URL_START = /^(?:[a-z][a-z0-9+.-]*:\/\/|www\.|data:|file:)/i;

/**
 * What kind of image `bytes` hold, judged by their first bytes alone: PNG, JPEG, WebP, GIF
 * or SVG (XML whose root element is `<svg>`); otherwise why they are no logo, in words: an
 * empty body, a URL (the server never fetches a logo), or another kind of file. Whether
 * the image inside is whole is for the encoder to find out.
 *
 * @example
 * sniffLogoFormat(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')); // { format: 'svg' }
 * sniffLogoFormat(new TextEncoder().encode('https://example.com/logo.png')); // { problem: 'it is a URL, ...' }
 */
export function sniffLogoFormat(
  bytes: Uint8Array,
): { format: LogoInputFormat } | { problem: string } {
  if (bytes.length === 0) return { problem: 'the body is empty' };
  if (startsWith(bytes, PNG)) return { format: 'png' };
  if (startsWith(bytes, JPEG)) return { format: 'jpeg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { format: 'gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { format: 'webp' };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(
    bytes.subarray(0, SVG_PROLOG_BYTES),
  );
  if (SVG_START.test(text)) return { format: 'svg' };
  if (URL_START.test(text.trim())) {
    return {
      problem:
        'it is a URL, not an image; the server never fetches a logo, so send the image file itself',
    };
  }
  const other = OTHER_KINDS.find(([, matches]) => matches(bytes));
  const what = other === undefined ? 'it is not an image' : `it is ${other[0]}`;
  return { problem: `${what}; a logo is a PNG, JPEG, WebP, GIF or SVG image` };
}
