import {
  type EncodedLogo,
  invalidLogo,
  type LogoEncoder,
  type LogoInputFormat,
  MAX_LOGO_INPUT_PIXELS,
  MAX_LOGO_SIDE,
  MAX_LOGO_UPLOAD_BYTES,
  sniffLogoFormat,
} from '@subtrack/domain';
import type { SharpOptions } from 'sharp';
import { refusalOf } from './sharp-refusal.js';

/** The limits of {@link createSharpLogoEncoder}; the defaults are D53's. */
export interface LogoEncoderLimits {
  /** Largest image accepted, in bytes (1 MiB). */
  maxInputBytes: number;
  /** Most pixels an image may declare, width times height (40 megapixels). */
  maxInputPixels: number;
  /** The side of the square logo, at most (256). */
  side: number;
  /** Longest one image may take to decode and encode before it is given up, in seconds. */
  timeoutSeconds: number;
}

/** D53's limits. */
export const DEFAULT_LOGO_ENCODER_LIMITS: LogoEncoderLimits = {
  maxInputBytes: MAX_LOGO_UPLOAD_BYTES,
  maxInputPixels: MAX_LOGO_INPUT_PIXELS,
  side: MAX_LOGO_SIDE,
  timeoutSeconds: 10,
};

/** The density at which librsvg draws an SVG's declared size as pixels (CSS pixels). */
const SVG_BASE_DENSITY = 72;
/** The densities sharp accepts. */
const MIN_DENSITY = 1;
const MAX_DENSITY = 100_000;
/** The lossy encoding's quality: a photograph at 256 px stays sharp and small. */
const LOSSY_QUALITY = 90;

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

// sharp's name of each kind it reads, as `metadata().format` gives it.
const SHARP_FORMAT: Readonly<Record<LogoInputFormat, string>> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  svg: 'svg',
};

type Sharp = typeof import('sharp').default;

let loaded: Promise<Sharp> | undefined;

// sharp (libvips, tens of megabytes) is loaded when the first logo is encoded, not when the
// server starts: most processes never encode one. Its operation cache is turned off
// (process-wide): each image is decoded once, so the cache would only hold memory.
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** How big the square is and how to read the image into it. */
interface Plan {
  side: number;
  input: SharpOptions;
}

// A raster keeps its pixels (never enlarged); an SVG is drawn at the density that makes its
// longer side the square's, so it is sharp at any declared size.
function planOf(
  format: LogoInputFormat,
  width: number,
  height: number,
  limits: LogoEncoderLimits,
  input: SharpOptions,
): Plan {
  const longer = Math.max(width, height);
  if (format !== 'svg') return { side: Math.min(limits.side, longer), input };
  const density = (SVG_BASE_DENSITY * limits.side) / longer;
  return {
    side: limits.side,
    input: { ...input, density: Math.min(MAX_DENSITY, Math.max(MIN_DENSITY, density)) },
  };
}

/**
 * The logo encoder on sharp (libvips). The image is checked by its first bytes (PNG,
 * JPEG, WebP, GIF or SVG; never a URL, which is not fetched), its header read for its size
 * (more than `maxInputPixels` declared is refused before any pixel is decoded; sharp's
 * `limitInputPixels` holds the same limit while decoding), then decoded once (EXIF
 * orientation applied; a GIF's first frame; an SVG drawn by librsvg, which loads nothing it
 * links to) into a transparent square of at most `side` pixels, fitted inside and never
 * cropped or enlarged, and encoded as WebP twice, lossless and lossy at quality 90: the
 * smaller is kept (flat logos stay crisp, photographs small). Nothing of the input's
 * metadata (EXIF, XMP, ICC profile, PNG text) is written. A damaged, truncated or
 * over-large image is `invalid_logo` with the reason in words.
 *
 * The decoding runs on libuv's thread pool, off the server's thread, and is stopped after
 * `timeoutSeconds`. sharp itself is loaded on the first call.
 *
 * @example
 * const encoder = createSharpLogoEncoder();
 * await setLogo(ports, encoder, ctx, id, await readFile('netflix.svg'));
 */
export function createSharpLogoEncoder(
  limits: LogoEncoderLimits = DEFAULT_LOGO_ENCODER_LIMITS,
): LogoEncoder {
  return {
    async encode(image: Uint8Array): Promise<EncodedLogo> {
      if (image.length > limits.maxInputBytes) {
        throw invalidLogo(`it is larger than ${limits.maxInputBytes} bytes`);
      }
      const sniffed = sniffLogoFormat(image);
      if ('problem' in sniffed) throw invalidLogo(sniffed.problem);
      const input: SharpOptions = {
        limitInputPixels: limits.maxInputPixels,
        failOn: 'warning',
        autoOrient: true,
      };
      const sharp = await loadSharp();
      try {
        const metadata = await sharp(image, input).metadata();
        if (metadata.format !== SHARP_FORMAT[sniffed.format]) {
          throw invalidLogo(`it starts like a ${sniffed.format.toUpperCase()} image but is none`);
        }
        const { width, height } = metadata.autoOrient;
        if (!(width > 0 && height > 0)) throw invalidLogo('it declares no size');
        if (width * height > limits.maxInputPixels) {
          throw invalidLogo('it declares more than 40 megapixels');
        }
        const plan = planOf(sniffed.format, width, height, limits, input);
        const { data, info } = await sharp(image, plan.input)
          .timeout({ seconds: limits.timeoutSeconds })
          .resize(plan.side, plan.side, { fit: 'contain', background: TRANSPARENT })
          .ensureAlpha()
          .raw()
          .toBuffer({ resolveWithObject: true });
        const raw = { raw: { width: info.width, height: info.height, channels: 4 as const } };
        const [lossless, lossy] = await Promise.all([
          sharp(data, raw).webp({ lossless: true }).toBuffer(),
          sharp(data, raw).webp({ quality: LOSSY_QUALITY, alphaQuality: 100 }).toBuffer(),
        ]);
        const smaller = lossless.length <= lossy.length ? lossless : lossy;
        return {
          contentType: 'image/webp',
          bytes: new Uint8Array(smaller.buffer, smaller.byteOffset, smaller.byteLength),
          side: info.width,
        };
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
