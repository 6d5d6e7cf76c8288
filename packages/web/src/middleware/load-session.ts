import type { Ports } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import { takeNotice } from '../http/redirect-with-notice.js';
import type { WebSession, WebState } from '../web-state.js';

/** D29: the session cookie's name. */
export const SESSION_COOKIE = 'subtrack_session';

/** Finds the live session of a raw cookie value, or null. */
export type SessionResolver = (rawSessionId: string) => WebSession | null;

/**
 * Puts the signed-in owner (if the cookie names a live session) and the one-time notice
 * on `ctx.state`. An unknown or expired cookie is deleted.
 */
export function loadSession(resolve: SessionResolver) {
  return async function loadSessionMiddleware(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as Partial<WebState>;
    const raw = ctx.cookies.get(SESSION_COOKIE);
    if (raw) {
      const session = resolve(raw);
      if (session) state.session = session;
      else ctx.cookies.set(SESSION_COOKIE, null, { path: '/', httpOnly: true, sameSite: 'lax' });
    }
    if (ctx.method === 'GET') state.notice = takeNotice(ctx);
    await next();
  };
}

/** Placeholder until the owner-login ports land: nobody is signed in. */
export function noSessions(_ports: Ports): SessionResolver {
  return () => null;
}
