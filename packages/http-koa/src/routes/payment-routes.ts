import {
  apiKeyWriteContext,
  listPayments,
  parseNoQuery,
  parsePaymentId,
  parsePaymentListQuery,
  parsePaymentPatchBody,
  parseSubscriptionId,
  toPaymentResource,
  updatePayment,
} from '@subtrack/domain';
import { defineApiRoute } from './route.js';

const COLLECTION = '/api/v1/subscriptions/{id}/payments';
const ITEM = '/api/v1/subscriptions/{id}/payments/{paymentId}';

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
    parse: ({ params, query }) => ({
      id: parseSubscriptionId(params.id ?? ''),
      query: parsePaymentListQuery(query),
    }),
    async handle({ id, query }, { ports, principal }) {
      const page = await listPayments(ports, principal.accountId, id, query);
      return {
        body: {
          data: page.items.map(toPaymentResource),
          pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
          query: { filters: query.filters },
        },
      };
    },
  }),
  defineApiRoute({
    method: 'PATCH',
    path: ITEM,
    scope: 'write',
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
