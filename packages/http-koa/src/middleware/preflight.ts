import type { Context, Next } from 'koa';
import { isApiPath } from '../routes/api-path.js';

/** D22: what a browser may send; D31 and D32 add their request headers. */
export const ALLOWED_REQUEST_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'If-Match',
  'If-None-Match',
].join(', ');

/**
 * D22: every `/api/v1` path answers an OPTIONS preflight with 204, without authentication
 * or quota. Other OPTIONS requests go on to routing (and get 405 there).
 */
export async function preflight(ctx: Context, next: Next): Promise<void> {
  if (ctx.method !== 'OPTIONS' || !isApiPath(ctx.path)) {
    await next();
    return;
  }
  ctx.set('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS');
  // D22: plus the request headers the API defines (D31, D32).
  ctx.set('Access-Control-Allow-Headers', ALLOWED_REQUEST_HEADERS);
  ctx.set('Access-Control-Max-Age', '7200');
  ctx.status = 204;
}
