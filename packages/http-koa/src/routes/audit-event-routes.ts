import {
  AUDIT_QUERY,
  listAuditEvents,
  parseAuditQuery,
  toAuditEventResource,
} from '@subtrack/domain';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import { defineApiRoute } from './route.js';

/** The read-only audit trail, newest first, paged like the subscription list. */
export const auditEventRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/audit-events',
    scope: 'read',
    doc: {
      operationId: 'listAuditEvents',
      tag: 'Audit',
      summary: 'List audit events',
      description: 'Successful writes through the API, newest first.',
      query: AUDIT_QUERY,
      success: {
        description: 'One page.',
        content: json(schemaRef('AuditEventList')),
      },
      errors: ['invalid_pagination'],
    },
    parse: ({ query }) => parseAuditQuery(query),
    async handle(query, { ports, principal }) {
      const page = await listAuditEvents(ports, principal.accountId, query);
      return {
        body: {
          data: page.items.map((item) => toAuditEventResource(item)),
          pagination: { limit: query.limit, offset: query.offset, hasMore: page.hasMore },
          query: { filters: query.filters },
        },
      };
    },
  }),
];
