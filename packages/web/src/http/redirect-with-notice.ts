import type { Context } from 'koa';

/** The cookie that carries a one-time notice across a POST-redirect-GET. */
export const NOTICE_COOKIE = 'subtrack_notice';
const MAX_NOTICE_LENGTH = 200;

/**
 * POST-redirect-GET (conventions: Rails' and Django's form flow): answers 303 to `path`
 * and leaves `notice` ("Subscription saved") for the next page, which shows it once.
 * `path` must be a path of this site (starting with one `/`).
 *
 * `notice` is already worded, from the catalogs, in the language of the page it lands on:
 * usually the request's (`translatorOf(ctx)`), the browser's when the redirect leaves the
 * member's session (`signedOutTranslatorOf(ctx)`). Worded here rather than kept as a key,
 * it carries no values (names a person typed) in the cookie, and the next page shows it as
 * it is, whatever language the member who sent it reads.
 */
export function redirectWithNotice(ctx: Context, path: string, notice: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`redirectWithNotice needs a local path, got ${path}`);
  }
  ctx.cookies.set(NOTICE_COOKIE, encodeURIComponent(notice.slice(0, MAX_NOTICE_LENGTH)), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: ctx.secure,
    maxAge: 60_000,
    overwrite: true,
  });
  ctx.status = 303;
  ctx.redirect(path);
}

/** Reads and clears the one-time notice; null when there is none. */
export function takeNotice(ctx: Context): string | null {
  const raw = ctx.cookies.get(NOTICE_COOKIE);
  if (raw === undefined) return null;
  ctx.cookies.set(NOTICE_COOKIE, null, { path: '/', httpOnly: true, sameSite: 'lax' });
  try {
    return decodeURIComponent(raw).slice(0, MAX_NOTICE_LENGTH) || null;
  } catch {
    return null;
  }
}
