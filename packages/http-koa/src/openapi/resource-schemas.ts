import {
  ACTOR_TYPES,
  AUDIT_ACTIONS,
  AUDIT_QUERY,
  AUDIT_RESOURCE_TYPES,
  EXPORTED_PAYMENT_FIELDS,
  LOGO_CONTENT_TYPES,
  NOTIFICATION_SETTINGS_FIELD_RULES,
  PAYMENT_FIELD_SCHEMAS,
  PAYMENT_LIST_QUERY,
  PAYMENT_SOURCES,
  type QueryParamRule,
  REQUIRED_ON_CREATE,
  SUBSCRIPTION_LIST_QUERY,
  SUBSCRIPTION_SORTS,
} from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { answerSchema, queryParameter, requestSchema } from './from-valibot.js';
import { closedObject, dateSchema as date, fullObject, schemaRef } from './schema-ref.js';
import { answeredFields as answered, askedFields as asked } from './subscription-fields.js';

const requestId = schemaRef('RequestId');
const envelope = (name: string) => fullObject({ data: schemaRef(name), requestId });

/** `query.filters` of a list: the filters of its query rules, as parsed. */
export function filtersOf(rules: readonly QueryParamRule[]): JsonSchema {
  const filters = rules.filter(({ name }) => !['limit', 'offset', 'sort'].includes(name));
  return closedObject(
    Object.fromEntries(
      filters.map((rule) => {
        const { default: _none, ...schema } = queryParameter(rule).schema;
        return [rule.name, schema];
      }),
    ),
    [],
    'The filters applied to this page.',
  );
}

/** A page of `item`, with the query that made it (the subscription list, the audit trail). */
export function listOf(item: string, query: JsonSchema): JsonSchema {
  return fullObject({
    data: { type: 'array', items: schemaRef(item) },
    pagination: schemaRef('Pagination'),
    query,
    requestId,
  });
}

const paymentAnswered = {
  amount: answerSchema(PAYMENT_FIELD_SCHEMAS.amount),
  status: answerSchema(PAYMENT_FIELD_SCHEMAS.status),
};

const subscriptionProperties: Record<string, JsonSchema> = {
  id: schemaRef('Uuid'),
  ...answered,
  hasLogo: {
    type: 'boolean',
    description:
      'True while an uploaded logo is stored for it (a PNG or WebP of at most 256 px, never the original); read-only.',
  },
  createdAt: schemaRef('DateTime'),
  updatedAt: schemaRef('DateTime'),
};
const subscriptionRequired = [
  'id',
  ...REQUIRED_ON_CREATE,
  'nextPaymentDate',
  'lastPaymentDate',
  'notificationEnabled',
  'status',
  'isTrial',
  'hasLogo',
  'createdAt',
  'updatedAt',
];
const paymentProperties: Record<string, JsonSchema> = {
  id: schemaRef('Uuid'),
  subscriptionId: schemaRef('Uuid'),
  dueOn: date('The renewal date it pays for.'),
  ...paymentAnswered,
  currency: answered['currency']!,
  source: {
    type: 'string',
    enum: PAYMENT_SOURCES,
    description:
      'renewal: a renewal date passed; backfill: from startedOn at creation; import: from an import; bank: a charge recorded from a bank statement; manual: a payment recorded by hand.',
  },
  createdAt: schemaRef('DateTime'),
  updatedAt: schemaRef('DateTime'),
};

/**
 * The records of the API and their envelopes. The fields a client writes come from the
 * domain's own validation rules (limits, enums, formats, words), so the document cannot
 * drift from what the server accepts.
 */
