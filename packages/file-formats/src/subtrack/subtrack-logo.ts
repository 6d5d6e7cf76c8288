import { type ImportedLogo, type ImportRowError, LOGO_INPUT_CONTENT_TYPES } from '@subtrack/domain';

const CONTENT_TYPES: readonly string[] = Object.values(LOGO_INPUT_CONTENT_TYPES);
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const FIX = 'Write logo as {"contentType": "image/webp", "data": "<base64>"}, or leave it out.';

/**
 * The `logo` of one record of a subtrack export of version 3 (`{contentType, data}`, the
 * bytes in base64), its bytes decoded; null when the record has none. A logo that is not
 * written so is an error of its row (`logo.data`): the file is not as subtrack writes it.
 * Whether the bytes are an image is for the import's encoder to find out.
 */
export function subtrackLogo(
  row: number,
  raw: unknown,
): { logo: ImportedLogo } | { error: ImportRowError } | null {
  if (raw === undefined || raw === null) return null;
  const error = (field: string, message: string) => ({
    error: { row, field, message, suggestedFix: FIX, code: 'invalid_logo' as const },
  });
  if (typeof raw !== 'object' || Array.isArray(raw))
    return error('logo', 'logo is not a JSON object.');
  const { contentType, data, ...rest } = raw as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined)
    return error(`logo.${unknown}`, `${unknown} is not a field of a logo.`);
  if (typeof contentType !== 'string' || !CONTENT_TYPES.includes(contentType)) {
    return error(
      'logo.contentType',
      `logo.contentType must be one of ${CONTENT_TYPES.join(', ')}.`,
    );
  }
  if (typeof data !== 'string' || data.length % 4 !== 0 || !BASE64.test(data)) {
    return error('logo.data', 'logo.data is not the image in base64.');
  }
  const bytes = Buffer.from(data, 'base64');
  return { logo: { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) } };
}
