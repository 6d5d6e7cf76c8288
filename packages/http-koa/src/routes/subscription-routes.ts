import {
  apiKeyWriteContext,
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  parseCreateSubscriptionBody,
  parseNoQuery,
  parseSubscriptionId,
  parseSubscriptionListQuery,
  parseSubscriptionPatchBody,
  toSubscriptionResource,
  updateSubscription,
} from '@subtrack/domain';
import { defineApiRoute } from './route.js';

const COLLECTION = '/api/v1/subscriptions';
const ITEM = '/api/v1/subscriptions/{id}';
// D8: a request that uses the deprecated field is told so in a header.
const DEPRECATED = ['lastPaymentDate'] as const;

/** The five subscription routes of the spec (D26: POST answers 201 with `Location`). */
export const subscriptionRoutes = [
  defineApiRoute({
    method: 'GET',
    path: COLLECTION,
    scope: 'read',
    parse: ({ query }) => parseSubscriptionListQuery(query),
    handle(query, { ports, principal }) {
      const page = listSubscriptions(ports, principal.accountId, query);
      return {
        body: {
          data: page.items.map((item) => toSubscriptionResource(item)),
          pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
          query: { sort: query.sort, filters: query.filters },
        },
      };
    },
  }),
  defineApiRoute({
    method: 'POST',
    path: COLLECTION,
    scope: 'write',
    body: 'json-object',
    deprecatedBodyFields: DEPRECATED,
    parse: ({ query, body }) => {
      parseNoQuery(query);
      return parseCreateSubscriptionBody(body);
    },
    handle(input, { ports, principal, requestId }) {
      const created = createSubscription(ports, apiKeyWriteContext(principal, requestId), input);
      return {
        status: 201,
        headers: { Location: `${COLLECTION}/${created.id}` },
        body: { data: toSubscriptionResource(created) },
      };
    },
  }),
  defineApiRoute({
    method: 'GET',
    path: ITEM,
    scope: 'read',
    parse: ({ params, query }) => {
      const id = parseSubscriptionId(params.id ?? '');
      parseNoQuery(query);
      return id;
    },
    handle: (id, { ports, principal }) => ({
      body: { data: toSubscriptionResource(getSubscription(ports, principal.accountId, id)) },
    }),
  }),
  defineApiRoute({
    method: 'PATCH',
    path: ITEM,
    scope: 'write',
    body: 'json-object',
    emptyBodyIsObject: true,
    deprecatedBodyFields: DEPRECATED,
    parse: ({ params, query, body }) => {
      const id = parseSubscriptionId(params.id ?? '');
      parseNoQuery(query);
      return { id, patch: parseSubscriptionPatchBody(body) };
    },
    handle({ id, patch }, { ports, principal, requestId }) {
      const updated = updateSubscription(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        patch,
      );
      return { body: { data: toSubscriptionResource(updated) } };
    },
  }),
  defineApiRoute({
    method: 'DELETE',
    path: ITEM,
    scope: 'write',
    parse: ({ params, query }) => {
      const id = parseSubscriptionId(params.id ?? '');
      parseNoQuery(query);
      return id;
    },
    handle(id, { ports, principal, requestId }) {
      deleteSubscription(ports, apiKeyWriteContext(principal, requestId), id);
      return { body: { deleted: true } };
    },
  }),
];
