import {
  getDuplicateGroups,
  getOptimizations,
  getSpendSummary,
  parseNoQuery,
  parseSummaryQuery,
} from '@subtrack/domain';
import { defineApiRoute } from './route.js';

/** The three read-only analytics routes; results are already in API shape. */
export const analyticsRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/summary',
    scope: 'read',
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
    parse: ({ query }) => parseNoQuery(query),
    handle: async (_none, { ports, principal }) => ({
      body: { optimizations: await getOptimizations(ports, principal.accountId) },
      large: true,
    }),
  }),
];
