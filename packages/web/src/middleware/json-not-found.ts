import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import type { Context, Next } from 'koa';

/** A Node request handler, such as the REST API's `app.callback()`. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

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
 * A client that prefers JSON gets the API's answer for a path no page serves (its
 * `404 not_found` envelope with `requestId`, and the API's headers), not the HTML 404
 * page. `served(ctx)` tells the paths the web app answers; `answer` is the API's handler,
 * which then writes the whole response. Goes first, before the web app sets any header.
 */
export function jsonNotFound(served: (ctx: Context) => boolean, answer: NodeHandler) {
  return async function jsonNotFoundMiddleware(ctx: Context, next: Next): Promise<void> {
    if (served(ctx) || !prefersJson(ctx)) return next();
    ctx.respond = false;
    answer(ctx.req, ctx.res);
  };
}
