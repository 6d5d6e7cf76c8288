import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RequestState } from '../request-state.js';
import type { Route } from './route.js';

/** `/api/v1/subscriptions/{id}` (OpenAPI, the route table's syntax) -> `/api/v1/subscriptions/:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * A `@koa/router` router of the route table: each route answered by `middlewareOf(route)`,
 * with its path parameters percent-decoded in `ctx.params` (a malformed escape such as
 * `%E0%A4%A` kept raw, so the id parser answers it). Paths are case-sensitive and a
 * trailing slash is another path (`/api/v1/subscriptions/` is not found). HEAD is
 * served by each GET route (RFC 9110 9.3.2; Node sends no body). A request no route takes
 * goes on to the next middleware, with the layers that matched its path in `ctx.matched`.
 */
export function apiRouter(
  routes: readonly Route[],
  middlewareOf: (route: Route) => Middleware<RequestState>,
): Router<RequestState> {
  const router = new Router<RequestState>({ strict: true, sensitive: true });
  // One layer a path, its methods told apart here: the router tests every layer's pattern
  // against every request (issue 35: one layer a method tested some paths three times).
  const byPath = new Map<string, Map<string, Middleware<RequestState>>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Middleware<RequestState>>();
    methods.set(route.method, middlewareOf(route));
    byPath.set(route.path, methods);
  }
  for (const [path, methods] of byPath) {
    const served = [...methods.keys()];
    // The router calls a layer only for its methods, and adds HEAD wherever GET is.
    const get = methods.get('GET');
    if (get !== undefined) methods.set('HEAD', get);
    const only = served.length === 1 ? methods.get(served[0]!) : undefined;
    // A path of one method needs no lookup; HEAD then goes to GET's middleware too.
    router.register(
      routerPath(path),
      served,
      only ?? ((ctx, next) => methods.get(ctx.method)!(ctx, next)),
    );
  }
  return router;
}
