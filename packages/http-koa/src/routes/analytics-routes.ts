import {
  CONVERTED_SPEND_QUERY,
  ESTIMATE_QUERY,
  getConvertedSpend,
  getCurrencyEstimate,
  getDuplicateGroups,
  getOptimizations,
  getSpendOverTime,
  getSpendSummary,
  parseConvertedSpendQuery,
  parseEstimateQuery,
  parseNoQuery,
  parseSummaryQuery,
  SUMMARY_QUERY,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute } from './route.js';

const tag = 'Analytics';

/** The read-only analytics routes; results are already in API shape. */
export const analyticsRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/summary',
    scope: 'read',
    doc: {
      operationId: 'getSpendSummary',
      tag,
      summary: 'Spend summary',
      description:
        'Counts, per-currency and per-category totals of active subscriptions and upcoming ' +
        'renewals. Totals are never summed across currencies.',
      query: SUMMARY_QUERY,
      success: {
        description: 'The summary.',
        content: json(schemaRef('SummaryEnvelope')),
      },
    },
    parse: ({ query }) => parseSummaryQuery(query),
    handle: async (query, { ports, principal }) => ({
      body: { summary: await getSpendSummary(ports, principal.accountId, query) },
      large: true,
    }),
  }),
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/duplicates',
    scope: 'read',
    doc: {
      operationId: 'getDuplicates',
      tag,
      summary: 'Duplicate groups',
      description: 'Non-cancelled subscriptions whose normalised names are equal.',
      success: {
        description: 'The groups.',
        content: json(schemaRef('DuplicatesEnvelope')),
      },
    },
    parse: ({ query }) => parseNoQuery(query),
    handle: async (_none, { ports, principal }) => ({
      body: { duplicates: await getDuplicateGroups(ports, principal.accountId) },
      large: true,
    }),
  }),
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/optimizations',
    scope: 'read',
    doc: {
      operationId: 'getOptimizations',
      tag,
      summary: 'Optimization candidates',
      description: 'Monthly-to-annual and above-average candidates; no discounts computed.',
      success: {
        description: 'The candidates.',
        content: json(schemaRef('OptimizationsEnvelope')),
      },
    },
    parse: ({ query }) => parseNoQuery(query),
    handle: async (_none, { ports, principal }) => ({
      body: { optimizations: await getOptimizations(ports, principal.accountId) },
      large: true,
    }),
  }),
  // D41: paid and projected spend per currency and calendar month.
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/spend',
    scope: 'read',
    doc: {
      operationId: 'getSpendOverTime',
      tag,
      summary: 'Spend over time',
      description:
        'Per currency and calendar month: paid sums the paid payments due that month; ' +
        'projected, for the current month and later, the renewals the active schedules will ' +
        'still produce at today’s amounts. Every month of the range is listed; never converted ' +
        'between currencies. With convertTo, converted adds the same months as one labelled ' +
        'estimate in that currency: each paid payment at the rate of its own due date, the ' +
        'projections at today’s rates; a currency without a rate is named in its month and ' +
        'left out, never counted at 1:1.',
      query: CONVERTED_SPEND_QUERY,
      success: {
        description: 'The months.',
        content: json(schemaRef('SpendEnvelope')),
      },
    },
    parse: ({ query }) => parseConvertedSpendQuery(query),
    handle: async ({ convertTo, ...range }, { ports, principal }) => ({
      body: {
        spend:
          convertTo === undefined
            ? await getSpendOverTime(ports, principal.accountId, range)
            : await getConvertedSpend(ports, principal.accountId, { ...range, convertTo }),
      },
    }),
  }),
  // D52: one labelled figure in one currency, at stated rates of a stated date.
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/estimate',
    scope: 'read',
    doc: {
      operationId: 'getCurrencyEstimate',
      tag,
      summary: 'Estimate in one currency',
      description:
        'What the active subscriptions cost a month and a year in one currency (currency, ' +
        'else the home currency): an estimate, not a figure of the account. Each other ' +
        'currency is converted at the newest rate dated on or before asOf and at most 14 days ' +
        'before it (the account’s own rate first, then the reference rate; direct, inverse, or ' +
        'through EUR), and each line says which rate of which date and source it used. A ' +
        'currency without such a rate is listed in unconverted with its own total and never ' +
        'added. Exact until one final rounding to 2 decimals.',
      query: ESTIMATE_QUERY,
      success: {
        description: 'The estimate.',
        content: json(schemaRef('EstimateEnvelope')),
      },
    },
    parse: ({ query }) => parseEstimateQuery(query),
    handle: async (query, { ports, principal }) => ({
      body: { estimate: await getCurrencyEstimate(ports, principal.accountId, query) },
    }),
  }),
];
