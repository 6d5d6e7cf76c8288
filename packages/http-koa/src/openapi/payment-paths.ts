import { paymentExamples } from './examples/payment-examples.js';
import type { ParameterObject, PathItemObject } from './openapi-types.js';
import { operation, preflight } from './operation.js';
import { paymentListParameters, spendParameters, subscriptionIdParameter } from './parameters.js';
import { schemaRef } from './schema-ref.js';

const paymentIdParameter: ParameterObject = {
  name: 'paymentId',
  in: 'path',
  required: true,
  description: 'Payment id (UUID); another value gives 400 invalid_payment_id.',
  schema: schemaRef('Uuid'),
};

/** D40: a subscription's payment history; D41: the spend over time. */
export const paymentPaths: Record<string, PathItemObject> = {
  '/api/v1/subscriptions/{id}/payments': {
    get: operation({
      operationId: 'listPayments',
      examples: paymentExamples.listPayments,
      summary: 'List payments of a subscription',
      description:
        'Every renewal date an active subscription passed becomes a payment, with the amount ' +
        'and currency in force on that date; newest first. Paused and cancelled stretches ' +
        'have none.',
      tag: 'Subscriptions',
      scope: 'read',
      parameters: [subscriptionIdParameter, ...paymentListParameters],
      success: { status: '200', description: 'One page.', schema: schemaRef('PaymentList') },
      errors: ['invalid_subscription_id', 'invalid_pagination', 'subscription_not_found'],
    }),
    options: preflight('preflightPayments'),
  },
  '/api/v1/subscriptions/{id}/payments/{paymentId}': {
    patch: operation({
      operationId: 'updatePayment',
      examples: paymentExamples.updatePayment,
      summary: 'Change a payment',
      description:
        'Changes the amount (a bill that varied) and/or the status (a month skipped) of one ' +
        'payment; the subscription does not change. Validation order: invalid_json, ' +
        'invalid_payment_field, empty_patch, invalid_payment.',
      tag: 'Subscriptions',
      scope: 'write',
      parameters: [subscriptionIdParameter, paymentIdParameter],
      body: { description: 'amount and/or status.', schema: schemaRef('PaymentPatch') },
      success: {
        status: '200',
        description: 'The changed payment.',
        schema: schemaRef('PaymentEnvelope'),
      },
      errors: [
        'invalid_subscription_id',
        'invalid_payment_id',
        'invalid_payment_field',
        'invalid_payment',
        'empty_patch',
        'subscription_not_found',
        'payment_not_found',
      ],
    }),
    options: preflight('preflightPayment'),
  },
  '/api/v1/analytics/spend': {
    get: operation({
      operationId: 'getSpendOverTime',
      examples: paymentExamples.getSpendOverTime,
      summary: 'Spend over time',
      description:
        'Per currency and calendar month: paid sums the paid payments due that month; ' +
        'projected, for the current month and later, the renewals the active schedules will ' +
        'still produce at today’s amounts. Every month of the range is listed; never converted ' +
        'between currencies.',
      tag: 'Analytics',
      scope: 'read',
      parameters: spendParameters,
      success: { status: '200', description: 'The months.', schema: schemaRef('SpendEnvelope') },
      errors: ['invalid_query'],
    }),
    options: preflight('preflightSpend'),
  },
};
