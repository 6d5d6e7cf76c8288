import { subscriptionExamples } from './examples/subscription-examples.js';
import type { PathItemObject } from './openapi-types.js';
import { operation, preflight } from './operation.js';
import { subscriptionIdParameter, subscriptionListParameters } from './parameters.js';
import { schemaRef } from './schema-ref.js';

const tag = 'Subscriptions';

/** The subscription collection and item paths (spec endpoints, D3-D12, D19, D26). */
export const subscriptionPaths: Record<string, PathItemObject> = {
  '/api/v1/subscriptions': {
    get: operation({
      operationId: 'listSubscriptions',
      examples: subscriptionExamples.listSubscriptions,
      summary: 'List subscriptions',
      description:
        "The caller's subscriptions, newest first by default. Active records never show a " +
        'nextPaymentDate before today.',
      tag,
      scope: 'read',
      parameters: subscriptionListParameters,
      success: { status: '200', description: 'One page.', schema: schemaRef('SubscriptionList') },
      errors: ['invalid_pagination', 'invalid_query'],
    }),
    post: operation({
      operationId: 'createSubscription',
      examples: subscriptionExamples.createSubscription,
      summary: 'Create a subscription',
      description:
        'Creates a record; a past nextPaymentDate rolls forward. An account holds at most 10,000 subscriptions (the server can be started with another limit); past it, 409 subscription_limit_reached.',
      tag,
      scope: 'write',
      body: { description: 'The writable fields.', schema: schemaRef('SubscriptionCreate') },
      success: {
        status: '201',
        description: 'Created; Location names the new record.',
        schema: schemaRef('SubscriptionEnvelope'),
        extraHeaders: ['Location', 'ETag'],
        optionalHeaders: ['Deprecation'],
      },
      errors: ['invalid_subscription', 'invalid_subscription_field', 'subscription_limit_reached'],
    }),
    options: preflight('preflightSubscriptions'),
  },
  '/api/v1/subscriptions/{id}': {
    get: operation({
      operationId: 'getSubscription',
      examples: subscriptionExamples.getSubscription,
      summary: 'Get a subscription',
      description: "One record; another owner's record is not found.",
      tag,
      scope: 'read',
      parameters: [subscriptionIdParameter],
      etag: 'read',
      success: {
        status: '200',
        description: 'The record.',
        schema: schemaRef('SubscriptionEnvelope'),
        extraHeaders: ['ETag'],
      },
      errors: ['invalid_subscription_id', 'subscription_not_found'],
    }),
    patch: operation({
      operationId: 'updateSubscription',
      examples: subscriptionExamples.updateSubscription,
      summary: 'Update a subscription',
      description:
        'Changes some fields, including status (every move between statuses is allowed). Validation order: ' +
        'invalid_json, invalid_subscription_field, empty_patch, invalid_subscription.',
      tag,
      scope: 'write',
      parameters: [subscriptionIdParameter],
      body: {
        description: 'A non-empty subset of the writable fields.',
        schema: schemaRef('SubscriptionPatch'),
      },
      success: {
        status: '200',
        description: 'The updated record.',
        schema: schemaRef('SubscriptionEnvelope'),
        extraHeaders: ['ETag'],
        optionalHeaders: ['Deprecation'],
      },
      etag: 'write',
      errors: [
        'invalid_subscription',
        'invalid_subscription_field',
        'invalid_subscription_id',
        'empty_patch',
        'subscription_not_found',
      ],
    }),
    delete: operation({
      operationId: 'deleteSubscription',
      examples: subscriptionExamples.deleteSubscription,
      summary: 'Delete a subscription',
      description:
        'Removes the record and its earlier audit records for good; one ' +
        'subscription.deleted record with changes null remains.',
      tag,
      scope: 'write',
      parameters: [subscriptionIdParameter],
      etag: 'write',
      success: { status: '200', description: 'Deleted.', schema: schemaRef('DeletedEnvelope') },
      errors: ['invalid_subscription_id', 'subscription_not_found'],
    }),
    options: preflight('preflightSubscription'),
  },
};
