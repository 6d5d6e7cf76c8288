import { Router, type RouterMiddleware } from '@koa/router';
import type { Route } from './route.js';

/** Every method some route serves; the rest are refused as 405 (or 404) by `unroutedRequests`. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'];

/** `/api/v1/subscriptions/{id}` (OpenAPI) -> `/api/v1/subscriptions/:id` (@koa/router). */
export function toRouterPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Builds one `@koa/router` router from the route table: `handlerFor(route)` serves a
 * matched route, with the percent-decoded path parameters in `ctx.params` (a malformed
 * escape such as `%E0%A4%A` is kept raw, so the id parser answers
 * `invalid_subscription_id`). Paths are case-sensitive and a trailing slash is another
 * path (D23: `/api/v1/subscriptions/` is `not_found`).
 */
export function createRouteRouter(
  routes: readonly Route[],
  handlerFor: (route: Route) => RouterMiddleware,
): Router {
  // `methods` leaves OPTIONS out so that the router never answers an OPTIONS itself:
  // /api/v1 preflights are answered before routing (D22), other paths get 405.
  const router = new Router({ sensitive: true, strict: true, methods: SERVED_METHODS });
  for (const route of routes) {
    router.register(toRouterPath(route.path), [route.method], handlerFor(route), {
      name: route.path,
    });
  }
  // Issue 20: the router serves HEAD with every GET (RFC 9110 9.3.2): the same handler, so
  // the same authentication, quota, status and headers; Koa sends no body for it.
  return router;
}
