import { type DomainError, invalidLogo, isDomainError } from '@subtrack/domain';

// What libvips says, turned into words for the person who sent the image, the first match
// winning (a truncated GIF is also said to have a "corrupt header"). Its own messages name
// its internals (vipspng, VipsJpeg, gifload) and are never shown.
const REASONS: ReadonlyArray<[RegExp, string]> = [
  [/exceeds pixel limit/i, 'it declares more than 40 megapixels'],
  [/timeout/i, 'decoding it took too long'],
  [/XML parse error|rsvg|entity/i, 'the SVG cannot be read'],
  [
    /premature end|truncated|read error|unexpected end|short read|end of file|out of order|incomplete/i,
    'the file ends before its image does, or is damaged (truncated)',
  ],
  [
    /corrupt header|unsupported image format|bad seek|not a known file format/i,
    'its header is damaged',
  ],
];

/**
 * The `invalid_logo` a failed decode answers, with its reason in words: too many pixels,
 * too long to decode, a damaged header, a truncated file, an unreadable SVG, or otherwise
 * an image that cannot be decoded. A domain error passes through as it is.
 */
export function refusalOf(error: unknown): DomainError {
  if (isDomainError(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  const found = REASONS.find(([pattern]) => pattern.test(message));
  return invalidLogo(found?.[1] ?? 'the image cannot be decoded');
}
