import {
  apiKeyWriteContext,
  listPayments,
  PAYMENT_LIST_QUERY,
  parseNoQuery,
  parsePaymentId,
  parsePaymentListQuery,
  parsePaymentPatchBody,
  parseRecordChargesBody,
  parseSubscriptionId,
  recordCharges,
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
 * A subscription's payment history, newest first (D12 pagination), and the change of
 * one payment's amount or status. The PATCH is a write like any other: scope write, quota,
 * idempotency keys and an audit record.
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
  // D56: charges from a bank statement, or recorded by hand, as paid payments.
  defineApiRoute({
    method: 'POST',
    path: COLLECTION,
    scope: 'write',
    doc: {
      operationId: 'recordPayments',
      tag,
      summary: 'Record charges as paid payments',
      description:
        'Records what was really charged: each charge becomes the paid payment of the renewal ' +
        'it paid, at its amount, with source bank (from a bank statement) or manual. A date ' +
        'up to 3 days from a renewal date (7 for a yearly plan) counts for that renewal, so ' +
        'a booking date can be sent as it is. A renewal that has a payment already has it ' +
        'updated to the charge (paid, its amount and source), never doubled: the same ' +
        'request twice changes nothing the second time. A charge after today, near no ' +
        'renewal, or a second one for a renewal is refused naming it (payments[2].dueOn), ' +
        'and nothing is recorded. Each new payment is audited as payment.recorded, each ' +
        'changed one as payment.updated; the subscription does not change. Validation ' +
        'order: invalid_json, invalid_payment_field, invalid_payment.',
      path: { id: subscriptionId },
      body: {
        description: 'source and the charges.',
        content: json(schemaRef('RecordCharges')),
      },
      success: {
        description: 'The payment of each charge as now stored, and what changed.',
        content: json(schemaRef('RecordedCharges')),
      },
      errors: [
        'invalid_subscription_id',
        'invalid_payment_field',
        'invalid_payment',
        'subscription_not_found',
      ],
    },
    body: 'json-object',
    parse: ({ params, query, body }) => {
      const id = parseSubscriptionId(params.id ?? '');
      parseNoQuery(query);
      return { id, charges: parseRecordChargesBody(body) };
    },
    async handle({ id, charges }, { ports, principal, requestId }) {
      const recorded = await recordCharges(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        charges,
      );
      const { created, updated, unchanged } = recorded;
      return {
        body: {
          data: recorded.payments.map(toPaymentResource),
          counts: { created, updated, unchanged },
        },
      };
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
