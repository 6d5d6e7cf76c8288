import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import { formValue, readForm } from '../http/form-body.js';
import { render } from '../http/render.js';
import { CsrfRefused } from '../screens/csrf-refused.js';
import { sessionOf } from '../web-state.js';
import { preSessionToken } from './pre-session-token.js';

/** The form field every POST form sends its token in. */
export const CSRF_FIELD = '_csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * D29: the request comes from one of our own pages. Fetch Metadata first (every current
 * browser sends it); else `Origin`; a request with neither (an old browser, a script) still
 * needs the token.
 */
export function cameFromThisSite(ctx: Context): boolean {
  const site = ctx.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = ctx.get('Origin');
  if (!origin) return true;
  // Our own origin from the request line (Koa 3's `ctx.origin` is the Origin header itself).
  return origin === `${ctx.protocol}://${ctx.host}`;
}

async function sentToken(ctx: Context): Promise<string> {
  if (ctx.is('application/x-www-form-urlencoded'))
    return formValue(await readForm(ctx), CSRF_FIELD);
  // Uploads (multipart) carry the token in the query string: the request log never shows it.
  const fromQuery = ctx.query[CSRF_FIELD];
  return typeof fromQuery === 'string' ? fromQuery : '';
}

/**
 * D29: every state-changing request needs (1) a same-origin `Sec-Fetch-Site` or `Origin`
 * and (2) the CSRF token of its session, or before sign-in the token of the pre-session
 * cookie (double submit). Otherwise a 403 page says what to do; nothing runs.
 */
export async function csrfProtection(ctx: Context, next: Next): Promise<void> {
  if (SAFE_METHODS.has(ctx.method)) return next();
  const expected = [sessionOf(ctx)?.csrfToken, preSessionToken(ctx, false)].filter(
    (token): token is string => Boolean(token),
  );
  const token = cameFromThisSite(ctx) && expected.length > 0 ? await sentToken(ctx) : '';
  if (token && expected.some((candidate) => sameText(token, candidate))) return next();
  render(ctx, CsrfRefused({ session: sessionOf(ctx) }), { status: 403 });
}
