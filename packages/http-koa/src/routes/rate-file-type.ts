import { DomainError, RATE_FILE_FIX } from '@subtrack/domain';

/**
 * The media types a file of rates may be sent as. The reader tells the European
 * Central Bank's files apart by their first bytes, so a type only has to be one of these.
 */
export const RATE_FILE_TYPES = [
  'text/csv',
  'application/xml',
  'text/xml',
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
] as const;

/** Refuses a file of rates sent as any other type, naming `Content-Type` (a 400, no quota). */
export function checkRateFileType(contentType: string): void {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if ((RATE_FILE_TYPES as readonly string[]).includes(mediaType)) return;
  throw new DomainError(
    'invalid_exchange_rate',
    `Files of rates sent as "${mediaType || 'no type'}" cannot be imported.`,
    {
      field: 'Content-Type',
      suggestedFix: `${RATE_FILE_FIX} Send it with Content-Type text/csv, application/xml or application/zip.`,
      allowedValues: [...RATE_FILE_TYPES],
    },
  );
}
