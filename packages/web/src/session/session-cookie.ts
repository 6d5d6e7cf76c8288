import type { Context } from 'koa';

/** The session cookie's name. */
export const SESSION_COOKIE = 'subtrack_session';

/**
 * `HttpOnly`, `SameSite=Lax`, `Path=/`, and `Secure` whenever the request came over
 * HTTPS (directly, or per `X-Forwarded-Proto` when the app trusts its proxy). No
 * `Max-Age`: the server decides when a session ends (idle 7 days, absolute 30 days).
 */
export function setSessionCookie(ctx: Context, sessionId: string): void {
  ctx.cookies.set(SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    overwrite: true,
  });
}

/** Deletes the session cookie (sign-out, or a cookie naming no live session). */
export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(SESSION_COOKIE, null, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    overwrite: true,
  });
}

/** The raw session id the browser sent, if any. */
export function sessionIdFromCookie(ctx: Context): string | null {
  const raw = ctx.cookies.get(SESSION_COOKIE);
  return raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? raw : null;
}
