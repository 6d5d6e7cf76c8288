import {
  getDuplicateGroups,
  getOptimizations,
  getSpendOverTime,
  getSpendSummary,
  parseNoQuery,
  parseSpendQuery,
  parseSummaryQuery,
  SPEND_QUERY,
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
        'between currencies.',
      query: SPEND_QUERY,
      success: {
        description: 'The months.',
        content: json(schemaRef('SpendEnvelope')),
      },
    },
    parse: ({ query }) => parseSpendQuery(query),
    handle: async (query, { ports, principal }) => ({
      body: { spend: await getSpendOverTime(ports, principal.accountId, query) },
    }),
  }),
];
