import { isLanguage } from '@subtrack/i18n';
import type { Context, Next } from 'koa';
import { appIcons } from '../app-shell/app-icons.js';
import { SERVICE_WORKER_PATH, serviceWorkerScript } from '../app-shell/service-worker-bundle.js';
import { MANIFEST_PATH, webAppManifest } from '../app-shell/web-app-manifest.js';
import { CONTENT_SECURITY_POLICY } from '../http/page-headers.js';
import { browserLanguage } from '../http/page-language.js';

const ICON_PREFIX = '/assets/app-icon-';

/** True for the paths {@link serveAppShell} answers (for the JSON clients' 404). */
export function isAppShellPath(path: string): boolean {
  return path === MANIFEST_PATH || path === SERVICE_WORKER_PATH || path.startsWith(ICON_PREFIX);
}

/**
 * The manifest's language: the page's, which its link names (`?lang=de`); else the best match
 * of the browser's languages, as for a page seen before signing in.
 */
function manifestLanguage(ctx: Context): string {
  const named = ctx.query['lang'];
  if (typeof named === 'string' && isLanguage(named)) return named;
  ctx.vary('Accept-Language');
  return browserLanguage(ctx);
}

/**
 * What makes the web app installable, for everybody (signed in or not): the manifest, the
 * service worker at the root (its scope is every page) and the icons. The manifest and the
 * worker are asked again on every visit (`no-cache`), so a new version is found at once.
 */
export async function serveAppShell(ctx: Context, next: Next): Promise<void> {
  if (!isAppShellPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('X-Content-Type-Options', 'nosniff');
  if (ctx.path === MANIFEST_PATH) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'application/manifest+json';
    ctx.body = JSON.stringify(webAppManifest(await appIcons(), manifestLanguage(ctx)));
    return;
  }
  if (ctx.path === SERVICE_WORKER_PATH) {
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.body = await serviceWorkerScript();
    return;
  }
  const icon = (await appIcons()).find((candidate) => candidate.url === ctx.path);
  if (!icon) return next();
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.type = 'image/png';
  ctx.body = icon.body;
}
