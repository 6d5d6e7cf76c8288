/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  deleteSubscription,
  getSubscription,
  parseSubscriptionId,
  updateSubscription,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { STATUS_ACTIONS, type StatusAction } from '../components/status-actions.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { orNotFound, returnPath } from '../http/screen-context.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import { SubscriptionDeleteScreen } from '../screens/subscription-delete-screen.js';
import type { RegisterRoutes } from '../web-deps.js';

type Ctx = Context & { state: WebState };

/** Pause, resume, cancel and delete after a confirmation page. */
export const registerSubscriptionActionRoutes: RegisterRoutes = (router, { ports }) => {
  const load = (ctx: Ctx) =>
    orNotFound(ctx, () =>
      getSubscription(ports, ctx.state.session.accountId, parseSubscriptionId(ctx.params.id ?? '')),
    );

  for (const action of Object.keys(STATUS_ACTIONS) as StatusAction[]) {
    router.post(`/subscriptions/:id/${action}`, async (ctx) => {
      const form = await readForm(ctx);
      const { status, notice } = STATUS_ACTIONS[action];
      const done = await orNotFound(ctx, () => {
        const id = parseSubscriptionId(ctx.params.id ?? '');
        return updateSubscription(ports, webWriteContextFor(ctx), id, { status });
      });
      if (done) {
        redirectWithNotice(ctx, returnPath(formValue(form, 'next')), translatorOf(ctx).t(notice));
      }
    });
  }

  router.get('/subscriptions/:id/delete', async (ctx) => {
    const current = await load(ctx);
    if (!current) return;
    const { session, notice } = ctx.state;
    render(
      ctx,
      <SubscriptionDeleteScreen
        session={session}
        notice={notice}
        id={current.id}
        name={current.name}
      />,
    );
  });

  router.post('/subscriptions/:id/delete', async (ctx) => {
    await readForm(ctx);
    const deleted = await orNotFound(ctx, async () => {
      const id = parseSubscriptionId(ctx.params.id ?? '');
      await deleteSubscription(ports, webWriteContextFor(ctx), id);
      return true;
    });
    if (deleted) redirectWithNotice(ctx, '/subscriptions', translatorOf(ctx).t('actions.deleted'));
  });
};
