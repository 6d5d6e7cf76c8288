import {
  CHARGE_SOURCES,
  COUNTERPARTY_NAME_SCHEMA,
  CURRENCIES,
  DISCOVERY_ALERT_KINDS,
  MAX_RECORDED_CHARGES,
  PERIODS,
  RECORD_CHARGES_SCHEMAS,
} from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { requestSchema } from './from-valibot.js';
import { arrayOf, closedObject, dateSchema as date, fullObject, schemaRef } from './schema-ref.js';

const money = (description: string): JsonSchema => ({ type: 'number', description });
const orNull = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const requestId = schemaRef('RequestId');

/** What a discovery answers, and the bodies of recording charges and dismissing a counterparty. */
export const discoverySchemas: Record<string, JsonSchema> = {
  DiscoveryEnvelope: fullObject({ discovery: schemaRef('Discovery'), requestId }),
  Discovery: fullObject(
    {
      from: orNull(date('The first booking date of the file (null when it holds none).')),
      to: orNull(date('The last booking date of the file.')),
      transactions: {
        type: 'integer',
        minimum: 0,
        description: 'How many transactions the file holds, all of them.',
      },
      suggestions: arrayOf(
        'DiscoverySuggestion',
        'Subscriptions the file shows that the account does not track, surest first.',
      ),
      matches: arrayOf('DiscoveryMatch', 'Subscriptions of the account the file shows.'),
      alerts: arrayOf('DiscoveryAlert', 'What to look at, by date.'),
    },
    'What a bank export shows against what the account holds. Nothing of the file is kept.',
  ),
  DiscoveryEvidence: fullObject(
    {
      date: date('The booking date.'),
      amount: money('What was paid, in major units.'),
      text: { type: 'string', description: 'The counterparty and purpose as the bank wrote them.' },
    },
    'One charge a finding rests on.',
  ),
  DiscoveryPriceChange: fullObject(
    {
      from: money('The old price.'),
      to: money('The new price.'),
      on: date('The first charge at the new price.'),
    },
    'A lasting change of price.',
  ),
  DiscoverySuggestion: fullObject(
    {
      name: { type: 'string' },
      amount: money('The latest price, in major units.'),
      currency: { type: 'string', enum: CURRENCIES },
      period: { type: 'string', enum: PERIODS },
      intervalCount: orNull({ type: 'integer', minimum: 1, description: 'Null for custom.' }),
      customDate: orNull({
        type: 'string',
        description: 'Days between charges for custom periods ("7" weekly); null otherwise.',
      }),
      billingAnchorDay: orNull({
        type: 'integer',
        minimum: 1,
        maximum: 31,
        description: 'The day of the month the schedule keeps to; null for custom.',
      }),
      nextPaymentDate: date('The next date of the schedule, today or later.'),
      confidence: { type: 'number', minimum: 0, maximum: 1 },
      evidence: arrayOf('DiscoveryEvidence', 'The charges, oldest first.'),
      priceChange: orNull(schemaRef('DiscoveryPriceChange')),
    },
    'The billing fields are those POST /api/v1/subscriptions takes, as they are.',
  ),
  DiscoveryMatch: fullObject(
    {
      subscriptionId: schemaRef('Uuid'),
      evidence: arrayOf('DiscoveryEvidence', 'Its charges in the file, oldest first.'),
      newPayments: {
        type: 'array',
        description:
          'Charges its payment history lacks, or holds at another amount: send them to POST /api/v1/subscriptions/{id}/payments.',
        items: fullObject({
          dueOn: date('The renewal date the charge paid.'),
          amount: money('What was charged.'),
          date: date('The booking date.'),
        }),
      },
      priceChange: orNull(schemaRef('DiscoveryPriceChange')),
    },
    'A subscription of the account the file shows.',
  ),
  DiscoveryAlert: fullObject({
    kind: { type: 'string', enum: DISCOVERY_ALERT_KINDS },
    subscriptionId: schemaRef('Uuid'),
    date: date('The charge (charged_after_cancel), the renewal missed, or the first new price.'),
    amount: money('What was charged, the tracked amount of a missed renewal, or the new price.'),
  }),
  RecordCharges: closedObject(
    {
      source: requestSchema(RECORD_CHARGES_SCHEMAS.source),
      payments: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_RECORDED_CHARGES,
        items: closedObject(
          {
            dueOn: requestSchema(RECORD_CHARGES_SCHEMAS.dueOn),
            amount: requestSchema(RECORD_CHARGES_SCHEMAS.amount),
          },
          ['dueOn', 'amount'],
        ),
      },
    },
    ['source', 'payments'],
    `Charges to record, each one renewal; source is one of ${CHARGE_SOURCES.join(', ')}.`,
  ),
  RecordedCharges: fullObject({
    data: arrayOf('Payment', 'The payment of each charge as now stored, oldest first.'),
    counts: fullObject({
      created: { type: 'integer', minimum: 0, description: 'New payments.' },
      updated: { type: 'integer', minimum: 0, description: 'Payments changed to the charge.' },
      unchanged: {
        type: 'integer',
        minimum: 0,
        description: 'Payments that held the charge already.',
      },
    }),
    requestId,
  }),
  DismissalCreate: closedObject({ name: requestSchema(COUNTERPARTY_NAME_SCHEMA) }, ['name']),
  Dismissal: fullObject(
    {
      id: schemaRef('Uuid'),
      key: {
        type: 'string',
        description: 'The counterparty as discoveries compare it (lower case, codes left out).',
      },
      name: { type: 'string' },
      dismissedAt: schemaRef('DateTime'),
    },
    'A counterparty the account never gets suggested again.',
  ),
  DismissalEnvelope: fullObject({ data: schemaRef('Dismissal'), requestId }),
};
