import { CURRENCIES, PAYMENT_SOURCES, PAYMENT_STATUSES } from '@subtrack/domain';
import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';
import { AMOUNT_SCHEMA } from './subscription-schemas.js';

const requestId = schemaRef('RequestId');

const amount = AMOUNT_SCHEMA;

const status: JsonSchema = {
  type: 'string',
  enum: PAYMENT_STATUSES,
  description: 'paid, or skipped for a renewal that was not paid.',
};

const money: JsonSchema = { type: 'number', description: 'Major currency units, rounded once.' };

/** D40, D41: payments and the spend over time. */
export const paymentSchemas: Record<string, JsonSchema> = {
  Payment: closedObject(
    {
      id: schemaRef('Uuid'),
      subscriptionId: schemaRef('Uuid'),
      dueOn: { ...schemaRef('CalendarDate'), description: 'The renewal date it pays for.' },
      amount: { ...amount, description: 'The amount in force on dueOn, or as changed since.' },
      currency: { type: 'string', enum: CURRENCIES },
      status,
      source: {
        type: 'string',
        enum: PAYMENT_SOURCES,
        description:
          'renewal: a renewal date passed; backfill: from startedOn at creation; import: from an import.',
      },
      createdAt: schemaRef('DateTime'),
      updatedAt: schemaRef('DateTime'),
    },
    [
      'id',
      'subscriptionId',
      'dueOn',
      'amount',
      'currency',
      'status',
      'source',
      'createdAt',
      'updatedAt',
    ],
    'One renewal of a subscription that was paid (or skipped).',
  ),
  PaymentPatch: {
    ...closedObject(
      { amount, status },
      [],
      'amount and/or status; any other key gives invalid_payment_field, an empty body empty_patch.',
    ),
    minProperties: 1,
  },
  PaymentEnvelope: closedObject({ data: schemaRef('Payment'), requestId }, ['data', 'requestId']),
  PaymentList: closedObject(
    {
      data: { type: 'array', items: schemaRef('Payment') },
      pagination: schemaRef('Pagination'),
      query: closedObject(
        {
          filters: closedObject(
            { from: schemaRef('CalendarDate'), to: schemaRef('CalendarDate') },
            [],
            'The date bounds applied to this page.',
          ),
        },
        ['filters'],
      ),
      requestId,
    },
    ['data', 'pagination', 'query', 'requestId'],
  ),
  SpendMonth: closedObject(
    {
      month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' },
      paid: { ...money, description: 'The paid payments due that month.' },
      projected: {
        ...money,
        description:
          'The renewals the active schedules will still produce that month, at today’s amounts.',
      },
      payments: { type: 'integer', minimum: 0, description: 'How many paid payments paid sums.' },
    },
    ['month', 'paid', 'projected', 'payments'],
  ),
  SpendOverTime: closedObject(
    {
      from: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      to: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      byCurrency: {
        type: 'array',
        items: closedObject(
          {
            currency: { type: 'string', enum: CURRENCIES },
            months: { type: 'array', items: schemaRef('SpendMonth') },
          },
          ['currency', 'months'],
        ),
      },
    },
    ['from', 'to', 'byCurrency'],
    'Every month of the range for each currency, zeros included; never converted.',
  ),
  SpendEnvelope: closedObject({ spend: schemaRef('SpendOverTime'), requestId }, [
    'spend',
    'requestId',
  ]),
};
