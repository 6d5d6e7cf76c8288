import Koa from 'koa';

type HandleRequest = (
  ctx: Koa.Context,
  middleware: (ctx: Koa.Context) => Promise<void>,
) => Promise<void>;

/**
 * A Koa application whose requests for `answersItself` (the API's, which write their own
 * answer in one call and catch their own errors, with `ctx.respond = false`) run the
 * middleware without Koa's "response finished" listeners (`on-finished` on the response and
 * its socket, about a sixth of a `/healthz` request's CPU). Those listeners only tell Koa's
 * `ctx.onerror` of a response that failed or finished, which for such a request does
 * nothing: it has no answer of Koa's to write. Every other request (the web pages) goes
 * through Koa's own request handling unchanged, and an error escaping the middleware still
 * reaches `ctx.onerror` as in Koa.
 */
export function apiApplication(
  options: { proxy: boolean; maxIpsCount: number },
  answersItself: (ctx: Koa.Context) => boolean,
): Koa {
  const app = new Koa(options);
  // `handleRequest` is Koa's per-request step of `app.callback()` (koa 3: listeners, then
  // the middleware, then Koa's response); an own property replaces it for this app.
  const koa = app as unknown as { handleRequest?: HandleRequest };
  // A Koa release without the step keeps its own request handling: the listeners come back,
  // nothing else changes.
  if (typeof koa.handleRequest !== 'function') return app;
  const koaHandleRequest = koa.handleRequest.bind(app);
  koa.handleRequest = (ctx, middleware) => {
    if (!answersItself(ctx)) return koaHandleRequest(ctx, middleware);
    ctx.res.statusCode = 404;
    return middleware(ctx).catch((error: unknown) => ctx.onerror(error as Error));
  };
  return app;
}
