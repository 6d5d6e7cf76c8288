import { analyticsRoutes } from './analytics-routes.js';
import { auditEventRoutes } from './audit-event-routes.js';
import { notificationSettingsRoutes } from './notification-settings-routes.js';
import { publicRoutes } from './public-routes.js';
import type { Route } from './route.js';
import { subscriptionRoutes } from './subscription-routes.js';

/** Every route the app serves, in one table: routing, 405 `Allow` and `listRoutes` agree. */
export const ROUTES: readonly Route[] = [
  ...subscriptionRoutes,
  ...analyticsRoutes,
  ...notificationSettingsRoutes,
  ...auditEventRoutes,
  ...publicRoutes,
];

/** The outcome of routing one request (D23). */
export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' };

interface CompiledPath {
  path: string;
  pattern: RegExp;
  names: string[];
}

function compile(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { path, pattern: new RegExp(`^${source}$`), names };
}

const COMPILED = [...new Set(ROUTES.map((route) => route.path))].map(compile);

// Issue 7: the routes of each path, grouped once per table instead of on every request.
const routesByPath = new WeakMap<readonly Route[], Map<string, Route[]>>();

function routesOfPath(routes: readonly Route[], path: string): Route[] {
  let byPath = routesByPath.get(routes);
  if (byPath === undefined) {
    byPath = new Map();
    for (const route of routes) {
      const list = byPath.get(route.path);
      if (list === undefined) byPath.set(route.path, [route]);
      else list.push(route);
    }
    routesByPath.set(routes, byPath);
  }
  return byPath.get(path) ?? [];
}

/** True for paths of the versioned API, which answer CORS preflights (D22). */
export function isApiPath(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}

/**
 * Finds the route of `method` and `path`. A path segment that is not valid
 * percent-encoding is kept raw, so the id parser rejects it as `invalid_subscription_id`.
 */
export function matchRoute(routes: readonly Route[], method: string, path: string): RouteMatch {
  for (const compiled of COMPILED) {
    const found = compiled.pattern.exec(path);
    if (!found) continue;
    const candidates = routesOfPath(routes, compiled.path);
    const route = candidates.find((candidate) => candidate.method === method);
    if (!route) {
      const allow: string[] = candidates.map((candidate) => candidate.method);
      // D22: every /api/v1 path also answers preflight OPTIONS.
      if (isApiPath(path)) allow.push('OPTIONS');
      return { kind: 'method_not_allowed', allow };
    }
    const params: Record<string, string> = {};
    compiled.names.forEach((name, index) => {
      params[name] = safeDecode(found[index + 1] ?? '');
    });
    return { kind: 'found', route, params };
  }
  return { kind: 'not_found' };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every served method and path, in OpenAPI path syntax, including the preflight OPTIONS
 * of each `/api/v1` path (D22). The OpenAPI test compares this with the document.
 */
export function listRoutes(): Array<{ method: string; path: string }> {
  const served = ROUTES.map(({ method, path }) => ({ method, path }));
  const preflights = [...new Set(ROUTES.map((route) => route.path))]
    .filter(isApiPath)
    .map((path) => ({ method: 'OPTIONS', path }));
  return [...served, ...preflights];
}
