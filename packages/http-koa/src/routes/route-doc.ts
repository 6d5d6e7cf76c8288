import type { QueryParamRule } from '@subtrack/domain';
import type { DocumentedErrorCode } from '../error-mapping.js';
import type { JsonSchema, JsonValue } from './json-schema.js';

/** The groups of operations in the API reference, with what each holds. */
export const DOC_TAGS = {
  Subscriptions: 'Subscription records.',
  Analytics:
    'Computed per currency, never converted; the estimate (and spend with convertTo) adds one labelled figure at stated rates.',
  'Notification settings': 'Reminder settings of the account.',
  Audit: 'Read-only trail of API writes.',
  Data: 'Export, import and the calendar feed.',
  Discovery: 'Subscriptions found in bank exports, and what the owner said is not one.',
  Service: 'Health, this document and its page.',
  'Exchange rates': 'The home currency and the dated rates its estimates use.',
  CORS: 'Preflight on every /api/v1 path.',
};

/** The groups a route's operation may be in (the preflights have their own). */
export type DocTag = Exclude<keyof typeof DOC_TAGS, 'CORS'>;

/** Every response header the reference documents (`openapi/response-headers.ts` describes each). */
export type ResponseHeaderName =
  | 'X-Request-Id'
  | 'X-RateLimit-Limit'
  | 'X-RateLimit-Remaining'
  | 'X-RateLimit-Reset'
  | 'Retry-After'
  | 'Location'
  | 'ETag'
  | 'Idempotent-Replayed'
  | 'Deprecation'
  | 'Access-Control-Allow-Origin'
  | 'Access-Control-Allow-Methods'
  | 'Access-Control-Allow-Headers'
  | 'Access-Control-Max-Age'
  | 'Content-Disposition'
  | 'Cache-Control';

/** One named example of a body: /docs offers them in a list, the first one preselected. */
export interface ExampleObject {
  summary: string;
  value: JsonValue;
}

/** Examples by a short name (`netflix`, `invalid_json`). */
export type NamedExamples = Record<string, ExampleObject>;

/** One media type of a body. */
export interface MediaTypeObject {
  schema: JsonSchema;
  examples?: NamedExamples;
}

/** A query, path or header parameter. */
export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

/**
 * What the API reference (`GET /api/v1/openapi.json`) says of a route, in words (its
 * examples are recorded from a real server: `testing/openapi/record-examples.ts`). The rest
 * is derived from the route itself (`openapi/operation.ts`): its method, path and scope, the
 * headers and error answers of its kind (authentication, quota, idempotency keys, ETags),
 * and the status of each error code from `error-mapping.ts`.
 */
export interface RouteDoc {
  operationId: string;
  tag: DocTag;
  summary: string;
  /** For people: what it does and its rules, in words (no decision numbers). */
  description: string;
  /** Each `{name}` of the path. */
  path?: Record<string, { description: string; schema: JsonSchema }>;
  /** The domain's query rules (`SUBSCRIPTION_LIST_QUERY`), or parameters written here. */
  query?: readonly (QueryParamRule | ParameterObject)[];
  /** The request body by media type (`json(schema)` for a JSON object; examples are recorded). */
  body?: { description: string; content: Record<string, MediaTypeObject> };
  success: {
    /** 200 unless said otherwise. */
    status?: number;
    description: string;
    /** The body by media type; none for an answer without a body. */
    content?: Record<string, MediaTypeObject>;
    /** Headers the success always carries besides those of every answer of its kind. */
    headers?: ResponseHeaderName[];
  };
  /** The codes only this route answers; those of its kind are added (`openapi/operation.ts`). */
  errors?: DocumentedErrorCode[];
}
