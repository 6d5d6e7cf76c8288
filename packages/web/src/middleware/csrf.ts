import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';
import { h } from 'preact';
import { formValue, readForm } from '../http/form-body.js';
import { render } from '../http/render.js';
import { sessionOf } from '../request-state.js';
import { CsrfRefusedScreen } from '../screens/csrf-refused-screen.js';
import { preSessionToken } from './pre-session-token.js';

/** The form field every POST form sends its token in. */
export const CSRF_FIELD = '_csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The paths whose route reads an upload (`multipart/form-data`) with `readUpload`, which
 * checks the token sent in the upload's body before it takes the file (issue 20: a token in
 * the query string ends up in proxy logs). An upload to any other path is refused here.
 */
export const UPLOAD_PATHS: ReadonlySet<string> = new Set([
  '/data/import',
  // D52: a file of exchange rates.
  '/settings/rates/import',
  // D56: a bank export for "Find subscriptions".
  '/find-subscriptions',
  // D53: the subscription form, which may carry a logo.
  '/subscriptions/new',
]);

/** Upload paths with a subscription's id: its edit form and its logo (D53). */
const UPLOAD_PATH_PATTERNS: readonly RegExp[] = [/^\/subscriptions\/[^/]+\/(?:edit|logo)$/];

/** Thrown by `readUpload` when an upload's `_csrf` field is missing, wrong or after the file. */
export class CsrfTokenRefused extends Error {
  constructor() {
    super('The form could not be sent');
    this.name = 'CsrfTokenRefused';
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The request comes from one of our own pages. Fetch Metadata first (every current
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

/** The tokens a form of this request may carry: its session's, its pre-session cookie's. */
function expectedTokens(ctx: Context): string[] {
  return [sessionOf(ctx)?.csrfToken, preSessionToken(ctx, false)].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
}

/** True when `token` is the CSRF token of this request's session (or pre-session cookie). */
export function acceptsCsrfToken(ctx: Context, token: string): boolean {
  return token !== '' && expectedTokens(ctx).some((candidate) => sameText(token, candidate));
}

/** An upload whose route checks the token in its body (see {@link UPLOAD_PATHS}). */
function isCheckedUpload(ctx: Context): boolean {
  if (!ctx.is('multipart/form-data')) return false;
  return UPLOAD_PATHS.has(ctx.path) || UPLOAD_PATH_PATTERNS.some((path) => path.test(ctx.path));
}

/**
 * Every state-changing request needs (1) a same-origin `Sec-Fetch-Site` or `Origin`
 * and (2) the CSRF token of its session, or before sign-in the token of the pre-session
 * cookie (double submit), in its form body. Otherwise a 403 page says what to do; nothing
 * runs. An upload's body is the route's to read: its token is checked there, before the
 * file is taken (`readUpload`).
 */
export async function csrfProtection(ctx: Context, next: Next): Promise<void> {
  if (SAFE_METHODS.has(ctx.method)) return next();
  // Without a token to compare with, the body is not even read.
  if (cameFromThisSite(ctx) && expectedTokens(ctx).length > 0) {
    if (isCheckedUpload(ctx)) return next();
    const form = ctx.is('application/x-www-form-urlencoded') ? await readForm(ctx) : {};
    if (acceptsCsrfToken(ctx, formValue(form, CSRF_FIELD))) return next();
  }
  refuseCsrf(ctx);
}

/** The 403 page of a request without a valid token or from another site; nothing ran. */
export function refuseCsrf(ctx: Context): void {
  render(ctx, h(CsrfRefusedScreen, { session: sessionOf(ctx) }), { status: 403 });
}
