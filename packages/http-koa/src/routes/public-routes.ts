import { SERVICE_UNAVAILABLE } from '../error-mapping.js';
import { openApiDocument } from '../openapi/index.js';
import type { PublicRoute } from './route.js';

/** D24: health and the OpenAPI document, without authentication or quota (`/docs`: docs-routes). */
export const publicRoutes: PublicRoute[] = [
  {
    kind: 'public',
    method: 'GET',
    path: '/healthz',
    handle({ checkHealth }) {
      try {
        checkHealth();
      } catch {
        // The cause (a SQLite message) stays out of the body: D23, never show SQL.
        return {
          status: 503,
          body: {
            error: { code: SERVICE_UNAVAILABLE, message: 'The database does not answer.' },
          },
        };
      }
      return { body: { status: 'ok' } };
    },
  },
  {
    kind: 'public',
    method: 'GET',
    path: '/api/v1/openapi.json',
    // The document must stay a valid OpenAPI object, so no `requestId` key is added.
    handle: () => ({ body: openApiDocument as Record<string, unknown>, addRequestId: false }),
  },
];
