import type { RequestState } from '../request-state.js';

/** What a browser may send; D31 and D32 add their request headers. */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-Match',
  'If-None-Match',
].join(', ');

/** The methods a cross-origin caller may use on /api/v1 paths (D52 adds PUT). */
export const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** Seconds a browser may keep a preflight answer (two hours). */
export const PREFLIGHT_MAX_AGE = '7200';

/**
 * Every `/api/v1` path answers an OPTIONS preflight with 204, without authentication
 * or quota (other OPTIONS requests go on to routing, and get 405 there).
 */
export function answerPreflight(state: RequestState): void {
  state.status = 204;
  state.body = null;
  Object.assign(state.headers, {
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    // D22: plus the request headers the API defines (D31, D32).
    'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS,
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE,
  });
}
