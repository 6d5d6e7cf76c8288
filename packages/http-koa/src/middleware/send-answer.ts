import type { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { API_CONTENT_SECURITY_POLICY } from '../content-security-policy.js';
import { PERMISSIONS_POLICY } from '../permissions-policy.js';
import type { RequestState } from '../request-state.js';

/** What browsers may read from a cross-origin response. */
export const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Retry-After',
  'Location',
  'Deprecation',
  // D32: a write's new ETag; D31: that the answer is a replay of an idempotent request.
  'ETag',
  'Idempotent-Replayed',
].join(', ');

/** `[name, value, ...]` without the names a route gives its own value. */
function withoutReplaced(common: readonly string[], own: Record<string, string>): string[] {
  const kept: string[] = [];
  for (let i = 0; i < common.length; i += 2) {
    if (!Object.hasOwn(own, common[i]!)) kept.push(common[i]!, common[i + 1]!);
  }
  return kept;
}

/**
 * The headers of a request's answer besides its body's type and length, prepared once per
 * CORS setting (issue 25: the headers were set one by one on every request): D23's
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`, framing and referrer
 * protection, the API's Content-Security-Policy (`/docs` sets its own), the
 * Permissions-Policy, D22's `Access-Control-Allow-Origin` and `-Expose-Headers`, then the
 * request's id, its quota figures (authenticated answers other than 400) and the
 * route's own headers (which replace the common ones of the same name), as
 * `[name, value, ...]`.
 */
export function answerHeaders(origins: string[] | '*') {
  const common = [
    'Cache-Control',
    'no-store',
    'X-Content-Type-Options',
    'nosniff',
    'X-Frame-Options',
    'DENY',
    'Referrer-Policy',
    'no-referrer',
    'Content-Security-Policy',
    API_CONTENT_SECURITY_POLICY,
    'Permissions-Policy',
    PERMISSIONS_POLICY,
    'Access-Control-Expose-Headers',
    EXPOSED_HEADERS,
    // With a list, the answer depends on the Origin header: caches keep one copy per origin.
    ...(origins === '*' ? ['Access-Control-Allow-Origin', '*'] : ['Vary', 'Origin']),
  ];
  const commonNames = new Set(common.filter((_, i) => i % 2 === 0));
  const allowed = origins === '*' ? null : new Set(origins);

  return function headersOf(state: RequestState, origin?: string): string[] {
    const own = Object.keys(state.headers);
    const headers = own.some((name) => commonNames.has(name))
      ? withoutReplaced(common, state.headers)
      : common.slice();
    if (allowed !== null && origin !== undefined && allowed.has(origin)) {
      headers.push('Access-Control-Allow-Origin', origin);
    }
    // A replay answers with the first request's id (D31), among its own headers.
    if (state.headers['X-Request-Id'] === undefined) headers.push('X-Request-Id', state.requestId);
    if (state.quota !== undefined && state.status !== 400) {
      const { limit, remaining, resetAt } = state.quota;
      headers.push('X-RateLimit-Limit', `${limit}`, 'X-RateLimit-Remaining', `${remaining}`);
      headers.push('X-RateLimit-Reset', `${resetAt}`);
    }
    for (const name of own) headers.push(name, state.headers[name]!);
    return headers;
  };
}

/**
 * Writes a request's answer in one `writeHead` call with every header
 * ({@link answerHeaders}) and the body's type and length.
 */
export function answerSender(origins: string[] | '*') {
  const headersOf = answerHeaders(origins);
  return function sendAnswer(res: ServerResponse, state: RequestState, origin?: string): void {
    const headers = headersOf(state, origin);
    const { body } = state;
    if (body === null) {
      res.writeHead(state.status, headers);
      res.end();
      return;
    }
    headers.push('Content-Type', state.contentType);
    if (body instanceof Readable) {
      res.writeHead(state.status, headers);
      // Not `pipe`: when the client goes away early, `pipe` only stops reading, leaving the
      // body (an export's generator, paused inside its store's pages) open for good.
      // `pipeline` destroys it, and cuts the answer off if the body fails half-way.
      pipeline(body, res, () => {});
      return;
    }
    headers.push('Content-Length', `${Buffer.byteLength(body)}`);
    res.writeHead(state.status, headers);
    res.end(body);
  };
}
