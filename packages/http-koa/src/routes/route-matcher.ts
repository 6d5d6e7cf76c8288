import { DomainError } from '@subtrack/domain';
import { isApiPath } from './api-path.js';
import type { Route } from './route.js';

/** A route found for a request, with its path parameters percent-decoded. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** The routes of one path: by method (HEAD serves GET's), and its `Allow` header. */
interface PathRoutes {
  byMethod: Map<string, Route>;
  allow: string;
}

/** A path with `{name}` parameters, as a regular expression made once. */
interface TemplatePath extends PathRoutes {
  pattern: RegExp;
  names: string[];
}

// The order `Allow` lists methods in.
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** No route at this path. */
export function notFound(): DomainError {
  return new DomainError('not_found', 'There is no resource at this path.', {
    suggestedFix: 'Check the path against GET /api/v1/openapi.json.',
  });
}

/** A known path asked with a method it does not serve; `allow` lists those it does. */
export function methodNotAllowed(method: string, allow: readonly string[]): DomainError {
  return new DomainError('method_not_allowed', `${method} is not supported on this path.`, {
    suggestedFix: `Use one of: ${allow.join(', ')}.`,
  });
}

// A malformed escape such as `%E0%A4%A` is kept raw, so the id parser answers
// `invalid_subscription_id` rather than the router a 404.
function decode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function routesOf(path: string, routes: readonly Route[]): PathRoutes {
  const byMethod = new Map(routes.map((route) => [route.method as string, route]));
  // RFC 9110 9.3.2: HEAD is served wherever GET is, by the same route (Node sends no body).
  const get = byMethod.get('GET');
  if (get) byMethod.set('HEAD', get);
  const methods = [...byMethod.keys(), ...(isApiPath(path) ? ['OPTIONS'] : [])];
  methods.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
  return { byMethod, allow: methods.join(', ') };
}

/**
 * Finds the route of a request from the route table, prepared once: literal paths in a
 * map, `{name}` paths as regular expressions. Paths are case-sensitive and a trailing
 * slash is another path (`/api/v1/subscriptions/` is `not_found`). An unknown path
 * throws `not_found`; a known one with another method `method_not_allowed`, after
 * `onAllow` got the path's `Allow` header (preflight OPTIONS of /api/v1 paths is answered
 * before routing).
 */
export function routeMatcher(routes: readonly Route[]) {
  const grouped = new Map<string, Route[]>();
  for (const route of routes) grouped.set(route.path, [...(grouped.get(route.path) ?? []), route]);
  const literal = new Map<string, PathRoutes>();
  const templates: TemplatePath[] = [];
  for (const [path, group] of grouped) {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
    if (names.length === 0) {
      literal.set(path, routesOf(path, group));
      continue;
    }
    const source = path
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('([^/]+?)');
    templates.push({ ...routesOf(path, group), pattern: new RegExp(`^${source}$`), names });
  }

  return function match(
    method: string,
    path: string,
    onAllow: (allow: string) => void,
  ): RouteMatch {
    const exact = literal.get(path);
    let found: PathRoutes | undefined = exact;
    let params: Record<string, string> = {};
    if (exact === undefined) {
      for (const template of templates) {
        const values = template.pattern.exec(path);
        if (values === null) continue;
        found = template;
        params = Object.fromEntries(
          template.names.map((name, i) => [name, decode(values[i + 1]!)]),
        );
        break;
      }
    }
    if (found === undefined) throw notFound();
    const route = found.byMethod.get(method);
    if (route !== undefined) return { route, params };
    onAllow(found.allow);
    throw methodNotAllowed(method, found.allow.split(', '));
  };
}
