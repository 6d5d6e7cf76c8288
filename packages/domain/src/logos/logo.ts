/** The largest image an owner may send as a logo, in bytes: 1 MiB. */
export const MAX_LOGO_UPLOAD_BYTES = 1024 * 1024;

/** The side of the square a logo is stored in, at most, in pixels. */
export const MAX_LOGO_SIDE = 256;

/** The most pixels an image may declare (width times height): 40 megapixels. */
export const MAX_LOGO_INPUT_PIXELS = 40_000_000;

/** The kinds of image a logo may be made from. */
export const LOGO_INPUT_FORMATS = ['png', 'jpeg', 'webp', 'gif', 'svg'] as const;
export type LogoInputFormat = (typeof LOGO_INPUT_FORMATS)[number];

/** The media type of each kind of image a logo may be made from. */
export const LOGO_INPUT_CONTENT_TYPES: Readonly<Record<LogoInputFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** What a stored logo is: always a raster, never the SVG it may have been made from. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

/**
 * An image re-encoded as a logo: a square raster of at most {@link MAX_LOGO_SIDE} pixels
 * a side, the picture fitted inside on a transparent background, without metadata.
 */
export interface EncodedLogo {
  contentType: LogoContentType;
  bytes: Uint8Array;
  /** Pixels a side (the square's width and height). */
  side: number;
}

/** A subscription's logo as a store keeps it. */
export interface StoredLogo {
  accountId: string;
  subscriptionId: string;
  contentType: LogoContentType;
  bytes: Uint8Array;
  /** A strong ETag made from the bytes (quotes included), for caching. */
  etag: string;
  /** When it was stored (RFC 3339, UTC). */
  updatedAt: string;
}
