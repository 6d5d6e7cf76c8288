import {
  apiKeyWriteContext,
  getConvertedSpend,
  getCurrencySettings,
  getSpendOverTime,
  listPayments,
  parsePaymentId,
  parsePaymentListQuery,
  parsePaymentPatchBody,
  parseSpendQuery,
  parseSubscriptionId,
  toPaymentListBody,
  toPaymentResource,
  updatePayment,
} from '@subtrack/domain';
import { PAYMENTS_INPUT, SPEND_INPUT, UPDATE_PAYMENT_INPUT } from '../input-schemas.js';
import type { SubtrackTool } from '../tool.js';
import { asQuery, idText, splitId } from '../tool-arguments.js';

/**
 * The payment history of a subscription (`GET` and `PATCH
 * /api/v1/subscriptions/{id}/payments[/{paymentId}]`) and spend per month
 * (`GET /api/v1/analytics/spend`).
 */
export const paymentTools: SubtrackTool[] = [
  {
    name: 'list_payments',
    title: "A subscription's payment history",
    description:
      'The payments of one subscription (by id), newest first, 50 at a time: each renewal ' +
      'date already passed with its amount, currency, status (paid, or skipped for a month ' +
      'not paid) and source (renewal, backfill from its start date, or import). Narrow by ' +
      'due date with from and to (YYYY-MM-DD, both included). Use it for "what did I pay ' +
      'for the gym this year?". Returns {data, pagination, query}.',
    scope: 'read',
    inputSchema: PAYMENTS_INPUT,
    output: { answer: 'PaymentList' },
    async run(args, { principal }, ports) {
      const { id: rawId, rest } = splitId(args);
      const id = parseSubscriptionId(rawId);
      const query = parsePaymentListQuery(asQuery(rest));
      return toPaymentListBody(await listPayments(ports, principal.accountId, id, query), query);
    },
  },
  {
    name: 'update_payment',
    title: 'Mark a payment skipped or change its amount',
    description:
      'Changes one payment (paymentId from list_payments) of one subscription (id): status ' +
      '"skipped" for a month that was not paid (or "paid" again), and/or amount (a number ' +
      'in major units) for a bill that differed. The subscription and its price do not ' +
      'change. Invalid input is refused with what to fix, and nothing is changed. Returns ' +
      '{data}.',
    scope: 'write',
    inputSchema: UPDATE_PAYMENT_INPUT,
    output: { answer: 'PaymentEnvelope' },
    async run(args, { principal, requestId }, ports) {
      const { id: rawId, paymentId: rawPaymentId, ...body } = args;
      // The API's checks in its order: the path's ids, then the body.
      const id = parseSubscriptionId(idText(rawId));
      const paymentId = parsePaymentId(idText(rawPaymentId));
      const patch = parsePaymentPatchBody(body);
      const updated = await updatePayment(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        paymentId,
        patch,
      );
      return { data: toPaymentResource(updated) };
    },
  },
  {
    name: 'spend_over_time',
    title: 'Spend per month',
    description:
      'What the user paid and will pay, per currency and calendar month from one month to ' +
      'another (from and to as YYYY-MM, both included, at most 36 months; by default the ' +
      'last 11 months through the next 12): paid sums the payments made that month, ' +
      'projected the renewals still to come at today’s prices. Never converted or added ' +
      'across currencies; when the user has chosen a home currency, spend.converted adds ' +
      'the same months as an estimate in it (each payment at the exchange rate of its own ' +
      'date, what is still to come at today’s), naming per month any currency left out for ' +
      'want of a rate. Use it for "what did I spend last year?" or "what will next ' +
      'quarter cost?". Returns {spend}.',
    scope: 'read',
    inputSchema: SPEND_INPUT,
    output: { answer: 'SpendEnvelope' },
    async run(args, { principal }, ports) {
      const query = parseSpendQuery(asQuery(args));
      const { homeCurrency } = await getCurrencySettings(ports, principal.accountId);
      const spend =
        homeCurrency === null
          ? await getSpendOverTime(ports, principal.accountId, query)
          : await getConvertedSpend(ports, principal.accountId, {
              ...query,
              convertTo: homeCurrency,
            });
      return { spend };
    },
  },
];
