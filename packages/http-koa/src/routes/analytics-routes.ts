import {
  getDuplicateGroups,
  getOptimizations,
  getSpendOverTime,
  getSpendSummary,
  parseNoQuery,
  parseSpendQuery,
  parseSummaryQuery,
} from '@subtrack/domain';
import { defineApiRoute } from './route.js';

/** The read-only analytics routes; results are already in API shape. */
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
  // D41: paid and projected spend per currency and calendar month.
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/analytics/spend',
    scope: 'read',
    parse: ({ query }) => parseSpendQuery(query),
    handle: async (query, { ports, principal }) => ({
      body: { spend: await getSpendOverTime(ports, principal.accountId, query) },
    }),
  }),
];
