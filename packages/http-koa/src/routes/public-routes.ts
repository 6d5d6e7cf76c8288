import { isStorageUnavailable, type StorageFault } from '@subtrack/domain';
import { SERVICE_UNAVAILABLE } from '../error-mapping.js';
import { buildOpenApiDocument } from '../openapi/openapi-document.js';
import type { OpenApiDocument } from '../openapi/openapi-types.js';
import { json } from '../openapi/operation.js';
import { schemaRef } from '../openapi/schema-ref.js';
import type { PublicRoute, Route } from './route.js';

/** What `/healthz` says about each storage fault (no SQLite text). */
const HEALTH_MESSAGES: Record<StorageFault, string> = {
  busy: 'The database stays locked by another writer.',
  full: 'The disk holding the database is full.',
  io_error: 'The database file cannot be read or written (I/O error).',
  read_only: 'The database is read-only.',
  cannot_open: 'The database cannot be opened or reached.',
};

/** Health, without authentication or quota (`/docs`: docs-routes). */
export const healthRoute: PublicRoute = {
  kind: 'public',
  method: 'GET',
  path: '/healthz',
  doc: {
    operationId: 'getHealth',
    tag: 'Service',
    summary: 'Health check',
    description: 'ok when the database answers; no authentication and no quota.',
    success: {
      description: 'Healthy.',
      content: json(schemaRef('Health')),
    },
    errors: ['service_unavailable'],
  },
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
};

/**
 * The OpenAPI document of `routes` (the route table, this route included), built at
 * its first request and served as is: no `requestId` key, so it stays a valid document.
 */
export function openApiDocumentRoute(routes: () => readonly Route[]): PublicRoute {
  let document: OpenApiDocument | undefined;
  return {
    kind: 'public',
    method: 'GET',
    path: '/api/v1/openapi.json',
    doc: {
      operationId: 'getOpenApiDocument',
      tag: 'Service',
      summary: 'This OpenAPI document',
      description: 'The OpenAPI 3.1 description of everything the server does.',
      success: {
        description: 'The document.',
        content: json(schemaRef('OpenApiDocument')),
      },
    },
    handle: () => {
      document ??= buildOpenApiDocument(routes());
      return { body: document, addRequestId: false };
    },
  };
}
