/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  createSubscriptionWithLogo,
  getSubscription,
  isDomainError,
  parseCreateSubscriptionBody,
  parseSubscriptionId,
  parseSubscriptionPatchBody,
  toSubscriptionResource,
  updateSubscriptionWithLogo,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { readFormWithLogo } from '../http/logo-form.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { orNotFound } from '../http/screen-context.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import {
  type EditedSubscription,
  SubscriptionFormScreen,
} from '../screens/subscription-form-screen.js';
import {
  BLANK_SUBSCRIPTION_FORM,
  createBodyFrom,
  formValuesFrom,
  patchBodyFrom,
  readSubscriptionForm,
  type SubscriptionFormValues,
} from '../view-models/subscription-form.js';
import { subscriptionFormErrors } from '../view-models/subscription-form-errors.js';
import type { RegisterRoutes } from '../web-deps.js';

type Ctx = Context & { state: WebState };

function renderForm(
  ctx: Ctx,
  values: SubscriptionFormValues,
  editing?: EditedSubscription,
  errors?: FormErrors,
  status = 400,
): void {
  const { session, notice } = ctx.state;
  render(
    ctx,
    <SubscriptionFormScreen
      session={session}
      notice={notice}
      values={values}
      errors={errors}
      editing={editing}
    />,
    { status: errors ? status : 200 },
  );
}

// D27: a refused write shows the domain's message beside its field and keeps the typing.
async function attempt(
  ctx: Ctx,
  values: SubscriptionFormValues,
  editing: EditedSubscription | undefined,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDomainError(error) || error.code === 'subscription_not_found') throw error;
    if (error.code === 'subscription_limit_reached') {
      // D48: no field is wrong: the page says to make room or have the limit raised (409, as the API).
      renderForm(ctx, values, editing, formErrorsFrom(error), 409);
      return;
    }
    renderForm(ctx, values, editing, subscriptionFormErrors(error, values.unit));
  }
}

/** `/subscriptions/new` and `/subscriptions/<id>/edit`: POST-redirect-GET forms. */
export const registerSubscriptionFormRoutes: RegisterRoutes = (router, { ports, dataFiles }) => {
  // D53: the form may carry a logo, re-encoded before anything is written; a refused
  // image is said beside its input and nothing is saved.
  const readSubmitted = async (ctx: Ctx, editing?: EditedSubscription) => {
    const { form, logo, logoError } = await readFormWithLogo(ctx, dataFiles?.logoEncoder);
    const values = readSubscriptionForm(form);
    if (logoError) renderForm(ctx, values, editing, [logoError]);
    return { values, logo, refused: logoError !== null };
  };
  router.get('/subscriptions/new', (ctx) => renderForm(ctx, BLANK_SUBSCRIPTION_FORM));

  router.post('/subscriptions/new', async (ctx) => {
    const { values, logo, refused } = await readSubmitted(ctx);
    if (refused) return;
    await attempt(ctx, values, undefined, async () => {
      const input = parseCreateSubscriptionBody(createBodyFrom(values));
      // A logo that cannot be stored leaves no subscription behind, so the form shown again
      // can simply be sent again.
      await createSubscriptionWithLogo(ports, webWriteContextFor(ctx), input, logo);
      redirectWithNotice(
        ctx,
        '/subscriptions',
        translatorOf(ctx).t('subscriptionForm.notice.added'),
      );
    });
  });

  const load = (ctx: Ctx) =>
    orNotFound(ctx, () =>
      getSubscription(ports, ctx.state.session.accountId, parseSubscriptionId(ctx.params.id ?? '')),
    );

  router.get('/subscriptions/:id/edit', async (ctx) => {
    const current = await load(ctx);
    if (current) renderForm(ctx, formValuesFrom(toSubscriptionResource(current)), current);
  });

  router.post('/subscriptions/:id/edit', async (ctx) => {
    const current = await load(ctx);
    if (!current) return;
    const { values, logo, refused } = await readSubmitted(ctx, current);
    if (refused) return;
    await attempt(ctx, values, current, async () => {
      const body = patchBodyFrom(formValuesFrom(toSubscriptionResource(current)), values);
      if (Object.keys(body).length === 0 && logo === null) {
        redirectWithNotice(
          ctx,
          '/subscriptions',
          translatorOf(ctx).t('subscriptionForm.notice.unchanged'),
        );
        return;
      }
      const patch = Object.keys(body).length > 0 ? parseSubscriptionPatchBody(body) : null;
      await updateSubscriptionWithLogo(ports, webWriteContextFor(ctx), current.id, patch, logo);
      redirectWithNotice(
        ctx,
        '/subscriptions',
        translatorOf(ctx).t('subscriptionForm.notice.saved'),
      );
    });
  });
};
