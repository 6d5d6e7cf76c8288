import Router from '@koa/router';
import type { Ports } from '@subtrack/domain';
import Koa from 'koa';
import { csrfProtection } from './middleware/csrf.js';
import { loadSession, noSessions } from './middleware/load-session.js';
import { pageErrors } from './middleware/page-errors.js';
import { requestLog } from './middleware/request-log.js';
import { serveAssets } from './middleware/serve-assets.js';
import { SCREEN_ROUTES } from './routes/index.js';
import { registerPublicRoutes } from './routes/public-routes.js';
import { requireSession, type WebState } from './web-state.js';

/** D28: sign-in throttling limits (defaults 10 per address, 50 per account, 15 minutes). */
export interface SignInLimits {
  perAddress?: number;
  perAccount?: number;
  windowSeconds?: number;
  blockSeconds?: number;
}

/** How to build the web app. */
export interface WebAppOptions {
  ports: Ports;
  /** Trust `X-Forwarded-For` / `X-Forwarded-Proto` (only behind a proxy). */
  trustProxy?: boolean;
  /** One JSON line per request (default: stdout). */
  log?: (line: string) => void;
  signInLimits?: SignInLimits;
}

/**
 * Builds the owner's web application (D27-D29) as a Koa app: public sign-in pages, then
 * every screen of `SCREEN_ROUTES` behind the session guard; CSRF checked on every POST.
 *
 * @example
 * const web = createWebApp({ ports });
 * http.createServer(web.callback()).listen(8080);
 */
export function createWebApp(options: WebAppOptions): Koa {
  const { ports } = options;
  const app = new Koa({ proxy: options.trustProxy ?? false });
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const deps = { ports };

  app.use(requestLog({ clock: ports.clock, log }));
  app.use(
    pageErrors((ctx, failure) => {
      (ctx.state as { failure?: unknown }).failure = failure;
    }),
  );
  app.use(serveAssets);
  app.use(loadSession(noSessions(ports)));
  app.use(csrfProtection);

  const publicRouter = new Router<WebState>();
  registerPublicRoutes(publicRouter, deps);
  app.use(publicRouter.routes());
  app.use(publicRouter.allowedMethods());

  const screens = new Router<WebState>();
  for (const register of SCREEN_ROUTES) register(screens, deps);
  app.use(requireSession);
  app.use(screens.routes());
  app.use(screens.allowedMethods());
  app.silent = true;
  return app;
}
