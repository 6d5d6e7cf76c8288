import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import { h } from 'preact';
import { FormBodyError } from '../http/form-body.js';
import { setPageHeaders } from '../http/page-headers.js';
import { translatorOf } from '../http/page-language.js';
import { render } from '../http/render.js';
import { sessionOf, type WebState } from '../request-state.js';
import { NotFoundScreen } from '../screens/not-found-screen.js';
import { ServerErrorScreen } from '../screens/server-error-screen.js';
import { CsrfTokenRefused, refuseCsrf } from './csrf.js';

/**
 * Outer middleware of the web app: gives the request its id, turns a failure into a page
 * (never a stack or SQL; the failure goes to the log) and answers 404 for any path no
 * route took.
 */
export function pageErrors(onFailure: (ctx: Context, failure: unknown) => void) {
  return async function pageErrorsMiddleware(ctx: Context, next: Next): Promise<void> {
    const state = ctx.state as Partial<WebState>;
    state.requestId = randomUUID();
    state.notice ??= null;
    ctx.set('X-Request-Id', state.requestId);
    // Redirects and refusals carry the page headers too; assets replace Cache-Control.
    setPageHeaders(ctx);
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        render(ctx, h(NotFoundScreen, { session: sessionOf(ctx) }), { status: 404 });
      }
    } catch (failure) {
      const requestId = state.requestId;
      if (failure instanceof CsrfTokenRefused) {
        refuseCsrf(ctx);
        return;
      }
      if (failure instanceof FormBodyError) {
        const page = h(ServerErrorScreen, {
          session: sessionOf(ctx),
          title: translatorOf(ctx).t('error.formUnreadable.heading'),
          message: translatorOf(ctx).t(failure.key),
          requestId,
        });
        render(ctx, page, { status: failure.status });
        return;
      }
      onFailure(ctx, failure);
      render(ctx, h(ServerErrorScreen, { session: sessionOf(ctx), requestId }), { status: 500 });
    }
  };
}
