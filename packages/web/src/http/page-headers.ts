import type { Context } from 'koa';

/** No inline script or style; nothing but this origin; no framing. */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; " +
  "base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

/**
 * Issue 20: browser features no page uses are off; passkeys (WebAuthn, planned for sign-in)
 * and the clipboard (copy buttons) stay allowed for this origin. The same value as the
 * API's (`http-koa/src/permissions-policy.ts`; adapters do not import each other), which
 * `e2e/http-protocol.test.ts` compares.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), ' +
  'fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), ' +
  'microphone=(), midi=(), payment=(), picture-in-picture=(), screen-wake-lock=(), ' +
  'serial=(), usb=(), xr-spatial-tracking=(), publickey-credentials-create=(self), ' +
  'publickey-credentials-get=(self)';

/**
 * The headers of every page, redirect and error the web app answers.
 * Pages show account data, so nothing is cached (`no-store`); static assets replace it.
 */
export function setPageHeaders(ctx: Context): void {
  ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
}
