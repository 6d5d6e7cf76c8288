import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

/**
 * True when the request's `Accept` ranks JSON above HTML, q-values and specificity
 * respected (RFC 9110 12.5.1). A tie goes to HTML: `*∕*` (curl, `fetch` without a header)
 * or no `Accept` at all keeps the page, as does a browser, which lists `text/html` first.
 */
export function prefersJson(ctx: Context): boolean {
  return ctx.accepts('html', 'json') === 'json';
}

/** The paths the web app answers: those of its routers (any method) and its assets. */
export function servedPaths(
  routers: ReadonlyArray<Pick<Router, 'match'>>,
  assets: ReadonlyArray<{ url: string }>,
): (ctx: Context) => boolean {
  const assetUrls = new Set(assets.map((asset) => asset.url));
  return (ctx) =>
    assetUrls.has(ctx.path) ||
    routers.some((router) => router.match(ctx.path, ctx.method).path.length > 0);
}

/**
 * A client that prefers JSON, asking for a path no page serves, is passed on to the
 * next middleware untouched (in `subtrack serve`, the API's `404 not_found` envelope with
 * `requestId` and the API's headers), not given the HTML 404 page; `pages` answers every
 * other request. Goes first, before the pages set any header or write a log line.
 */
export function passJsonClientsOn(
  served: (ctx: Context) => boolean,
  pages: Middleware,
): Middleware {
  return function jsonClientsPassOn(ctx: Context, next: Next): Promise<unknown> {
    if (served(ctx) || !prefersJson(ctx)) return pages(ctx, async () => {});
    return next();
  };
}
