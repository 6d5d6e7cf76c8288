/**
 * `@subtrack/web`: the owner's web application, a Koa app of server-rendered
 * pages over the domain's use cases.
 */
export {
  createWebApp,
  createWebPages,
  type SignInLimits,
  type WebAppOptions,
  type WebPagesOptions,
} from './app.js';
export { type OidcCheck, OidcConnection } from './oidc/oidc-connection.js';
export type { OidcOptions } from './oidc/oidc-options.js';
export type { OidcProblem } from './oidc/oidc-problem.js';
export type { WebSession, WebState } from './request-state.js';
export { SCREEN_ROUTES } from './routes/index.js';
export type { RegisterRoutes, WebDataFiles, WebDeps } from './web-deps.js';
