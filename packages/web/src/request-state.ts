import type { MemberRole } from '@subtrack/domain';
import type { Context } from 'koa';

/** The signed-in member of a request. Present on every route behind `requireSession`. */
export interface WebSession {
  accountId: string;
  /** The member signed in, and their role as stored now (read at every request). */
  memberId: string;
  role: MemberRole;
  /** The audit actor id of this session; never the secret session id. */
  sessionPublicId: string;
  /** The CSRF token bound to this session; forms send it as `_csrf`. */
  csrfToken: string;
  email: string;
  /** The language the member chose for the pages, or null for the browser's ("Automatic"). */
  language: string | null;
}

/** What the web app's middleware puts on `ctx.state` for screens. */
export interface WebState {
  session: WebSession;
  /** The request id of the log line and of audit records. */
  requestId: string;
  /** A one-time notice set by the POST that redirected here ("Subscription saved"), or null. */
  notice: string | null;
}

/** The signed-in state of a request that may or may not have a session (public pages). */
export function sessionOf(ctx: Context): WebSession | null {
  return (ctx.state as Partial<WebState>).session ?? null;
}
