import { createHash } from 'node:crypto';
import { DomainError } from '../shared/domain-error.js';

/** 1-255 printable ASCII characters (space to tilde). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header's value, or `undefined` when the request has none.
 * Anything else than 1-255 printable ASCII characters is `invalid_idempotency_key`.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (IDEMPOTENCY_KEY_PATTERN.test(header)) return header;
  throw new DomainError(
    'invalid_idempotency_key',
    'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    {
      field: 'Idempotency-Key',
      suggestedFix: 'Send a fresh random value such as a UUID, e.g. Idempotency-Key: 5f1c...',
    },
  );
}

/**
 * The body's fingerprint, so a repeat with another body is told apart: SHA-256 of its
 * JSON text (insignificant whitespace of the sent text does not count), or of the bytes
 * themselves for a body that is a file (an upload, an import). No body: `''`.
 */
export function fingerprintBody(body: unknown): string {
  const data = body instanceof Uint8Array ? body : body === undefined ? '' : JSON.stringify(body);
  return createHash('sha256').update(data).digest('base64url');
}
