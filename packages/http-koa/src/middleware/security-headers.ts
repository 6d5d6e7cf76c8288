import type { Context, Next } from 'koa';
import { API_CONTENT_SECURITY_POLICY } from '../content-security-policy.js';
import { PERMISSIONS_POLICY } from '../permissions-policy.js';

/** Options of {@link securityAndCorsHeaders}. */
export interface CorsOptions {
  /** D22: `'*'` or the exact origins allowed to read responses. */
  origins: string[] | '*';
}

/** D22: what browsers may read from a cross-origin response. */
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

/**
 * Sets the headers every response carries, errors and preflights included: D23's
 * `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`, framing and referrer
 * protection, the API's Content-Security-Policy (`/docs` sets its own), the
 * Permissions-Policy, and D22's `Access-Control-Allow-Origin` / `Access-Control-Expose-Headers`.
 */
export function securityAndCorsHeaders(options: CorsOptions) {
  return async function securityHeadersMiddleware(ctx: Context, next: Next): Promise<void> {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    const origin = ctx.get('Origin');
    if (options.origins === '*') {
      ctx.set('Access-Control-Allow-Origin', '*');
    } else {
      // The answer depends on the Origin header: caches must keep one copy per origin.
      ctx.vary('Origin');
      if (origin && options.origins.includes(origin)) {
        ctx.set('Access-Control-Allow-Origin', origin);
      }
    }
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    await next();
  };
}
