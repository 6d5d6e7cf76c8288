import { CURRENCIES, PERIODS, SUBSCRIPTION_STATUSES } from '@subtrack/domain';
import type { JsonSchema } from './json-schema.js';
import { closedObject, schemaRef } from './schema-ref.js';

const currency: JsonSchema = { type: 'string', enum: CURRENCIES };
const count: JsonSchema = { type: 'integer', minimum: 0 };
// D13: every reported figure is rounded once, half away from zero, to 2 decimals.
const money: JsonSchema = {
  type: 'number',
  description: 'Major units, rounded to 2 decimals.',
};
const arrayOf = (name: string): JsonSchema => ({ type: 'array', items: schemaRef(name) });
// Every property of an analytics item is always present.
const item = (properties: Record<string, JsonSchema>): JsonSchema =>
  closedObject(properties, Object.keys(properties));
// The fields a renewal and a duplicate member show of their subscription.
const subscriptionBasics: Record<string, JsonSchema> = {
  id: schemaRef('Uuid'),
  name: { type: 'string' },
  category: { type: 'string' },
  amount: { type: 'number' },
  currency,
  period: { type: 'string', enum: PERIODS },
};

/** Analytics results (spec "Analytics objects", D13-D15). Money is never summed across currencies. */
export const analyticsSchemas: Record<string, JsonSchema> = {
  SpendSummary: closedObject(
    {
      asOf: schemaRef('DateTime'),
      horizonDays: { type: 'integer', minimum: 1, maximum: 365 },
      counts: closedObject({ total: count, active: count, paused: count, cancelled: count }, [
        'total',
        'active',
        'paused',
        'cancelled',
      ]),
      byCurrency: { ...arrayOf('CurrencySpend'), description: 'Active only, sorted by currency.' },
      byCategory: { ...arrayOf('CategorySpend'), description: 'Active only, sorted by category.' },
      upcomingRenewals: {
        ...arrayOf('UpcomingRenewal'),
        description: 'Active, today <= nextPaymentDate <= today + horizonDays; by date, name, id.',
      },
    },
    ['asOf', 'horizonDays', 'counts', 'byCurrency', 'byCategory', 'upcomingRenewals'],
  ),
  CurrencySpend: closedObject(
    { currency, activeSubscriptions: count, monthlyTotal: money, yearlyTotal: money },
    ['currency', 'activeSubscriptions', 'monthlyTotal', 'yearlyTotal'],
  ),
  CategorySpend: closedObject(
    {
      category: { type: 'string' },
      activeSubscriptions: count,
      monthlyTotalsByCurrency: {
        type: 'object',
        additionalProperties: money,
        description: 'Currency code -> monthly total in that currency.',
      },
    },
    ['category', 'activeSubscriptions', 'monthlyTotalsByCurrency'],
  ),
  UpcomingRenewal: item({
    ...subscriptionBasics,
    nextPaymentDate: schemaRef('CalendarDate'),
    daysUntilRenewal: { type: 'integer', minimum: 0 },
  }),
  DuplicateGroup: closedObject(
    {
      normalizedName: {
        type: 'string',
        description: 'NFKC, lower-cased, white space removed.',
      },
      subscriptions: { ...arrayOf('DuplicateMember'), minItems: 2 },
    },
    ['normalizedName', 'subscriptions'],
  ),
  DuplicateMember: item({
    ...subscriptionBasics,
    status: { type: 'string', enum: SUBSCRIPTION_STATUSES },
  }),
  Optimizations: closedObject(
    {
      monthlyToAnnual: {
        ...arrayOf('MonthlyToAnnual'),
        description: 'Active monthly subscriptions, largest yearlyAtCurrentRate first.',
      },
      aboveAverageInCurrency: {
        ...arrayOf('AboveAverage'),
        description: 'Monthly equivalent strictly above twice its currency average.',
      },
    },
    ['monthlyToAnnual', 'aboveAverageInCurrency'],
  ),
  MonthlyToAnnual: item({
    id: schemaRef('Uuid'),
    name: { type: 'string' },
    currency,
    monthlyAmount: money,
    yearlyAtCurrentRate: money,
  }),
  AboveAverage: item({
    id: schemaRef('Uuid'),
    name: { type: 'string' },
    currency,
    monthlyEquivalent: money,
    currencyMonthlyAverage: money,
  }),
};
