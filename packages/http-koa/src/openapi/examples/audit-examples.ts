import type { OperationExamples } from '../operation.js';
import {
  EXAMPLE_API_KEY_ID,
  EXAMPLE_NOW,
  EXAMPLE_REQUEST_ID,
  NETFLIX_ID,
} from './example-values.js';

/** Examples of the audit trail's operation, by operationId. */
export const auditExamples: Record<string, OperationExamples> = {
  listAuditEvents: {
    responses: {
      '200': {
        page: {
          summary: 'A price rise, then the record it changed',
          value: {
            data: [
              {
                id: '01a20afa-2dfa-7630-ad26-1340f3ae8143',
                occurredAt: '2026-11-21T09:30:00.000Z',
                action: 'subscription.updated',
                resourceType: 'subscription',
                resourceId: NETFLIX_ID,
                actor: { type: 'api_key', id: EXAMPLE_API_KEY_ID },
                apiKeyId: EXAMPLE_API_KEY_ID,
                requestId: '5294d975-a7e5-415e-936c-9b4ebdacc651',
                changes: { amount: { from: 13.99, to: 15.99 } },
              },
              {
                id: '01a20afa-2b5a-7171-8a4c-6f0e5d1c2b3a',
                occurredAt: EXAMPLE_NOW,
                action: 'subscription.created',
                resourceType: 'subscription',
                resourceId: NETFLIX_ID,
                actor: { type: 'api_key', id: EXAMPLE_API_KEY_ID },
                apiKeyId: EXAMPLE_API_KEY_ID,
                requestId: EXAMPLE_REQUEST_ID,
                changes: {
                  name: { from: null, to: 'Netflix' },
                  amount: { from: null, to: 13.99 },
                  currency: { from: null, to: 'EUR' },
                  nextPaymentDate: { from: null, to: '2026-12-05' },
                },
              },
            ],
            pagination: { limit: 2, offset: 0, hasMore: false },
            query: { filters: { resourceId: NETFLIX_ID } },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
};
