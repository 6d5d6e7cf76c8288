import {
  apiKeyWriteContext,
  createSubscription,
  DEFAULT_ACCOUNT_LIMITS,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
  parseCreateSubscriptionBody,
  parseNoQuery,
  parseSubscriptionId,
  parseSubscriptionListQuery,
  parseSubscriptionPatchBody,
  SUBSCRIPTION_LIST_QUERY,
  subscriptionEtag,
  toSubscriptionListBody,
  toSubscriptionResource,
  updateSubscription,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { type ApiCall, defineApiRoute, type RouteDoc } from './route.js';

const COLLECTION = '/api/v1/subscriptions';
const ITEM = '/api/v1/subscriptions/{id}';
// D8: a request that uses the deprecated field is told so in a header.
const DEPRECATED = ['lastPaymentDate'] as const;
const tag = 'Subscriptions';
const LIMIT = DEFAULT_ACCOUNT_LIMITS.maxSubscriptionsPerAccount.toLocaleString('en');
const path: RouteDoc['path'] = {
  id: {
    description: 'Subscription id (UUID); another value gives 400 invalid_subscription_id.',
    schema: schemaRef('Uuid'),
  },
};
const envelope = schemaRef('SubscriptionEnvelope');

/** The stored record's ETag for `If-Match`, `null` when there is none. */
async function currentSubscriptionEtag(
  id: string,
  { ports, principal }: ApiCall,
): Promise<string | null> {
  const stored = await ports.subscriptions.findById(principal.accountId, id);
  return stored === null ? null : subscriptionEtag(stored);
}

/** The five subscription routes of the spec (POST answers 201 with `Location`). */
export const subscriptionRoutes = [
  defineApiRoute({
    method: 'GET',
    path: COLLECTION,
    scope: 'read',
    doc: {
      operationId: 'listSubscriptions',
      tag,
      summary: 'List subscriptions',
      description:
        "The caller's subscriptions, newest first by default. Active records never show a " +
        'nextPaymentDate before today.',
      query: SUBSCRIPTION_LIST_QUERY,
      success: {
        description: 'One page.',
        content: json(schemaRef('SubscriptionList')),
      },
      errors: ['invalid_pagination'],
    },
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
    doc: {
      operationId: 'createSubscription',
      tag,
      summary: 'Create a subscription',
      description:
        'Creates a record; a past nextPaymentDate rolls forward. An account holds at most ' +
        `${LIMIT} subscriptions (the server can be started with another limit); past it, ` +
        '409 subscription_limit_reached.',
      body: {
        description: 'The writable fields.',
        content: json(schemaRef('SubscriptionCreate')),
      },
      success: {
        status: 201,
        description: 'Created; Location names the new record.',
        content: json(envelope),
        headers: ['Location', 'ETag'],
      },
      errors: ['invalid_subscription', 'invalid_subscription_field', 'subscription_limit_reached'],
    },
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
    doc: {
      operationId: 'getSubscription',
      tag,
      summary: 'Get a subscription',
      description: "One record; another owner's record is not found.",
      path,
      success: {
        description: 'The record.',
        content: json(envelope),
        headers: ['ETag'],
      },
      errors: ['invalid_subscription_id', 'subscription_not_found'],
    },
    // Issue 34: the key is checked with the record, in one read.
    checksKeyInRead: true,
    parse: ({ params, query }) => {
      const id = parseSubscriptionId(params.id ?? '');
      parseNoQuery(query);
      return id;
    },
    async handle(id, { ports, principal, keyCheck }) {
      const subscription = await getSubscription(ports, principal.accountId, id, keyCheck);
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
    doc: {
      operationId: 'updateSubscription',
      tag,
      summary: 'Update a subscription',
      description:
        'Changes some fields, including status (every move between statuses is allowed). ' +
        'Validation order: invalid_json, invalid_subscription_field, empty_patch, ' +
        'invalid_subscription.',
      path,
      body: {
        description: 'A non-empty subset of the writable fields.',
        content: json(schemaRef('SubscriptionPatch')),
      },
      success: {
        description: 'The updated record.',
        content: json(envelope),
        headers: ['ETag'],
      },
      errors: [
        'invalid_subscription',
        'invalid_subscription_field',
        'invalid_subscription_id',
        'empty_patch',
        'subscription_not_found',
      ],
    },
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
    doc: {
      operationId: 'deleteSubscription',
      tag,
      summary: 'Delete a subscription',
      description:
        'Removes the record and its earlier audit records for good; one ' +
        'subscription.deleted record with changes null remains.',
      path,
      success: {
        description: 'Deleted.',
        content: json(schemaRef('DeletedEnvelope')),
      },
      errors: ['invalid_subscription_id', 'subscription_not_found'],
    },
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