export const resourceSchemas: Record<string, JsonSchema> = {
  // No `example` on these: /docs would prefill every filter with it and empty the lists.
  Uuid: { type: 'string', format: 'uuid' },
  DateTime: { type: 'string', format: 'date-time', description: 'An RFC 3339 instant in UTC.' },
  RequestId: {
    type: 'string',
    minLength: 1,
    description: 'The id of this request; the same value is sent in the X-Request-Id header.',
  },
  Pagination: fullObject({
    limit: { type: 'integer', minimum: 1 },
    offset: { type: 'integer', minimum: 0 },
    hasMore: {
      type: 'boolean',
      description: 'When true, request the next page with offset + limit.',
    },
  }),
  Subscription: closedObject(
    subscriptionProperties,
    subscriptionRequired,
    'A subscription record. billingAnchorDay is absent for custom periods, customDate for the others, trialEndsOn outside a trial.',
  ),
  // D33, D40: a record of an export (version 3): as the API shows it, with its payments
  // and its logo.
  ExportedSubscription: closedObject(
    {
      ...subscriptionProperties,
      payments: {
        type: 'array',
        items: schemaRef('ExportedPayment'),
        description: 'Its payments, oldest first; an import restores them as they are.',
      },
      logo: fullObject(
        {
          contentType: { type: 'string', enum: LOGO_CONTENT_TYPES },
          data: {
            type: 'string',
            pattern: '^[A-Za-z0-9+/]*={0,2}$',
            description: 'The image in base64.',
          },
        },
        'Its uploaded logo, when it has one: the image in base64. An import re-encodes it as an upload.',
      ),
    },
    [...subscriptionRequired, 'payments'],
    'A subscription as the API shows it, with its payment history and logo.',
  ),
  ExportedPayment: fullObject(
    Object.fromEntries(EXPORTED_PAYMENT_FIELDS.map((field) => [field, paymentProperties[field]!])),
    'One payment of an exported subscription; the importing server gives it a new id.',
  ),
  SubscriptionCreate: {
    ...closedObject(
      asked,
      [...REQUIRED_ON_CREATE],
      'nextPaymentDate is required (or, deprecated, lastPaymentDate); customDate when period ' +
        'is custom. id, createdAt, updatedAt or unknown keys give invalid_subscription_field.',
    ),
    anyOf: [{ required: ['nextPaymentDate'] }, { required: ['lastPaymentDate'] }],
  },
  SubscriptionPatch: {
    ...closedObject(
      asked,
      [],
      'A non-empty subset of the writable fields; an empty body gives empty_patch. Changing ' +
        'period from custom to monthly or yearly without customDate clears it.',
    ),
    minProperties: 1,
  },
  SubscriptionEnvelope: envelope('Subscription'),
  SubscriptionList: listOf('Subscription', {
    type: 'object',
    properties: {
      sort: { type: 'string', enum: SUBSCRIPTION_SORTS },
      filters: filtersOf(SUBSCRIPTION_LIST_QUERY),
    },
    required: ['sort', 'filters'],
  }),
  // D40: one renewal of a subscription, paid or skipped; amount and status are writable.
  Payment: fullObject(
    paymentProperties,
    'One renewal of a subscription that was paid (or skipped).',
  ),
  PaymentPatch: {
    ...closedObject(
      {
        amount: requestSchema(PAYMENT_FIELD_SCHEMAS.amount),
        status: requestSchema(PAYMENT_FIELD_SCHEMAS.status),
      },
      [],
      'amount and/or status; any other key gives invalid_payment_field, an empty body empty_patch.',
    ),
    minProperties: 1,
  },
  PaymentEnvelope: envelope('Payment'),
  PaymentList: listOf('Payment', {
    type: 'object',
    properties: { filters: filtersOf(PAYMENT_LIST_QUERY) },
    required: ['filters'],
  }),
  DeletedEnvelope: fullObject({ deleted: { type: 'boolean', const: true }, requestId }),
  NotificationSettings: closedObject(
    {
      ...Object.fromEntries(
        NOTIFICATION_SETTINGS_FIELD_RULES.map(({ field, schema }) => [field, answerSchema(schema)]),
      ),
      timeZone: { type: ['string', 'null'], description: 'IANA time zone; "today" uses it.' },
      locale: { type: ['string', 'null'] },
      pushConfigured: {
        type: 'boolean',
        description: 'A push endpoint is configured; its URL and key are never returned.',
      },
      updatedAt: schemaRef('DateTime'),
    },
    ['enabled', 'daysBefore', 'pushConfigured', 'updatedAt'],
  ),
  NotificationSettingsPatch: {
    ...closedObject(
      Object.fromEntries(
        NOTIFICATION_SETTINGS_FIELD_RULES.map(({ field, schema }) => [
          field,
          requestSchema(schema),
        ]),
      ),
      [],
      'At least one of enabled, daysBefore. Any other field gives ' +
        'invalid_notification_settings_field; an empty object gives empty_patch.',
    ),
    minProperties: 1,
  },
  NotificationSettingsEnvelope: envelope('NotificationSettings'),
  AuditEvent: fullObject(
    {
      id: schemaRef('Uuid'),
      occurredAt: schemaRef('DateTime'),
      action: { type: 'string', enum: AUDIT_ACTIONS },
      resourceType: { type: 'string', enum: AUDIT_RESOURCE_TYPES },
      resourceId: {
        type: 'string',
        description:
          'The record written: a subscription id, the account id for notification settings, an API key id.',
      },
      actor: fullObject(
        {
          type: { type: 'string', enum: ACTOR_TYPES },
          id: {
            type: ['string', 'null'],
            description:
              'The API key id or the web session id that wrote; null for the command line. Never a secret.',
          },
        },
        'Which door the write came through: an API key, the web application or the command line.',
      ),
      apiKeyId: {
        type: ['string', 'null'],
        pattern: '^[0-9a-f]{16}$',
        description:
          'The public id of the key that wrote (never the secret); null when no key made the write.',
      },
      requestId,
      changes: {
        type: ['object', 'null'],
        additionalProperties: fullObject({ from: {}, to: {} }),
        description: 'Changed field -> {from, to}; from is null on create. null on a deletion.',
      },
    },
    'One successful write, committed together with the write itself.',
  ),
  AuditEventList: listOf('AuditEvent', {
    type: 'object',
    properties: { filters: filtersOf(AUDIT_QUERY) },
    required: ['filters'],
  }),
};
