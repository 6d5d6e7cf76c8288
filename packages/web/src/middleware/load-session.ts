import { type ActiveWebSession, type Ports, resumeWebSession } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import { takeNotice } from '../http/redirect-with-notice.js';
import type { WebState } from '../request-state.js';
import { csrfTokenFor } from '../session/csrf-token.js';
import { clearSessionCookie, sessionIdFromCookie } from '../session/session-cookie.js';

/** The web app's own view of the request's session: the domain record and the raw id. */
export interface OwnerSessionState {
  ownerSession?: { active: ActiveWebSession; sessionId: string };
}

/** The live domain session of a signed-in request (for the account screen's use cases). */
export function ownerSessionOf(ctx: Context): { active: ActiveWebSession; sessionId: string } {
  const found = (ctx.state as OwnerSessionState).ownerSession;
  if (!found) throw new Error('ownerSessionOf needs a signed-in request');
  return found;
}

/**
 * Puts the signed-in owner (when the cookie names a live session) and the one-time
 * notice on `ctx.state`. A cookie naming no live session (signed out, expired, stolen and
 * since ended) is deleted.
 */
export function loadSession(ports: Ports) {
  return async function loadSessionMiddleware(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as Partial<WebState> & OwnerSessionState;
    const sessionId = sessionIdFromCookie(ctx);
    if (sessionId) {
      const active = await resumeWebSession(ports, sessionId);
      if (active) {
        state.ownerSession = { active, sessionId };
        state.session = {
          accountId: active.accountId,
          memberId: active.memberId,
          role: active.role,
          sessionPublicId: active.publicId,
          csrfToken: csrfTokenFor(sessionId),
          email: active.email ?? '',
          language: active.language,
        };
      } else {
        clearSessionCookie(ctx);
      }
    } else if (ctx.cookies.get('subtrack_session')) {
      clearSessionCookie(ctx);
    }
    if (ctx.method === 'GET') state.notice = takeNotice(ctx);
    await next();
  };
}
