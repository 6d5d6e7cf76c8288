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
  for (const route of routes) {
    router.register(routerPath(route.path), [route.method], middlewareOf(route));
  }
  return router;
}
