import type Router from '@koa/router';
import { roleAllows } from '@subtrack/domain';
import type { Context, Next } from 'koa';
import { h } from 'preact';
import { roleNeeded } from '../access/route-roles.js';
import { render } from '../http/render.js';
import { sessionOf, type WebState } from '../request-state.js';
import { RoleRefusedScreen } from '../screens/role-refused-screen.js';

/**
 * The registered path of the route `router` would run for this request (its first layer
 * with this method: koa-router runs the first one that answers), or null for none.
 */
export function matchedRoutePath(router: Router<WebState>, ctx: Context): string | null {
  const layer = router
    .match(ctx.path, ctx.method)
    .pathAndMethod.find((candidate) => candidate.methods.length > 0);
  return layer ? String(layer.path) : null;
}

/**
 * The one role check of every signed-in page and form, run after the session guard
 * and before any route: a member whose role is below the route's (`ROUTE_ROLES`) gets the
 * 403 page and nothing runs, so a refused write changes nothing.
 */
export function requireRouteRole(router: Router<WebState>) {
  const middleware = async (ctx: Context, next: Next): Promise<void> => {
    const session = sessionOf(ctx);
    const routePath = matchedRoutePath(router, ctx);
    if (!session || routePath === null) return next();
    const needed = roleNeeded(ctx.method, routePath);
    if (roleAllows(session.role, needed)) return next();
    render(ctx, h(RoleRefusedScreen, { session, needed }), { status: 403 });
  };
  // The router it guards, so a test can walk every route the check covers.
  return Object.assign(middleware, { checkedRouter: router });
}
