import { ERROR_CODES } from '../error-mapping.js';
import { isApiPath } from '../routes/api-path.js';
import type { Route } from '../routes/route.js';
import { DOC_TAGS } from '../routes/route-doc.js';
import { errorSchemas } from './error-responses.js';
import { exchangeRateSchemas } from './exchange-rate-schemas.js';
import type { HttpMethod, OpenApiDocument, PathItemObject } from './openapi-types.js';
import { operationOf, preflightOf } from './operation.js';
import { resourceSchemas } from './resource-schemas.js';
import { resultSchemas } from './result-schemas.js';

const description = [
  'Self-hosted subscription tracking. Every JSON response carries a requestId (also in the',
  'X-Request-Id header). Keys are created with the command line (`subtrack key create`)',
  'and sent as `Authorization: Bearer stk_<keyId>_<secret>`.',
  '',
  'Rate limits: a fixed hourly window per account, aligned to the UTC hour.',
  'Authenticated responses other than 400 carry X-RateLimit-Limit, X-RateLimit-Remaining and',
  'X-RateLimit-Reset; every 429 carries Retry-After. A 400 uses no quota. Ten invalid-key',
  'attempts in 15 minutes block the client address for 15 minutes (429).',
  '',
  'HEAD is answered wherever GET is, with the same status and headers and no body; it is',
  'authenticated and counts against the quota like the GET.',
  '',
  'Errors outside any operation: an unknown path gives 404 not_found; a known path with',
  'another method gives 405 method_not_allowed with an Allow header; a body over 64 KiB gives',
  '413 payload_too_large; request headers over 16 KiB give 431 request_header_too_large, an',
  'HTTP/1.1 request without a Host header or one that is not valid HTTP gives 400',
  'bad_request, and a request whose headers take over 20 seconds, or which takes over 60',
  'seconds in all, gives 408 request_timeout, all in the same envelope.',
  'Every error code and its status is listed in x-error-codes.',
].join('\n');

/**
 * Every schema of the document by name (`components.schemas`): the records, results and
 * errors the API answers with; schemas refer to each other as `#/components/schemas/<name>`.
 * The MCP tools declare their answers with them too.
 */
export const API_SCHEMAS = {
  ...resourceSchemas,
  ...resultSchemas,
  ...exchangeRateSchemas,
  ...errorSchemas,
};

/** `/api/v1/subscriptions/{id}` -> `preflightSubscriptionsId`. */
const preflightId = (path: string) =>
  `preflight${path
    .replace('/api/v1/', '')
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

/**
 * The OpenAPI 3.1 description of everything the server does, built from the route
 * table: each route's `doc` says what it does in words and examples; the schemas come from
 * the domain's validation rules, statuses from the one code -> status mapping, error
 * examples from the code that raises them. `GET /api/v1/openapi.json` serves it as is.
 */
export function buildOpenApiDocument(routes: readonly Route[]): OpenApiDocument {
  const paths: Record<string, PathItemObject> = {};
  for (const route of routes) {
    paths[route.path] = {
      ...paths[route.path],
      [route.method.toLowerCase() as HttpMethod]: operationOf(route),
    };
  }
  for (const route of routes) {
    const item = paths[route.path]!;
    if (isApiPath(route.path)) item.options ??= preflightOf(preflightId(route.path), route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'subtrack API',
      version: '1.0.0',
      description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/', description: 'This server.' }],
    security: [{ bearerAuth: [] }],
    tags: Object.entries(DOC_TAGS).map(([name, about]) => ({ name, description: about })),
    paths,
    components: {
      schemas: API_SCHEMAS,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'stk_<keyId>_<secret>',
          description: 'A read or write API key. Missing: 401 authentication_required.',
        },
      },
    },
    'x-error-codes': ERROR_CODES,
  };
}
