import { analyticsSchemas } from './analytics-schemas.js';
import { commonSchemas } from './common-schemas.js';
import { dataIoPaths } from './data-io-paths.js';
import { dataIoSchemas } from './data-io-schemas.js';
import { ERROR_CODES, errorResponses } from './error-responses.js';
import type { OpenApiDocument } from './openapi-types.js';
import { paymentPaths } from './payment-paths.js';
import { paymentSchemas } from './payment-schemas.js';
import { readModelPaths } from './read-model-paths.js';
import { responseHeaders } from './response-headers.js';
import { responseSchemas } from './response-schemas.js';
import { settingsAndAuditSchemas } from './settings-and-audit-schemas.js';
import { settingsAndServicePaths } from './settings-and-service-paths.js';
import { subscriptionPaths } from './subscription-paths.js';
import { subscriptionSchemas } from './subscription-schemas.js';

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
 * The OpenAPI 3.1 description of everything the server does (D24), a plain JSON value that
 * `GET /api/v1/openapi.json` serves as is and `/docs` renders. Enums come from the domain's
 * constants, so the document and the validation rules share one source.
 */
export const openApiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'subtrack API', version: '1.0.0', description },
  jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
  servers: [{ url: '/', description: 'This server.' }],
  security: [{ bearerAuth: [] }],
  tags: [
    { name: 'Subscriptions', description: 'Subscription records.' },
    { name: 'Analytics', description: 'Computed, per currency, never converted.' },
    { name: 'Notification settings', description: 'Reminder settings of the account.' },
    { name: 'Audit', description: 'Read-only trail of API writes.' },
    { name: 'Data', description: 'Export, import and the calendar feed.' },
    { name: 'Service', description: 'Health, this document and its page.' },
    { name: 'CORS', description: 'Preflight on every /api/v1 path.' },
  ],
  paths: {
    ...subscriptionPaths,
    ...paymentPaths,
    ...readModelPaths,
    ...settingsAndServicePaths,
    ...dataIoPaths,
  },
  components: {
    schemas: {
      ...commonSchemas,
      ...subscriptionSchemas,
      ...analyticsSchemas,
      ...paymentSchemas,
      ...settingsAndAuditSchemas,
      ...responseSchemas,
      ...dataIoSchemas,
    },
    securitySchemes: {
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'stk_<keyId>_<secret>',
        description: 'A read or write API key. Missing: 401 authentication_required.',
      },
    },
    headers: responseHeaders,
    responses: {
      NotFound: errorResponses(['not_found'], false)['404']!,
      MethodNotAllowed: errorResponses(['method_not_allowed'], false)['405']!,
      PayloadTooLarge: errorResponses(['payload_too_large'], false)['413']!,
    },
  },
  'x-error-codes': ERROR_CODES,
};
