import { analyticsExamples } from './examples/analytics-examples.js';
import { auditExamples } from './examples/audit-examples.js';
import type { PathItemObject } from './openapi-types.js';
import { operation, preflight } from './operation.js';
import { auditParameters, summaryParameters } from './parameters.js';
import { schemaRef } from './schema-ref.js';

/** Analytics (D13-D15) and the audit trail (D18, D19): read-only paths. */
export const readModelPaths: Record<string, PathItemObject> = {
  '/api/v1/analytics/summary': {
    get: operation({
      operationId: 'getSpendSummary',
      examples: analyticsExamples.getSpendSummary,
      summary: 'Spend summary',
      description:
        'Counts, per-currency and per-category totals of active subscriptions and upcoming ' +
        'renewals. Totals are never summed across currencies.',
      tag: 'Analytics',
      scope: 'read',
      parameters: summaryParameters,
      success: { status: '200', description: 'The summary.', schema: schemaRef('SummaryEnvelope') },
      errors: ['invalid_query'],
    }),
    options: preflight('preflightSummary'),
  },
  '/api/v1/analytics/duplicates': {
    get: operation({
      operationId: 'getDuplicates',
      examples: analyticsExamples.getDuplicates,
      summary: 'Duplicate groups',
      description: 'Non-cancelled subscriptions whose normalised names are equal.',
      tag: 'Analytics',
      scope: 'read',
      success: {
        status: '200',
        description: 'The groups.',
        schema: schemaRef('DuplicatesEnvelope'),
      },
      errors: ['invalid_query'],
    }),
    options: preflight('preflightDuplicates'),
  },
  '/api/v1/analytics/optimizations': {
    get: operation({
      operationId: 'getOptimizations',
      examples: analyticsExamples.getOptimizations,
      summary: 'Optimization candidates',
      description: 'Monthly-to-annual and above-average candidates; no discounts computed.',
      tag: 'Analytics',
      scope: 'read',
      success: {
        status: '200',
        description: 'The candidates.',
        schema: schemaRef('OptimizationsEnvelope'),
      },
      errors: ['invalid_query'],
    }),
    options: preflight('preflightOptimizations'),
  },
  '/api/v1/audit-events': {
    get: operation({
      operationId: 'listAuditEvents',
      examples: auditExamples.listAuditEvents,
      summary: 'List audit events',
      description: 'Successful writes through the API, newest first.',
      tag: 'Audit',
      scope: 'read',
      parameters: auditParameters,
      success: { status: '200', description: 'One page.', schema: schemaRef('AuditEventList') },
      errors: ['invalid_pagination', 'invalid_query'],
    }),
    options: preflight('preflightAuditEvents'),
  },
};
