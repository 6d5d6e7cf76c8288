import type { QueryParamRule } from '@subtrack/domain';
import type { DocumentedErrorCode } from '../error-mapping.js';
import type { JsonSchema } from '../routes/json-schema.js';
import type { Route } from '../routes/route.js';
import type { MediaTypeObject, ParameterObject, ResponseHeaderName } from '../routes/route-doc.js';
import { errorResponses } from './error-responses.js';
import { queryParameter } from './from-valibot.js';
import type { OperationObject, ResponseObject } from './openapi-types.js';
import { idempotencyKeyParameter, ifMatchParameter, ifNoneMatchParameter } from './parameters.js';
import { recordedExamples } from './recorded-examples.js';
import { headersOf, RATE_LIMIT_HEADERS } from './response-headers.js';

/** A JSON body of `schema`, for a route's `doc` (its examples are recorded). */
export function json(schema: JsonSchema): Record<string, MediaTypeObject> {
  return { 'application/json': { schema } };
}

/** `content` with the recorded examples of `operationId` at `where` (`request` or a status). */
function withExamples(
  operationId: string,
  where: string,
  content: Record<string, MediaTypeObject>,
): Record<string, MediaTypeObject> {
  const recorded = recordedExamples[operationId]?.[where] ?? {};
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      recorded[type] ? { ...media, examples: recorded[type] } : media,
    ]),
  );
}

/** The codes every route of this kind can answer, besides its own. */
function codesOfKind(route: Route): DocumentedErrorCode[] {
  const codes: DocumentedErrorCode[] = [];
  if (route.kind === 'api' && route.body === 'json-object') codes.push('invalid_json');
  if (route.kind === 'api' && route.body) codes.push('payload_too_large');
  if (route.kind === 'api') {
    // D12, D2, D20 and D21 (both 429), D36: every authenticated route.
    codes.push('invalid_query', 'authentication_required', 'invalid_api_key');
    codes.push('rate_limit_exceeded', 'service_unavailable');
    if (route.scope === 'write') codes.push('insufficient_scope');
    // D31: every write takes an Idempotency-Key.
    if (route.method !== 'GET') {
      codes.push('invalid_idempotency_key', 'idempotency_key_in_use', 'idempotency_key_reused');
    }
    // D32: a write checked against an ETag.
    if (route.currentEtag) codes.push('precondition_failed');
  }
  codes.push('internal_error');
  return codes;
}

const isRule = (param: QueryParamRule | ParameterObject): param is QueryParamRule =>
  'schema' in param && 'code' in param;

/** The parameters of `route.path` (`{id}`), as the route's `doc` describes them. */
export function pathParametersOf(route: Route): ParameterObject[] {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  return names.map((name): ParameterObject => {
    const about = route.doc.path?.[name];
    if (!about) throw new Error(`${route.method} ${route.path}: {${name}} is not described`);
    return { name, in: 'path', required: true, ...about };
  });
}

/** Path parameters, query parameters and the D31/D32 request headers. */
function parametersOf(route: Route, etag: boolean): ParameterObject[] {
  const path = pathParametersOf(route);
  const query = (route.doc.query ?? []).map((p) => (isRule(p) ? queryParameter(p) : p));
  const out = [...path, ...query];
  if (route.kind === 'api' && route.method === 'GET' && etag) out.push(ifNoneMatchParameter);
  if (route.kind === 'api' && route.currentEtag) out.push(ifMatchParameter);
  if (route.kind === 'api' && route.method !== 'GET') out.push(idempotencyKeyParameter);
  return out;
}

/** The success answer: its headers by route kind and its body. */
function successOf(route: Route): ResponseObject {
  const { success, operationId } = route.doc;
  const status = String(success.status ?? 200);
  const required: ResponseHeaderName[] = ['X-Request-Id', ...(success.headers ?? [])];
  const optional: ResponseHeaderName[] = [];
  if (route.kind === 'api') {
    required.push(...RATE_LIMIT_HEADERS);
    if (route.deprecatedBodyFields) optional.push('Deprecation');
    if (route.method !== 'GET') optional.push('Idempotent-Replayed');
  }
  return {
    description: success.description,
    headers: headersOf(required, optional),
    ...(success.content ? { content: withExamples(operationId, status, success.content) } : {}),
  };
}

/**
 * The OpenAPI operation of one route: what its `doc` says in words and examples, plus what
 * its kind implies (scope, parameters, headers, the error answers of every status).
 */
export function operationOf(route: Route): OperationObject {
  const { doc } = route;
  const etag = doc.success.headers?.includes('ETag') ?? false;
  const codes = [...new Set([...(doc.errors ?? []), ...codesOfKind(route)])];
  const scope =
    route.kind === 'public'
      ? 'No authentication.'
      : route.scope === 'read'
        ? 'Scope: read (a read or write key).'
        : 'Scope: write key required.';
  const parameters = parametersOf(route, etag);
  const notModified: ResponseObject = {
    description: 'Not modified: the ETag in If-None-Match is current. No body.',
    headers: headersOf([
      'X-Request-Id',
      'ETag',
      ...(route.kind === 'api' ? RATE_LIMIT_HEADERS : []),
    ]),
  };
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: `${doc.description}\n\n${scope} Error codes: ${codes.join(', ')}.`,
    tags: [doc.tag],
    ...(route.kind === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(doc.body
      ? {
          requestBody: {
            ...doc.body,
            content: withExamples(doc.operationId, 'request', doc.body.content),
            required: true,
          },
        }
      : {}),
    responses: {
      [String(doc.success.status ?? 200)]: successOf(route),
      ...(etag && route.method === 'GET' ? { '304': notModified } : {}),
      ...errorResponses(codes, route),
    },
    'x-error-codes': codes,
  };
}

/**
 * The CORS preflight every /api/v1 path answers, without authentication or quota;
 * `route` is one of the path's routes (its path parameters are the preflight's too).
 */
export function preflightOf(operationId: string, route: Route): OperationObject {
  const header = (name: string, description: string): ParameterObject => ({
    name,
    in: 'header',
    description,
    schema: { type: 'string' },
  });
  return {
    operationId,
    summary: 'CORS preflight',
    description:
      'Answers a cross-origin preflight with 204, without authentication or quota. ' +
      'Browsers may read X-Request-Id, X-RateLimit-* and Retry-After.',
    tags: ['CORS'],
    security: [],
    parameters: [
      ...pathParametersOf(route),
      header('Origin', 'The calling origin.'),
      header('Access-Control-Request-Method', 'The method the browser intends to use.'),
    ],
    responses: {
      '204': {
        description: 'Preflight accepted.',
        headers: headersOf(
          [
            'Access-Control-Allow-Methods',
            'Access-Control-Allow-Headers',
            'Access-Control-Max-Age',
          ],
          ['Access-Control-Allow-Origin', 'X-Request-Id'],
        ),
      },
    },
    'x-error-codes': [],
  };
}
