import type { Context, Next } from 'koa';
import { type Asset, servedAssets } from '../assets/asset-files.js';

let byUrl: Map<string, Asset> | undefined;

/**
 * D29: `/assets/<name>.<contenthash>.<ext>` (stylesheets, the script, the stylesheets'
 * icons), cached for a year (a change makes a new name), compressed with brotli or gzip
 * when the browser accepts it.
 */
export async function serveAssets(ctx: Context, next: Next): Promise<void> {
  if (!ctx.path.startsWith('/assets/')) return next();
  byUrl ??= new Map(servedAssets().map((asset) => [asset.url, asset]));
  const asset = byUrl.get(ctx.path);
  if (!asset || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.vary('Accept-Encoding');
  ctx.type = asset.type;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = asset.brotli;
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = asset.gzip;
  } else {
    ctx.body = asset.body;
  }
}
