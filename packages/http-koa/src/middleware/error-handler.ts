import { isDomainError, isStorageUnavailable, PreconditionFailedError } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { statusForCode } from '../error-mapping.js';
import { writeJson } from '../reply.js';

/** All a client learns of an unexpected error. */
export const INTERNAL_ERROR = { code: 'internal_error', message: 'An unexpected error occurred.' };

/**
 * The one error answer (conventions): a `DomainError` becomes its status and the spec's
 * envelope `{error, requestId}` (a storage fault is a 503 with `Retry-After`);
 * anything else is a 500 `internal_error` with a generic message (never a stack or
 * SQL), kept for the request's log line. Headers a failed step had added stay (`Allow`,
 * `WWW-Authenticate`, `Retry-After`).
 */
export function answerError(ctx: ApiContext, error: unknown): void {
  const state = ctx.state;
  if (isDomainError(error)) {
    // D32: a 412 names the current version; D36: a 503 says when to retry, and its
    // cause (a SQLite code, never shown) goes to the request's log line.
    if (error instanceof PreconditionFailedError) state.headers['ETag'] = error.currentEtag;
    if (isStorageUnavailable(error)) {
      state.headers['Retry-After'] = String(error.retryAfterSeconds);
      state.failure = error.cause ?? error;
    }
    writeJson(ctx, statusForCode(error.code), {
      error: error.toJSON(),
      requestId: state.requestId,
    });
    return;
  }
  state.failure = error;
  writeJson(ctx, 500, { error: INTERNAL_ERROR, requestId: state.requestId });
}
