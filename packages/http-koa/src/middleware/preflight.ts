import type { Context, Next } from 'koa';
import { isApiPath } from '../routes/route-table.js';

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
  ctx.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  ctx.set('Access-Control-Max-Age', '7200');
  ctx.status = 204;
}
