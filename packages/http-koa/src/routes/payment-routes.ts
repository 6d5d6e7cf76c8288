import {
  apiKeyWriteContext,
  listPayments,
  PAYMENT_LIST_QUERY,
  parseNoQuery,
  parsePaymentId,
  parsePaymentListQuery,
  parsePaymentPatchBody,
  parseSubscriptionId,
  toPaymentListBody,
  toPaymentResource,
  updatePayment,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute, type RouteDoc } from './route.js';

const COLLECTION = '/api/v1/subscriptions/{id}/payments';
const ITEM = '/api/v1/subscriptions/{id}/payments/{paymentId}';
const tag = 'Subscriptions';
const subscriptionId: NonNullable<RouteDoc['path']>[string] = {
  description: 'Subscription id (UUID); another value gives 400 invalid_subscription_id.',
  schema: schemaRef('Uuid'),
};

/**
 * D40: a subscription's payment history, newest first (D12 pagination), and the change of
 * one payment's amount or status. The PATCH is a write like any other: scope write, quota,
 * idempotency keys (D31) and an audit record.
 */
export const paymentRoutes = [
  defineApiRoute({
    method: 'GET',
    path: COLLECTION,
    scope: 'read',
    doc: {
      operationId: 'listPayments',
      tag,
      summary: 'List payments of a subscription',
      description:
        'Every renewal date an active subscription passed becomes a payment, with the amount ' +
        'and currency in force on that date; newest first. Paused and cancelled stretches ' +
        'have none.',
      path: { id: subscriptionId },
      query: PAYMENT_LIST_QUERY,
      success: {
        description: 'One page.',
        content: json(schemaRef('PaymentList')),
      },
      errors: ['invalid_subscription_id', 'invalid_pagination', 'subscription_not_found'],
    },
    parse: ({ params, query }) => ({
      id: parseSubscriptionId(params.id ?? ''),
      query: parsePaymentListQuery(query),
    }),
    async handle({ id, query }, { ports, principal }) {
      const page = await listPayments(ports, principal.accountId, id, query);
      return { body: toPaymentListBody(page, query) };
    },
  }),
  defineApiRoute({
    method: 'PATCH',
    path: ITEM,
    scope: 'write',
    doc: {
      operationId: 'updatePayment',
      tag,
      summary: 'Change a payment',
      description:
        'Changes the amount (a bill that varied) and/or the status (a month skipped) of one ' +
        'payment; the subscription does not change. Validation order: invalid_json, ' +
        'invalid_payment_field, empty_patch, invalid_payment.',
      path: {
        id: subscriptionId,
        paymentId: {
          description: 'Payment id (UUID); another value gives 400 invalid_payment_id.',
          schema: schemaRef('Uuid'),
        },
      },
      body: {
        description: 'amount and/or status.',
        content: json(schemaRef('PaymentPatch')),
      },
      success: {
        description: 'The changed payment.',
        content: json(schemaRef('PaymentEnvelope')),
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
    },
    body: 'json-object',
    emptyBodyIsObject: true,
    parse: ({ params, query, body }) => {
      const id = parseSubscriptionId(params.id ?? '');
      const paymentId = parsePaymentId(params.paymentId ?? '');
      parseNoQuery(query);
      return { id, paymentId, patch: parsePaymentPatchBody(body) };
    },
    async handle({ id, paymentId, patch }, { ports, principal, requestId }) {
      const updated = await updatePayment(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        paymentId,
        patch,
      );
      return { body: { data: toPaymentResource(updated) } };
    },
  }),
];
