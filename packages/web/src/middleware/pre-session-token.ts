import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';

/** The cookie holding the CSRF token of forms shown before sign-in (double submit). */
export const PRE_SESSION_COOKIE = 'subtrack_csrf';

/**
 * The CSRF token of a visitor without a session: read from its cookie, or (when `create`)
 * made and set, so the sign-in forms can carry it.
 */
export function preSessionToken(ctx: Context, create: boolean): string | null {
  const existing = ctx.cookies.get(PRE_SESSION_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  if (!create) return null;
  const token = randomBytes(32).toString('base64url');
  ctx.cookies.set(PRE_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    overwrite: true,
  });
  return token;
}
