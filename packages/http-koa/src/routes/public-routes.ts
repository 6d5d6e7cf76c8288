import { isStorageUnavailable, type StorageFault } from '@subtrack/domain';
import { SERVICE_UNAVAILABLE } from '../error-mapping.js';
import { openApiDocument } from '../openapi/index.js';
import type { PublicRoute } from './route.js';

/** D36: what `/healthz` says about each storage fault (no SQLite text). */
const HEALTH_MESSAGES: Record<StorageFault, string> = {
  busy: 'The database stays locked by another writer.',
  full: 'The disk holding the database is full.',
  io_error: 'The database file cannot be read or written (I/O error).',
  read_only: 'The database is read-only.',
  cannot_open: 'The database cannot be opened or reached.',
};

/** D24: health and the OpenAPI document, without authentication or quota (`/docs`: docs-routes). */
export const publicRoutes: PublicRoute[] = [
  {
    kind: 'public',
    method: 'GET',
    path: '/healthz',
    async handle({ checkHealth }) {
      try {
        await checkHealth();
      } catch (error) {
        // The cause (a SQLite message) stays out of the body: D23, never show SQL.
        const fault = isStorageUnavailable(error) ? error : null;
        return {
          status: 503,
          headers: { 'Retry-After': String(fault?.retryAfterSeconds ?? 30) },
          body: {
            error: {
              code: SERVICE_UNAVAILABLE,
              message: fault ? HEALTH_MESSAGES[fault.fault] : 'The database does not answer.',
            },
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
