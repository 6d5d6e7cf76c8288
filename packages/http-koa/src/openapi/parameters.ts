import { IDEMPOTENCY_KEY_PATTERN } from '@subtrack/domain';
import type { ParameterObject } from '../routes/route-doc.js';

const header = (name: string, description: string, pattern?: RegExp): ParameterObject => ({
  name,
  in: 'header',
  required: false,
  description,
  schema: { type: 'string', ...(pattern ? { pattern: pattern.source } : {}) },
});

/** On POST, PATCH and DELETE. */
export const idempotencyKeyParameter = header(
  'Idempotency-Key',
  'Makes a retry safe: 1-255 printable ASCII characters (e.g. a UUID), unique per request. ' +
    'The first answer (except a 400 or 5xx) is kept for 24 hours; a repeat with the same method, ' +
    'path and body gets it again with Idempotent-Replayed: true; the key with another request ' +
    'is 422 idempotency_key_reused; while the first still runs, 409 idempotency_key_in_use.',
  IDEMPOTENCY_KEY_PATTERN,
);

/** On PATCH and DELETE of a record with an ETag. */
export const ifMatchParameter = header(
  'If-Match',
  'Change only this version: an ETag from an earlier answer, or * for any existing record. ' +
    'Another version gives 412 precondition_failed with the current ETag, and nothing changes.',
);

/** On GET of a record with an ETag. */
export const ifNoneMatchParameter = header(
  'If-None-Match',
  'The ETag of the copy the client holds: 304 without a body while it is current.',
);
