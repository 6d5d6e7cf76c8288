import { signOutWebSession } from '@subtrack/domain';
import type { Context } from 'koa';
import { sessionIdFromCookie, setSessionCookie } from '../session/session-cookie.js';
import type { WebDeps } from '../web-deps.js';

/** Ends the browser's old session (if any) and starts using the new one (a new id at every sign-in). */
export async function switchSession(ctx: Context, deps: WebDeps, sessionId: string) {
  const old = sessionIdFromCookie(ctx);
  if (old) await signOutWebSession(deps.ports, old);
  setSessionCookie(ctx, sessionId);
}
