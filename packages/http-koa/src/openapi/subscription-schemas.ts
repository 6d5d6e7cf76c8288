import {
  CURRENCIES,
  MAX_INTERVAL_COUNT,
  MAX_NOTICE_DAYS,
  MAX_REMINDER_DAYS_BEFORE,
  MAX_REMINDER_OFFSETS,
  PERIODS,
  SUBSCRIPTION_STATUSES,
  WRITABLE_SUBSCRIPTION_FIELDS,
} from '@subtrack/domain';
import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

const CUSTOM_DATE_NOTE = 'A day count written as a string, 1 to 3650; only when period is custom.';

/** D10: an amount in major units; subscriptions and payments (D40) share it. */
export const AMOUNT_SCHEMA: JsonSchema = {
  type: 'number',
  minimum: 0,
  maximum: 999999.99,
  multipleOf: 0.01,
  description: 'Major currency units, at most 2 decimals; a JSON number, never a string.',
};

/** The writable fields' schemas, shared by the resource, the create body and the patch body. */
const writable: Record<string, JsonSchema> = {
  name: {
    type: 'string',
    minLength: 1,
    maxLength: 120,
    description: 'Trimmed; 1-120 code points.',
  },
  category: {
    type: 'string',
    minLength: 1,
    maxLength: 80,
    description: 'Trimmed; 1-80 code points; list filter matches it exactly.',
  },
  amount: AMOUNT_SCHEMA,
  currency: { type: 'string', enum: CURRENCIES },
  period: {
    type: 'string',
    enum: PERIODS,
    description: 'monthly: same calendar day each month; custom: every customDate days.',
  },
  nextPaymentDate: {
    ...schemaRef('CalendarDate'),
    description: 'Authoritative upcoming renewal. A past date rolls forward by whole periods.',
  },
  lastPaymentDate: {
    ...schemaRef('CalendarDate'),
    deprecated: true,
    description:
      'Deprecated: in responses nextPaymentDate minus one period; as input without ' +
      'nextPaymentDate it becomes nextPaymentDate plus one period. A request using it gets a ' +
      'Deprecation: true header.',
  },
  billingAnchorDay: {
    type: 'integer',
    minimum: 1,
    maximum: 31,
    description: 'Monthly and yearly only; inferred from nextPaymentDate when omitted.',
  },
  customDate: {
    type: ['string', 'null'],
    pattern: '^[1-9]\\d*$',
    description: `${CUSTOM_DATE_NOTE} null clears it.`,
  },
  notificationEnabled: { type: 'boolean', description: 'Per-subscription reminder toggle.' },
  status: {
    type: 'string',
    enum: SUBSCRIPTION_STATUSES,
    description: 'Every move among the three statuses is allowed.',
  },
  isTrial: {
    type: 'boolean',
    description: 'A trial changes only reminders, not analytics. Default false.',
  },
  trialEndsOn: {
    ...schemaRef('CalendarDate'),
    description: 'Required when isTrial is true, rejected when false; cleared by isTrial false.',
  },
  // D38-D42: optional; a record that sets none of them answers as before (plus intervalCount).
  intervalCount: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_INTERVAL_COUNT.monthly,
    description:
      `How many months (monthly, 1-${MAX_INTERVAL_COUNT.monthly}) or years (yearly, ` +
      `1-${MAX_INTERVAL_COUNT.yearly}) one period spans; default 1. 3 with monthly is a ` +
      'quarterly plan. Always in responses of monthly and yearly records; rejected with ' +
      'period custom, whose customDate counts days.',
  },
  startedOn: {
    ...schemaRef('CalendarDate'),
    description:
      'The first payment: on or before nextPaymentDate and not after today. On create, one ' +
      'payment is recorded for each renewal from it up to nextPaymentDate.',
  },
  endsOn: {
    ...schemaRef('CalendarDate'),
    description:
      'The last day the subscription can renew: not before nextPaymentDate. A renewal after ' +
      'it cancels the subscription instead.',
  },
  noticeDays: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_NOTICE_DAYS,
    description:
      'Days before a renewal by which the contract must be cancelled: the cancel-by date is ' +
      'nextPaymentDate minus noticeDays, with reminders of its own.',
  },
  remindDaysBefore: {
    type: 'array',
    items: { type: 'integer', minimum: 0, maximum: MAX_REMINDER_DAYS_BEFORE },
    minItems: 1,
    maxItems: MAX_REMINDER_OFFSETS,
    uniqueItems: true,
    description:
      'Days before each renewal to send a reminder, e.g. [7, 1]; answered farthest first. ' +
      "Absent: the account's daysBefore.",
  },
};

/** D38-D42: on a write, null clears these (intervalCount null is its default, 1). */
const clearable: Record<string, JsonSchema> = Object.fromEntries(
  ['intervalCount', 'startedOn', 'endsOn', 'noticeDays', 'remindDaysBefore'].map((key) => {
    const schema = writable[key]!;
    return [key, { anyOf: [schema, { type: 'null' }], description: schema.description ?? key }];
  }),
);

/** Subscription resource, create body and patch body schemas (spec table plus D4, D7-D9). */
export const subscriptionSchemas: Record<string, JsonSchema> = {
  Subscription: closedObject(
    {
      id: schemaRef('Uuid'),
      ...writable,
      // In responses customDate appears only for custom periods (D9), never as null.
      customDate: { type: 'string', pattern: '^[1-9]\\d*$', description: CUSTOM_DATE_NOTE },
      createdAt: schemaRef('DateTime'),
      updatedAt: schemaRef('DateTime'),
    },
    [
      'id',
      'name',
      'category',
      'amount',
      'currency',
      'period',
      'nextPaymentDate',
      'lastPaymentDate',
      'notificationEnabled',
      'status',
      'isTrial',
      'createdAt',
      'updatedAt',
    ],
    'A subscription record. billingAnchorDay is absent for custom periods.',
  ),
  SubscriptionCreate: {
    ...closedObject(
      { ...writable, ...clearable, trialEndsOn: { type: ['string', 'null'], format: 'date' } },
      ['name', 'category', 'amount', 'currency', 'period'],
      'nextPaymentDate is required (or, deprecated, lastPaymentDate); customDate when ' +
        'period is custom. id, createdAt, updatedAt or unknown keys give ' +
        'invalid_subscription_field.',
    ),
    anyOf: [{ required: ['nextPaymentDate'] }, { required: ['lastPaymentDate'] }],
  },
  SubscriptionPatch: {
    ...closedObject(
      {
        ...writable,
        ...clearable,
        billingAnchorDay: { ...writable['billingAnchorDay'], type: ['integer', 'null'] },
        trialEndsOn: { type: ['string', 'null'], format: 'date' },
      },
      [],
      'A non-empty subset of the writable fields; an empty body gives empty_patch. Changing ' +
        'period from custom to monthly/yearly without customDate clears it.',
    ),
    minProperties: 1,
  },
  WritableSubscriptionField: { type: 'string', enum: WRITABLE_SUBSCRIPTION_FIELDS },
};
