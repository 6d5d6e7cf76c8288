import type { Context } from 'koa';

/**
 * The address a request came from: the socket's, or under trust-proxy the first entry of
 * `X-Forwarded-For` (Koa's `ctx.ip` with `app.proxy`). Used for sign-in throttling.
 */
export function clientAddress(ctx: Context): string {
  return ctx.ip || ctx.req.socket.remoteAddress || 'unknown';
}
