import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { RequestState } from '../request-state.js';
import type { Route } from './route.js';

/** `/api/v1/subscriptions/{id}` (OpenAPI, the route table's syntax) -> `/api/v1/subscriptions/:id`. */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

const API_PREFIX = '/api/v1/';

/**
 * The branch of a path: its first segment, or under `/api/v1/` the segment after it
 * (`/api/v1/subscriptions/x` -> `api/v1/subscriptions`, `/healthz` -> `healthz`). Every
 * route of a branch is in that branch's router, so a request is tested against its
 * branch's few patterns only.
 */
function branchOf(path: string): string {
  const from = path.startsWith(API_PREFIX) ? API_PREFIX.length : 1;
  const end = path.indexOf('/', from);
  return end === -1 ? path.slice(1) : path.slice(1, end);
}

/** A path that serves every method, answered by one middleware (`/mcp`). */
export interface AllMethodsPath {
  path: string;
  middleware: Middleware<RequestState>;
}

/**
 * The `@koa/router` routers of the route table, one a branch of the path space (see
 * `branchOf`), as one Koa middleware: each route answered by `middlewareOf(route)`, with its
 * path parameters percent-decoded in `ctx.params` (a malformed escape such as `%E0%A4%A`
 * kept raw, so the id parser answers it). Paths are case-sensitive and a trailing slash is
 * another path (`/api/v1/subscriptions/` is not found). HEAD is served by each GET route
 * (RFC 9110 9.3.2; Node sends no body). A request no route takes goes on to the next
 * middleware, with the layers that matched its path in `ctx.matched`.
 */
export function apiRouter(
  routes: readonly Route[],
  middlewareOf: (route: Route) => Middleware<RequestState>,
  allMethods: readonly AllMethodsPath[] = [],
): Middleware<RequestState> {
  // One layer a path, its methods told apart here: a router tests every layer's pattern
  // against every request it gets (issue 35: one layer a method tested some paths three
  // times; one router for all paths tested 24 patterns a request).
  const byPath = new Map<string, Map<string, Middleware<RequestState>>>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? new Map<string, Middleware<RequestState>>();
    methods.set(route.method, middlewareOf(route));
    byPath.set(route.path, methods);
  }
  const routers = new Map<string, Router<RequestState>>();
  const routerOf = (path: string): Router<RequestState> => {
    const branch = branchOf(path);
    if (branch.includes('{'))
      throw new Error(`${path}: a branch of the path space has no parameter`);
    let router = routers.get(branch);
    if (router === undefined) {
      router = new Router<RequestState>({ strict: true, sensitive: true });
      routers.set(branch, router);
    }
    return router;
  };
  for (const [path, methods] of byPath) {
    const served = [...methods.keys()];
    // The router calls a layer only for its methods, and adds HEAD wherever GET is.
    const get = methods.get('GET');
    if (get !== undefined) methods.set('HEAD', get);
    const only = served.length === 1 ? methods.get(served[0]!) : undefined;
    // A path of one method needs no lookup; HEAD then goes to GET's middleware too.
    routerOf(path).register(
      routerPath(path),
      served,
      only ?? ((ctx, next) => methods.get(ctx.method)!(ctx, next)),
    );
  }
  for (const { path, middleware } of allMethods) routerOf(path).all(routerPath(path), middleware);
  const dispatchers = new Map<string, Middleware<RequestState>>();
  for (const [branch, router] of routers) {
    // The router sets `ctx.params` and `ctx.router` itself before its layers run.
    dispatchers.set(branch, router.routes() as unknown as Middleware<RequestState>);
  }
  return (ctx, next) => {
    const dispatch = dispatchers.get(branchOf(ctx.path));
    return dispatch === undefined ? next() : dispatch(ctx, next);
  };
}
