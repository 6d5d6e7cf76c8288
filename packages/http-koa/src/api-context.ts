import type { RouterContext } from '@koa/router';
import type { RequestState } from './request-state.js';

/**
 * One API request: Koa's context, as `@koa/router` leaves it (`ctx.params` decoded,
 * `ctx.matched`), whose `state` is the answer being prepared (written by the API's
 * middleware, `middleware/api-middleware.ts`, in one call).
 */
export type ApiContext = RouterContext<RequestState>;

/** Adds a header to the request's answer. */
export function answerHeader(ctx: ApiContext, name: string, value: string): void {
  ctx.state.headers[name] = value;
}
