import { listAuditEvents, parseAuditQuery, toAuditEventResource } from '@subtrack/domain';
import { defineApiRoute } from './route.js';

/** D18: the read-only audit trail, newest first, paged like the subscription list. */
export const auditEventRoutes = [
  defineApiRoute({
    method: 'GET',
    path: '/api/v1/audit-events',
    scope: 'read',
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
