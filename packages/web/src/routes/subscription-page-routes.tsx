/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  getSubscription,
  isDomainError,
  listPayments,
  type PaymentListQuery,
  type Ports,
  parsePaymentId,
  parsePaymentPatchBody,
  parseSubscriptionId,
  type RawQuery,
  todayForAccount,
  toPaymentResource,
  toSubscriptionResource,
  updatePayment,
} from '@subtrack/domain';
import type { Context } from 'koa';
import { type FormErrors, formErrorsFrom } from '../components/form/index.js';
import { formValue, readForm } from '../http/form-body.js';
import { translatorOf } from '../http/page-language.js';
import { redirectWithNotice } from '../http/redirect-with-notice.js';
import { render } from '../http/render.js';
import { formattersOf, orNotFound, returnPath } from '../http/screen-context.js';
import { webWriteContextFor } from '../http/write-context.js';
import type { WebState } from '../request-state.js';
import type { PaymentHistoryPage } from '../screens/subscription/payment-history.js';
import { SubscriptionScreen } from '../screens/subscription/subscription-screen.js';
import {
  paymentChangedNotice,
  paymentPageHref,
  paymentPageLinks,
  paymentPatchBodyFrom,
  readPaymentPageRequest,
} from '../view-models/payment-history-view.js';
import { subscriptionPageView } from '../view-models/subscription-page-view.js';
import type { RegisterRoutes } from '../web-deps.js';

type Ctx = Context & { state: WebState };

/**
 * A refused payment change, shown beside that payment's amount with what was typed, or a
 * refused logo, shown beside the logo's file input.
 */
export type Refusal =
  | { errors: FormErrors; typed: Record<string, string> }
  | { logoErrors: FormErrors };

// The query of a local return address ("/subscriptions/<id>?offset=50").
function queryOf(path: string): RawQuery {
  return Object.fromEntries(new URL(path, 'http://local').searchParams);
}

// A change the rules refuse: the typed amount's own check (the subscription form's, D10) or
// the payment's (D40). The page shows the message beside the amount.
const REFUSED_CHANGE = ['invalid_subscription', 'invalid_payment'];

/** Renders a subscription's page (`ctx.params.id`), with a refused change's message. */
export async function showSubscriptionPage(
  ctx: Ctx,
  ports: Ports,
  raw: RawQuery,
  refusal?: Refusal,
): Promise<void> {
  const { session, notice } = ctx.state;
  const accountId = session.accountId;
  const current = await orNotFound(ctx, () =>
    getSubscription(ports, accountId, parseSubscriptionId(ctx.params.id ?? '')),
  );
  if (!current) return;
  const request = readPaymentPageRequest(raw);
  let payments: PaymentHistoryPage | undefined;
  if (request.query) {
    const query: PaymentListQuery = request.query;
    const found = await listPayments(ports, accountId, current.id, query);
    payments = {
      items: found.items.map(toPaymentResource),
      href: paymentPageHref(current.id, query, query.offset),
      ...paymentPageLinks(current.id, query, found.hasMore),
    };
  }
  const today = await todayForAccount(ports, accountId);
  const logoErrors = refusal && 'logoErrors' in refusal ? refusal.logoErrors : undefined;
  const typed = refusal && 'typed' in refusal ? refusal.typed : undefined;
  const errors = (refusal && 'errors' in refusal ? refusal.errors : undefined) ?? request.errors;
  render(
    ctx,
    <SubscriptionScreen
      session={session}
      notice={notice}
      subscription={toSubscriptionResource(current)}
      view={subscriptionPageView(current, today, translatorOf(ctx).t)}
      payments={payments}
      format={await formattersOf(ctx)}
      errors={errors}
      typed={typed}
      logoErrors={logoErrors}
    />,
    { status: errors || logoErrors ? 400 : 200 },
  );
}

/** `/subscriptions/<id>`: a subscription's page and its payments' forms. */
export const registerSubscriptionPageRoutes: RegisterRoutes = (router, { ports }) => {
  const showPage = (ctx: Ctx, raw: RawQuery, refusal?: Refusal) =>
    showSubscriptionPage(ctx, ports, raw, refusal);

  router.get('/subscriptions/:id', (ctx) => showPage(ctx, ctx.query));

  // D40: a payment marked skipped or paid again, or its amount changed, through the
  // domain's use case (a `payment.updated` audit record), then back to the page it was on.
  router.post('/subscriptions/:id/payments/:paymentId', async (ctx) => {
    const form = await readForm(ctx);
    const next = returnPath(formValue(form, 'next'));
    const typed = formValue(form, 'amount');
    const changed = await orNotFound(ctx, async () => {
      const subscriptionId = parseSubscriptionId(ctx.params.id ?? '');
      const rawPaymentId = ctx.params.paymentId ?? '';
      try {
        const paymentId = parsePaymentId(rawPaymentId);
        const body = paymentPatchBodyFrom({ status: formValue(form, 'status'), amount: typed });
        await updatePayment(
          ports,
          webWriteContextFor(ctx),
          subscriptionId,
          paymentId,
          parsePaymentPatchBody(body),
        );
        return translatorOf(ctx).t(paymentChangedNotice(body));
      } catch (error) {
        if (!isDomainError(error)) throw error;
        if (error.code === 'payment_not_found' || error.code === 'invalid_payment_id') {
          ctx.status = 404;
          return null;
        }
        if (!REFUSED_CHANGE.includes(error.code)) throw error;
        const errors =
          error.details.field === 'amount'
            ? formErrorsFrom(error, { amount: `amount-${rawPaymentId}` })
            : formErrorsFrom(error).map((found) => ({ ...found, field: null }));
        await showPage(ctx, queryOf(next), {
          errors,
          typed: { [rawPaymentId]: typed },
        });
        return null;
      }
    });
    if (changed) redirectWithNotice(ctx, next, changed);
  });
};
