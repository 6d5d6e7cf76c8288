import {
  getDuplicateGroups,
  getOptimizations,
  getSpendSummary,
  parseNoQuery,
  parseSummaryQuery,
  SUMMARY_QUERY,
} from '@subtrack/domain';
import { analyticsExamples as examples } from '../openapi/analytics-examples.js';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute } from './route.js';

const tag = 'Analytics';

/** The three read-only analytics routes; results are already in API shape. */
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
        content: json(schemaRef('SummaryEnvelope'), examples.getSpendSummary.responses['200']!),
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
        content: json(schemaRef('DuplicatesEnvelope'), examples.getDuplicates.responses['200']!),
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
        content: json(
          schemaRef('OptimizationsEnvelope'),
          examples.getOptimizations.responses['200']!,
        ),
      },
    },
    parse: ({ query }) => parseNoQuery(query),
    handle: async (_none, { ports, principal }) => ({
      body: { optimizations: await getOptimizations(ports, principal.accountId) },
      large: true,
    }),
  }),
];
