import { type DocumentedErrorCode, errorResponses } from './error-responses.js';
import type { JsonSchema } from './json-schema.js';
import type {
  HeaderObject,
  MediaTypeObject,
  NamedExamples,
  OperationObject,
  ParameterObject,
  RequestBodyObject,
  ResponseObject,
} from './openapi-types.js';
import { headersOf, RATE_LIMIT_HEADERS, type ResponseHeaderName } from './response-headers.js';

/**
 * Realistic examples of one operation, shown by /docs and checked against the schemas
 * (`examples.test.ts`). Error responses get an example per error code on their own
 * (`examples/error-examples.ts`); give `responses[status]` only to show something else.
 */
export interface OperationExamples {
  /** The request body, when the operation takes one. */
  request?: NamedExamples;
  /** By status: at least the success status (`'200'`, `'201'`). */
  responses: Record<string, NamedExamples>;
}

/** What differs between operations; `operation` adds what every one of them shares. */
export interface OperationSpec {
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  /** `none`: no bearer key is needed (D22, D24). */
  scope: 'read' | 'write' | 'none';
  parameters?: ParameterObject[];
  /** A JSON body with this schema; adds invalid_json and payload_too_large (D11, D23). */
  body?: { description: string; schema: JsonSchema };
  success: {
    status: string;
    description: string;
    schema?: JsonSchema;
    /** `application/json` unless said; several when the body may be of any of them. */
    contentType?: string | string[];
    extraHeaders?: ResponseHeaderName[];
    optionalHeaders?: ResponseHeaderName[];
  };
  /** The operation's own codes; authentication, scope, quota and 500 are added here. */
  errors: DocumentedErrorCode[];
  /** Needed by every operation with a body or a JSON answer: `examples.test.ts` fails without. */
  examples?: OperationExamples;
}

function commonErrors(spec: OperationSpec): DocumentedErrorCode[] {
  const codes: DocumentedErrorCode[] = [];
  if (spec.body) codes.push('invalid_json', 'payload_too_large');
  if (spec.scope !== 'none') {
    // D12: every authenticated endpoint rejects unknown query parameters.
    codes.push('invalid_query', 'authentication_required', 'invalid_api_key');
    // D21: invalid-key throttling and D20's quota both answer 429.
    codes.push('rate_limit_exceeded');
  }
  if (spec.scope === 'write') codes.push('insufficient_scope');
  codes.push('internal_error');
  return codes;
}

function successHeaders(spec: OperationSpec): Record<string, HeaderObject> {
  const required: ResponseHeaderName[] = ['X-Request-Id', ...(spec.success.extraHeaders ?? [])];
  if (spec.scope !== 'none') required.push(...RATE_LIMIT_HEADERS);
  return headersOf(required, spec.success.optionalHeaders ?? []);
}

function successContent(
  schema: JsonSchema,
  contentType: string | string[] = 'application/json',
  examples: NamedExamples | undefined = undefined,
): Record<string, MediaTypeObject> {
  return Object.fromEntries(
    [contentType].flat().map((type) => [type, { schema, ...(examples ? { examples } : {}) }]),
  );
}

/** `responses` with the operation's own examples put over the generated error examples. */
function withExamples(
  responses: Record<string, ResponseObject>,
  examples: Record<string, NamedExamples>,
): Record<string, ResponseObject> {
  const out = { ...responses };
  for (const [status, named] of Object.entries(examples)) {
    const response = out[status];
    const json = response?.content?.['application/json'];
    if (!response || !json) continue;
    out[status] = { ...response, content: { 'application/json': { ...json, examples: named } } };
  }
  return out;
}

/** Builds a full OpenAPI operation with its error responses and `x-error-codes`. */
export function operation(spec: OperationSpec): OperationObject {
  const codes = [...new Set([...spec.errors, ...commonErrors(spec)])];
  const scopeNote =
    spec.scope === 'none'
      ? 'No authentication.'
      : `Scope: ${spec.scope}${spec.scope === 'read' ? ' (a read or write key)' : ' key required'}.`;
  const success = spec.success;
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: `${spec.description}\n\n${scopeNote} Error codes: ${codes.join(', ')}.`,
    tags: [spec.tag],
    ...(spec.scope === 'none' ? { security: [] } : {}),
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.body
      ? ({
          requestBody: {
            description: spec.body.description,
            required: true,
            content: {
              'application/json': {
                schema: spec.body.schema,
                ...(spec.examples?.request ? { examples: spec.examples.request } : {}),
              },
            },
          },
        } satisfies { requestBody: RequestBodyObject })
      : {}),
    responses: {
      [success.status]: {
        description: success.description,
        headers: successHeaders(spec),
        ...(success.schema
          ? {
              content: successContent(
                success.schema,
                success.contentType,
                spec.examples?.responses[success.status],
              ),
            }
          : {}),
      },
      ...withExamples(errorResponses(codes, spec.scope !== 'none'), spec.examples?.responses ?? {}),
    },
    'x-error-codes': codes,
  };
}

/** D22: the CORS preflight every /api/v1 path answers, without authentication or quota. */
export function preflight(operationId: string): OperationObject {
  return {
    operationId,
    summary: 'CORS preflight',
    description:
      'Answers a cross-origin preflight with 204, without authentication or quota. ' +
      'Browsers may read X-Request-Id, X-RateLimit-* and Retry-After.',
    tags: ['CORS'],
    security: [],
    parameters: [
      {
        name: 'Origin',
        in: 'header',
        description: 'The calling origin.',
        schema: { type: 'string' },
      },
      {
        name: 'Access-Control-Request-Method',
        in: 'header',
        description: 'The method the browser intends to use.',
        schema: { type: 'string' },
      },
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
