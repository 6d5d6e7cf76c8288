import {
  type AnySchema,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_LIMIT,
  DEFAULT_SUBSCRIPTION_SORT,
  DISCOVERY_QUERY,
  MAX_CATEGORY_LENGTH,
  MAX_HORIZON_DAYS,
  MAX_LIMIT,
  MAX_NAME_LENGTH,
  MIN_HORIZON_DAYS,
  MIN_LIMIT,
  PAYMENT_FIELD_SCHEMAS,
  PAYMENT_LIST_QUERY,
  PERIODS,
  type QueryParamRule,
  REQUIRED_ON_CREATE,
  SPEND_QUERY,
  SUBSCRIPTION_FIELD_RULES,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTION_STATUSES,
} from '@subtrack/domain';
import { toJsonSchema } from '@valibot/to-json-schema';

/** A JSON Schema fragment as MCP's `tools/list` carries it. */
export type JsonSchema = Record<string, unknown>;

/** MCP requires a tool's input schema to describe an object. */
export interface JsonObjectSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  [keyword: string]: unknown;
}

/**
 * The JSON Schema of a domain valibot schema, as the caller types it (`typeMode: 'input'`:
 * the amount is a number before it becomes minor units). Rules that JSON Schema cannot say
 * (visible characters, a real calendar date) are left to the domain, which checks them on
 * every call anyway and says what to fix.
 */
function fromValibot(schema: AnySchema, description: string | undefined): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    typeMode: 'input',
    errorMode: 'ignore',
  }) as JsonSchema;
  return description === undefined ? json : { ...json, description };
}

/** Every writable subscription field, from the domain's field rules; hints become descriptions. */
const SUBSCRIPTION_FIELD_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  SUBSCRIPTION_FIELD_RULES.map(({ field, schema, hint }) => {
    const json = fromValibot(schema, hint.suggestedFix);
    // D8: still accepted, but an assistant should send nextPaymentDate.
    return [field, field === 'lastPaymentDate' ? { ...json, deprecated: true } : json];
  }),
);

const SUBSCRIPTION_ID: JsonSchema = {
  type: 'string',
  format: 'uuid',
  description: 'The id of the subscription, as list_subscriptions returns it.',
};

/** `create_subscription`: the POST body. */
export const CREATE_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: SUBSCRIPTION_FIELD_SCHEMAS,
  required: [...REQUIRED_ON_CREATE, 'nextPaymentDate'],
  additionalProperties: false,
};

/** `update_subscription`: the id plus the PATCH body (every field optional). */
export const UPDATE_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: { id: SUBSCRIPTION_ID, ...SUBSCRIPTION_FIELD_SCHEMAS },
  required: ['id'],
  additionalProperties: false,
};

/** `get_subscription`, `delete_subscription`. */
export const ID_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: { id: SUBSCRIPTION_ID },
  required: ['id'],
  additionalProperties: false,
};

/** D12: a page of a list, as numbers (the tools turn them into the query the API reads). */
const PAGE_PROPERTIES: Record<string, JsonSchema> = {
  limit: {
    type: 'integer',
    minimum: MIN_LIMIT,
    maximum: MAX_LIMIT,
    default: DEFAULT_LIMIT,
    description: 'Page size.',
  },
  offset: {
    type: 'integer',
    minimum: 0,
    default: 0,
    description: 'How many to skip; pagination.hasMore says whether there are more.',
  },
};

/** The non-page parameters of a query, from the API's own query rules (their words). */
const queryProperties = (rules: readonly QueryParamRule[]): Record<string, JsonSchema> =>
  Object.fromEntries(
    rules
      .filter(({ name }) => !(name in PAGE_PROPERTIES))
      .map(({ name, schema }) => [name, fromValibot(schema, undefined)]),
  );

/** `list_subscriptions`: the query parameters of `GET /api/v1/subscriptions` (D12). */
export const LIST_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: {
    q: {
      type: 'string',
      maxLength: MAX_NAME_LENGTH,
      description: 'Search: subscriptions whose name contains this text (case-insensitive).',
    },
    status: { type: 'string', enum: SUBSCRIPTION_STATUSES, description: 'Only this status.' },
    category: {
      type: 'string',
      maxLength: MAX_CATEGORY_LENGTH,
      description: 'Only this category (exact match).',
    },
    period: { type: 'string', enum: PERIODS, description: 'Only this billing period.' },
    expiringBefore: {
      type: 'string',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'Only subscriptions renewing before this date (YYYY-MM-DD).',
    },
    sort: {
      type: 'string',
      enum: SUBSCRIPTION_SORTS,
      default: DEFAULT_SUBSCRIPTION_SORT,
      description: 'Order; a leading minus sorts descending.',
    },
    ...PAGE_PROPERTIES,
  },
  additionalProperties: false,
};

/** `list_payments`: the subscription's id and the query of its payments list (D40). */
export const PAYMENTS_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: { id: SUBSCRIPTION_ID, ...queryProperties(PAYMENT_LIST_QUERY), ...PAGE_PROPERTIES },
  required: ['id'],
  additionalProperties: false,
};

/** `update_payment`: the two ids plus the PATCH body of a payment (D40). */
export const UPDATE_PAYMENT_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: {
    id: SUBSCRIPTION_ID,
    paymentId: {
      type: 'string',
      format: 'uuid',
      description: 'The id of the payment, as list_payments returns it.',
    },
    ...Object.fromEntries(
      Object.entries(PAYMENT_FIELD_SCHEMAS).map(([field, schema]) => [
        field,
        fromValibot(schema, undefined),
      ]),
    ),
  },
  required: ['id', 'paymentId'],
  additionalProperties: false,
};

/** `spend_over_time`: the months of `GET /api/v1/analytics/spend` (D41). */
export const SPEND_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: queryProperties(SPEND_QUERY),
  additionalProperties: false,
};

/** `spend_summary`, `upcoming_renewals`: the summary's window of upcoming renewals. */
export const HORIZON_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: {
    horizonDays: {
      type: 'integer',
      minimum: MIN_HORIZON_DAYS,
      maximum: MAX_HORIZON_DAYS,
      default: DEFAULT_HORIZON_DAYS,
      description: 'How many days ahead upcoming renewals are listed.',
    },
  },
  additionalProperties: false,
};

/** Tools without arguments. */
export const NO_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
};

/** `find_subscriptions_in_statement`: a bank export's text, its format and the CSV column mapping (D56). */
export const STATEMENT_INPUT: JsonObjectSchema = {
  type: 'object',
  properties: {
    statement: {
      type: 'string',
      minLength: 1,
      description:
        'The whole bank export as text, exactly as the bank wrote it (CSV, OFX, QFX or CAMT.053 XML).',
    },
    ...queryProperties(DISCOVERY_QUERY),
  },
  required: ['statement'],
  additionalProperties: false,
};
