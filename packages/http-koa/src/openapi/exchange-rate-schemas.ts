import { CURRENCIES, EXCHANGE_RATE_LIST_QUERY, RATE_SOURCES } from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { filtersOf, listOf } from './resource-schemas.js';
import { closedObject, dateSchema as date, fullObject, schemaRef } from './schema-ref.js';
import { answeredFields } from './subscription-fields.js';

const currency = answeredFields['currency']!;
const code: JsonSchema = { type: 'string', pattern: '^[A-Z]{3}$' };
const money: JsonSchema = { type: 'number', description: 'Major units, rounded to 2 decimals.' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const month: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM' };
const requestId = schemaRef('RequestId');
const rateNumber: JsonSchema = {
  type: 'number',
  minimum: 0.000000001,
  maximum: 1_000_000_000,
  description: 'How many of to one from is; at most 15 significant digits.',
};
const homeCurrency: JsonSchema = {
  type: ['string', 'null'],
  enum: [...CURRENCIES, null],
  description: 'The currency estimates are given in by default; null: none chosen.',
};

/** Exchange rates, the home currency and the estimates made with them. */
export const exchangeRateSchemas: Record<string, JsonSchema> = {
  ExchangeRate: fullObject(
    {
      date: date('The date the rate applies to.'),
      from: code,
      to: code,
      rate: rateNumber,
      source: {
        type: 'string',
        enum: RATE_SOURCES,
        description: "ecb: the European Central Bank's files; owner: typed by the account.",
      },
    },
    'On date, one from is rate to.',
  ),
  ExchangeRatePut: closedObject(
    { rate: rateNumber },
    ['rate'],
    'Any other key gives invalid_exchange_rate.',
  ),
  ExchangeRateEnvelope: fullObject({ data: schemaRef('ExchangeRate'), requestId }),
  ExchangeRateList: listOf('ExchangeRate', {
    type: 'object',
    properties: { filters: filtersOf(EXCHANGE_RATE_LIST_QUERY) },
    required: ['filters'],
  }),
  RateImportEnvelope: fullObject({
    imported: fullObject({
      rates: { ...count, description: 'Distinct rates stored.' },
      dates: { ...count, description: 'Distinct dates among them.' },
      currencies: {
        type: 'array',
        items: code,
        description: 'The currencies quoted against EUR, sorted.',
      },
      from: date('The first date of the file.'),
      to: date('The last date of the file.'),
    }),
    requestId,
  }),
  CurrencySettings: fullObject({ homeCurrency }),
  CurrencySettingsPut: closedObject(
    { homeCurrency },
    ['homeCurrency'],
    'Any other key gives invalid_currency_settings.',
  ),
  CurrencySettingsEnvelope: fullObject({ data: schemaRef('CurrencySettings'), requestId }),
  CurrencyEstimate: fullObject(
    {
      currency,
      asOf: date('The day the rates were chosen for: the account’s today.'),
      monthlyTotal: { ...money, description: 'The converted currencies’ monthly totals, added.' },
      annualTotal: { ...money, description: '12 times the exact monthly total, rounded once.' },
      converted: {
        type: 'array',
        description: 'Each currency counted, by currency; the estimate’s own with rate 1.',
        items: fullObject({
          currency,
          monthlyTotal: { ...money, description: 'In that currency.' },
          estimate: { ...money, description: 'In the estimate’s currency.' },
          rate: {
            type: 'number',
            description: 'Units of the estimate’s currency per one unit of this one.',
          },
          rateDate: {
            type: ['string', 'null'],
            format: 'date',
            description: 'The date of the rate used; null for the estimate’s own currency.',
          },
          source: {
            type: ['string', 'null'],
            enum: [...RATE_SOURCES, null],
            description: 'owner when the account typed the rate (or a leg of it).',
          },
        }),
      },
      unconverted: {
        type: 'array',
        description: 'Each currency left out, with its own total: never added at 1:1.',
        items: fullObject({
          currency,
          monthlyTotal: { ...money, description: 'In that currency.' },
          reason: {
            type: 'string',
            enum: ['no_rate'],
            description: 'no_rate: no rate dated within the 14 days up to asOf.',
          },
        }),
      },
    },
    'An estimate over the active subscriptions’ monthly equivalents.',
  ),
  EstimateEnvelope: fullObject({ estimate: schemaRef('CurrencyEstimate'), requestId }),
  ConvertedSpend: fullObject(
    {
      currency,
      months: {
        type: 'array',
        description: 'Every month of the range.',
        items: fullObject({
          month,
          paid: { ...money, description: 'Each paid payment at the rate of its own due date.' },
          projected: { ...money, description: 'The renewals still to come, at today’s rates.' },
          unconvertedCurrencies: {
            type: 'array',
            items: currency,
            description: 'Currencies of a payment or renewal that month without a rate, left out.',
          },
        }),
      },
    },
    'The spend over time as one estimate in one currency.',
  ),
};
