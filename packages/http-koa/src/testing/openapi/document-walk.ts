import type { OpenApiDocument, OperationObject } from '../../openapi/openapi-types.js';

/** The lower-case methods an OpenAPI path item may hold that this service uses. */
export const DOCUMENT_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;

/** One operation of the document with its method (upper-case) and path. */
export interface DocumentedOperation {
  method: string;
  path: string;
  operation: OperationObject;
}

/** Every operation of `document`, in path order. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    DOCUMENT_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );
}
