import {
  DISCOVERY_QUERY,
  PAYMENT_FIELD_SCHEMAS,
  PAYMENT_LIST_QUERY,
  REQUIRED_ON_CREATE,
  SPEND_QUERY,
  SUBSCRIPTION_FIELD_RULES,
  SUBSCRIPTION_LIST_QUERY,
  SUMMARY_QUERY,
} from '@subtrack/domain';
import { type JsonSchema, jsonSchemaOf, queryJsonSchemas } from '@subtrack/domain/json-schema';

export type { JsonSchema } from '@subtrack/domain/json-schema';

/** MCP requires a tool's input schema to describe an object. */
export interface JsonObjectSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  [keyword: string]: unknown;
}

/** Every writable subscription field, as the caller types it; hints become descriptions. */
const SUBSCRIPTION_FIELD_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  SUBSCRIPTION_FIELD_RULES.map(({ field, schema, hint }) => {
    const json = { ...jsonSchemaOf(schema), description: hint.suggestedFix };
    // D8: still accepted, but an assistant should send nextPaymentDate.
    return [field, field === 'lastPaymentDate' ? { ...json, deprecated: true } : json];
  }),
);

const SUBSCRIPTION_ID: JsonSchema = {
  type: 'string',
  format: 'uuid',
  description: 'The id of the subscription, as list_subscriptions returns it.',
};

/** An object of the given properties and nothing else. */
const closed = (properties: Record<string, JsonSchema>, required?: string[]): JsonObjectSchema => ({
  type: 'object',
  properties,
  ...(required === undefined ? {} : { required }),
  additionalProperties: false,
});

/** `create_subscription`: the POST body. */
export const CREATE_INPUT = closed(SUBSCRIPTION_FIELD_SCHEMAS, [
  ...REQUIRED_ON_CREATE,
  'nextPaymentDate',
]);

/** `update_subscription`: the id plus the PATCH body (every field optional). */
export const UPDATE_INPUT = closed({ id: SUBSCRIPTION_ID, ...SUBSCRIPTION_FIELD_SCHEMAS }, ['id']);

/** `get_subscription`, `delete_subscription`. */
export const ID_INPUT = closed({ id: SUBSCRIPTION_ID }, ['id']);

// A query's parameters come with the API's own words, bounds and defaults: the tools hand
// their arguments to the API's query parser (`limit: 10` is read as `limit=10`).

/** `list_subscriptions`: the query of `GET /api/v1/subscriptions`. */
export const LIST_INPUT = closed(queryJsonSchemas(SUBSCRIPTION_LIST_QUERY));

/** `list_payments`: the subscription's id and the query of its payments list. */
export const PAYMENTS_INPUT = closed(
  { id: SUBSCRIPTION_ID, ...queryJsonSchemas(PAYMENT_LIST_QUERY) },
  ['id'],
);

/** `update_payment`: the two ids plus the PATCH body of a payment. */
export const UPDATE_PAYMENT_INPUT = closed(
  {
    id: SUBSCRIPTION_ID,
    paymentId: {
      type: 'string',
      format: 'uuid',
      description: 'The id of the payment, as list_payments returns it.',
    },
    ...Object.fromEntries(
      Object.entries(PAYMENT_FIELD_SCHEMAS).map(([field, schema]) => [field, jsonSchemaOf(schema)]),
    ),
  },
  ['id', 'paymentId'],
);

/** `spend_over_time`: the months of `GET /api/v1/analytics/spend`. */
export const SPEND_INPUT = closed(queryJsonSchemas(SPEND_QUERY));

/** `spend_summary`, `upcoming_renewals`: the summary's window of upcoming renewals. */
export const HORIZON_INPUT = closed(queryJsonSchemas(SUMMARY_QUERY));

/** Tools without arguments. */
export const NO_INPUT = closed({});

/** `find_subscriptions_in_statement`: a bank export's text, its format and the CSV column mapping. */
export const STATEMENT_INPUT = closed(
  {
    statement: {
      type: 'string',
      minLength: 1,
      description:
        'The whole bank export as text, exactly as the bank wrote it (CSV, OFX, QFX or CAMT.053 XML).',
    },
    ...queryJsonSchemas(DISCOVERY_QUERY),
  },
  ['statement'],
);
