import type { Context, Next } from 'koa';
import { type Asset, servedAssets } from '../assets/asset-files.js';

let byUrl: Map<string, Asset> | undefined;

/**
 * `/assets/<name>.<contenthash>.<ext>` (stylesheets, the script, the stylesheets'
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
  // Brotli whenever it is accepted at all: browsers list it among equals ("gzip, deflate,
  // br, zstd"), which would otherwise pick the first, and it is the smaller.
  const encoding =
    ctx.acceptsEncodings('br') === 'br' ? 'br' : ctx.acceptsEncodings('gzip', 'identity');
  if (encoding === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = await asset.brotli();
  } else if (encoding === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = await asset.gzip();
  } else {
    ctx.body = asset.body;
  }
}
