import type { Router, RouterContext } from '@koa/router';
import { DomainError } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import { isApiPath } from '../routes/api-path.js';

// The order `Allow` lists methods in (the router keeps HEAD before GET).
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'];

/** Thrown by the router's `allowedMethods` when no route of the path takes the method. */
class UnservedMethod extends Error {}

/** D23: no route at this path. */
export function notFound(): DomainError {
  return new DomainError('not_found', 'There is no resource at this path.', {
    suggestedFix: 'Check the path against GET /api/v1/openapi.json.',
  });
}

/** D23: a known path asked with a method it does not serve; `allow` lists those it does. */
export function methodNotAllowed(method: string, allow: readonly string[]): DomainError {
  return new DomainError('method_not_allowed', `${method} is not supported on this path.`, {
    suggestedFix: `Use one of: ${allow.join(', ')}.`,
  });
}

/**
 * D23: answers the requests no route takes, before any authentication: an unknown path is
 * 404 `not_found`; a known path with another method (an unknown one such as PROPFIND, and
 * OPTIONS outside /api/v1, included) is 405 `method_not_allowed` with `Allow` listing the
 * path's methods (HEAD wherever GET is), plus OPTIONS under /api/v1 (D22). Goes right
 * before `router.routes()`.
 */
export function unroutedRequests(router: Router) {
  const allowedMethods = router.allowedMethods({
    throw: true,
    methodNotAllowed: () => new UnservedMethod(),
    notImplemented: () => new UnservedMethod(),
  });
  return async function unroutedRequestsMiddleware(ctx: Context, next: Next): Promise<void> {
    const routed = ctx as RouterContext;
    try {
      await allowedMethods(routed, next);
    } catch (error) {
      if (!(error instanceof UnservedMethod)) throw error;
      // The router also calls a method it does not know "not implemented" on unknown paths.
      const allow = (routed.matched ?? []).flatMap((layer) => layer.methods);
      if (allow.length === 0) throw notFound();
      if (isApiPath(ctx.path)) allow.push('OPTIONS');
      allow.sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
      ctx.set('Allow', allow.join(', '));
      throw methodNotAllowed(ctx.method, allow);
    }
    if (!routed.routeMatched) throw notFound();
  };
}
