import type { Context, Next } from 'koa';

/**
 * D21: without `trustProxy` the client address is the socket's. When requests carry
 * `X-Forwarded-For` anyway, subtrack is most likely behind a reverse proxy whose address
 * every client then shares (one client's invalid keys would block everyone): `onFirst` is
 * called for the first such request, once, so the operator learns what to set.
 */
export function forwardedForWarning(onFirst: () => void) {
  let warned = false;
  return async function forwardedForWarningMiddleware(ctx: Context, next: Next): Promise<void> {
    if (!warned && ctx.get('X-Forwarded-For') !== '') {
      warned = true;
      onFirst();
    }
    await next();
  };
}
