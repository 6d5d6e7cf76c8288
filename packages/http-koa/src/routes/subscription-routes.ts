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
  subscriptionEtag,
  toSubscriptionListBody,
  toSubscriptionResource,
  updateSubscription,
} from '@subtrack/domain';
import { type ApiCall, defineApiRoute } from './route.js';

const COLLECTION = '/api/v1/subscriptions';
const ITEM = '/api/v1/subscriptions/{id}';
// D8: a request that uses the deprecated field is told so in a header.
const DEPRECATED = ['lastPaymentDate'] as const;

/** D32: the stored record's ETag for `If-Match`, `null` when there is none. */
async function currentSubscriptionEtag(
  id: string,
  { ports, principal }: ApiCall,
): Promise<string | null> {
  const stored = await ports.subscriptions.findById(principal.accountId, id);
  return stored === null ? null : subscriptionEtag(stored);
}

/** The five subscription routes of the spec (D26: POST answers 201 with `Location`). */
export const subscriptionRoutes = [
  defineApiRoute({
    method: 'GET',
    path: COLLECTION,
    scope: 'read',
    parse: ({ query }) => parseSubscriptionListQuery(query),
    async handle(query, { ports, principal }) {
      const page = await listSubscriptions(ports, principal.accountId, query);
      return { body: toSubscriptionListBody(page, query) };
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
    async handle(input, { ports, principal, requestId }) {
      const created = await createSubscription(
        ports,
        apiKeyWriteContext(principal, requestId),
        input,
      );
      return {
        status: 201,
        headers: { Location: `${COLLECTION}/${created.id}`, ETag: subscriptionEtag(created) },
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
    async handle(id, { ports, principal }) {
      const subscription = await getSubscription(ports, principal.accountId, id);
      // D32: a strong ETag from the stored version, no hashing of the answer.
      return {
        headers: { ETag: subscriptionEtag(subscription) },
        body: { data: toSubscriptionResource(subscription) },
      };
    },
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
    async handle({ id, patch }, { ports, principal, requestId }) {
      const updated = await updateSubscription(
        ports,
        apiKeyWriteContext(principal, requestId),
        id,
        patch,
      );
      return {
        headers: { ETag: subscriptionEtag(updated) },
        body: { data: toSubscriptionResource(updated) },
      };
    },
    currentEtag: ({ id }, call) => currentSubscriptionEtag(id, call),
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
    async handle(id, { ports, principal, requestId }) {
      await deleteSubscription(ports, apiKeyWriteContext(principal, requestId), id);
      return { body: { deleted: true } };
    },
    currentEtag: (id, call) => currentSubscriptionEtag(id, call),
  }),
];
