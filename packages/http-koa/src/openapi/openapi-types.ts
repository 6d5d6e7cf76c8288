import type { JsonSchema } from '../routes/json-schema.js';
import type { MediaTypeObject, ParameterObject } from '../routes/route-doc.js';

// The parts of OpenAPI 3.1 this document holds, each member it always fills required. The
// `openapi-types` package types 3.1 parameters and headers with 3.0 schemas (no `const`, no
// `null` type) and makes every member optional or a `$ref`, so it would check less.

/** A documented response header. */
export interface HeaderObject {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

/** A documented response of one status code. */
export interface ResponseObject {
  description: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
}

/** A request body. */
export interface RequestBodyObject {
  description: string;
  required: boolean;
  content: Record<string, MediaTypeObject>;
}

/**
 * One operation. `x-error-codes` lists every error code it may answer with, so a client
 * generator (or a reader) sees them without reading each response's `enum`.
 */
export interface OperationObject {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  'x-error-codes': string[];
}

/** The HTTP methods a path item may hold, lower-case as OpenAPI writes them. */
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'options';

/** The operations of one path. */
export type PathItemObject = Partial<Record<HttpMethod, OperationObject>>;

/**
 * The parts of an OpenAPI 3.1 document this service uses. A type alias (not an interface)
 * so it stays assignable to `Record<string, unknown>` for JSON writers.
 */
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  jsonSchemaDialect: string;
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<
      string,
      { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }
    >;
  };
  'x-error-codes': Record<string, { status: number; meaning: string }>;
};
