import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

/**
 * The cookie that ties a provider round trip to the browser that began it. The state
 * is also stored on the server (a sign-in challenge); the cookie makes sure a callback URL
 * someone else began (a link an attacker signed in with, sent to a victim) is refused here.
 */
export const OIDC_STATE_COOKIE = 'subtrack_oidc_state';

/** Only the callback reads it. */
const COOKIE_PATH = '/sign-in/oidc/callback';

// As long as the server keeps the challenge (SIGN_IN_CHALLENGE_MS.oidc).
const MAX_AGE_MS = 10 * 60 * 1000;

/** Remembers `state` in this browser (SameSite=Lax: sent on the provider's redirect back). */
export function setOidcStateCookie(ctx: Context, state: string): void {
  ctx.cookies.set(OIDC_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: ctx.secure,
    maxAge: MAX_AGE_MS,
    overwrite: true,
  });
}

/**
 * True when `state` (from the callback's query) is the one this browser began with. The
 * cookie is deleted either way: a state works once.
 */
export function takeOidcStateCookie(ctx: Context, state: string): boolean {
  const remembered = ctx.cookies.get(OIDC_STATE_COOKIE) ?? '';
  ctx.cookies.set(OIDC_STATE_COOKIE, null, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: ctx.secure,
    overwrite: true,
  });
  const left = Buffer.from(remembered);
  const right = Buffer.from(state);
  return left.length > 0 && left.length === right.length && timingSafeEqual(left, right);
}
