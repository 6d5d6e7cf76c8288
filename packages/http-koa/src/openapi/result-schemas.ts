import {
  CURRENCIES,
  EXPORT_VERSION,
  MAX_HORIZON_DAYS,
  RATE_SOURCES,
  READABLE_EXPORT_VERSIONS,
} from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { discoverySchemas } from './discovery-schemas.js';
import { arrayOf, closedObject, fullObject, schemaRef } from './schema-ref.js';
import { answeredFields, answeredFieldsOf } from './subscription-fields.js';

const currency = answeredFields['currency']!;
const count: JsonSchema = { type: 'integer', minimum: 0 };
// D13: every reported figure is rounded once, half away from zero, to 2 decimals.
const money: JsonSchema = { type: 'number', description: 'Major units, rounded to 2 decimals.' };
const requestId = schemaRef('RequestId');
// The fields a renewal and a duplicate member show of their subscription.
const basics: Record<string, JsonSchema> = {
  id: schemaRef('Uuid'),
  ...answeredFieldsOf('name', 'category', 'amount', 'currency', 'period'),
};
const candidate = (extra: Record<string, JsonSchema>) =>
  fullObject({ id: schemaRef('Uuid'), ...answeredFieldsOf('name', 'currency'), ...extra });

/** What analytics, the export and import and the service paths answer. */
export const resultSchemas: Record<string, JsonSchema> = {
  SpendSummary: fullObject({
    asOf: schemaRef('DateTime'),
    horizonDays: { type: 'integer', minimum: 1, maximum: MAX_HORIZON_DAYS },
    counts: fullObject({ total: count, active: count, paused: count, cancelled: count }),
    byCurrency: arrayOf('CurrencySpend', 'Active only, sorted by currency.'),
    byCategory: arrayOf('CategorySpend', 'Active only, sorted by category.'),
    upcomingRenewals: arrayOf(
      'UpcomingRenewal',
      'Active, today <= nextPaymentDate <= today + horizonDays; by date, name, id.',
    ),
  }),
  CurrencySpend: fullObject({
    currency,
    activeSubscriptions: count,
    monthlyTotal: money,
    yearlyTotal: money,
  }),
  CategorySpend: fullObject({
    category: { type: 'string' },
    activeSubscriptions: count,
    monthlyTotalsByCurrency: {
      type: 'object',
      additionalProperties: money,
      description:
        'Currency code -> monthly total in that currency; never summed across currencies.',
    },
  }),
  UpcomingRenewal: fullObject({
    ...basics,
    ...answeredFieldsOf('nextPaymentDate'),
    daysUntilRenewal: count,
  }),
  DuplicateGroup: fullObject({
    normalizedName: { type: 'string', description: 'NFKC, lower-cased, white space removed.' },
    subscriptions: { ...arrayOf('DuplicateMember', 'Two or more.'), minItems: 2 },
  }),
  DuplicateMember: fullObject({
    ...basics,
    ...answeredFieldsOf('status'),
  }),
  Optimizations: fullObject({
    monthlyToAnnual: arrayOf(
      'MonthlyToAnnual',
      'Active monthly subscriptions, largest yearlyAtCurrentRate first.',
    ),
    aboveAverageInCurrency: arrayOf(
      'AboveAverage',
      'Monthly equivalent strictly above twice its currency average.',
    ),
  }),
  MonthlyToAnnual: candidate({ monthlyAmount: money, yearlyAtCurrentRate: money }),
  AboveAverage: candidate({ monthlyEquivalent: money, currencyMonthlyAverage: money }),
  // D41: paid and projected spend per currency and calendar month.
  SpendMonth: fullObject({
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' },
    paid: { ...money, description: 'The paid payments due that month.' },
    projected: {
      ...money,
      description:
        'The renewals the active schedules will still produce that month, at today’s amounts.',
    },
    payments: { ...count, description: 'How many paid payments paid sums.' },
  }),
  SpendOverTime: closedObject(
    {
      from: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      to: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
      byCurrency: {
        type: 'array',
        items: fullObject({ currency, months: arrayOf('SpendMonth', 'Every month of the range.') }),
      },
      // D52: only with convertTo.
      converted: schemaRef('ConvertedSpend'),
    },
    ['from', 'to', 'byCurrency'],
    'Every month of the range for each currency, zeros included; never converted. With convertTo, converted adds the same months as one estimate in that currency.',
  ),
  SpendEnvelope: fullObject({ spend: schemaRef('SpendOverTime'), requestId }),
  SummaryEnvelope: fullObject({ summary: schemaRef('SpendSummary'), requestId }),
  DuplicatesEnvelope: fullObject({
    duplicates: { type: 'array', items: schemaRef('DuplicateGroup') },
    requestId,
  }),
  OptimizationsEnvelope: fullObject({ optimizations: schemaRef('Optimizations'), requestId }),
  SubscriptionExport: fullObject(
    {
      format: { type: 'string', const: 'subtrack-export' },
      version: {
        type: 'integer',
        const: EXPORT_VERSION,
        description: `An import reads versions ${new Intl.ListFormat('en-GB').format(READABLE_EXPORT_VERSIONS.map(String))} (version 1 has no payments; logos, homeCurrency and exchangeRates came with version 3).`,
      },
      exportedAt: schemaRef('DateTime'),
      homeCurrency: {
        type: ['string', 'null'],
        enum: [...CURRENCIES, null],
        description: 'The account’s home currency; null when none is chosen.',
      },
      exchangeRates: arrayOf(
        'ExportedExchangeRate',
        'The account’s own exchange rates (typed, or imported from the ECB’s files), oldest first; never the server’s reference rates.',
      ),
      subscriptions: arrayOf(
        'ExportedSubscription',
        'Every subscription of the account, each with its payments and logo.',
      ),
    },
    'Every subscription of the account as the API shows them, with their payment history and logos, beside the account’s home currency and own exchange rates.',
  ),
  ExportedExchangeRate: fullObject(
    {
      date: { type: 'string', format: 'date' },
      from: { type: 'string', pattern: '^[A-Z]{3}$' },
      to: { type: 'string', pattern: '^[A-Z]{3}$' },
      rate: { type: 'number', minimum: 0.000000001, description: 'How many `to` one `from` was.' },
      source: { type: 'string', enum: RATE_SOURCES },
    },
    'One of the account’s own rates: on date, one from was rate to.',
  ),
  ImportResult: fullObject({
    dryRun: { type: 'boolean', description: 'True when nothing was written.' },
    created: {
      type: 'array',
      description: 'The records created (or, on a dry run, that would be).',
      items: fullObject({ row: schemaRef('Row'), subscription: schemaRef('Subscription') }),
    },
    skipped: {
      type: 'array',
      description: 'Rows left out: already imported, or not a subscription.',
      items: fullObject({
        row: schemaRef('Row'),
        name: { type: 'string' },
        reason: { type: 'string' },
      }),
    },
    warnings: {
      type: 'array',
      description: 'What to check, e.g. a billing cycle imported as the nearest day count.',
      items: fullObject({ row: schemaRef('Row'), message: { type: 'string' } }),
    },
  }),
  Row: { type: 'integer', minimum: 1, description: 'Row 1 is the first record of the file.' },
  ImportResultEnvelope: fullObject({ data: schemaRef('ImportResult'), requestId }),
  Health: {
    type: 'object',
    properties: { status: { type: 'string', const: 'ok' }, requestId },
    required: ['status'],
  },
  OpenApiDocument: {
    type: 'object',
    properties: {
      openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
      info: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          version: { type: 'string' },
          description: { type: 'string' },
          license: {
            type: 'object',
            properties: { name: { type: 'string' }, identifier: { type: 'string' } },
          },
        },
        required: ['title', 'version'],
      },
      paths: { type: 'object' },
    },
    required: ['openapi', 'info', 'paths'],
    description: 'This document.',
  },
  // D56: bank statements.
  ...discoverySchemas,
};
