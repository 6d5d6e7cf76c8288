import type { Context, Next } from 'koa';
import { sessionOf } from '../request-state.js';

/**
 * The default guard of every screen route: without a valid session, a GET goes to
 * `/sign-in` (coming back afterwards) and anything else is refused the same way.
 */
export async function requireSession(ctx: Context, next: Next): Promise<void> {
  if (sessionOf(ctx)) return next();
  const back = ctx.method === 'GET' ? ctx.originalUrl : '/';
  ctx.redirect(back === '/' ? '/sign-in' : `/sign-in?next=${encodeURIComponent(back)}`);
}
