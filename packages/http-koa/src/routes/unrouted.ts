import type { Layer } from '@koa/router';
import { DomainError } from '@subtrack/domain';
import { isApiPath } from './api-path.js';

// The order `Allow` lists methods in.
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** No route at this path. */
export function notFound(): DomainError {
  return new DomainError('not_found', 'There is no resource at this path.', {
    suggestedFix: 'Check the path against GET /api/v1/openapi.json.',
  });
}

/** A known path asked with a method it does not serve; `allow` lists those it does. */
export function methodNotAllowed(method: string, allow: readonly string[]): DomainError {
  return new DomainError('method_not_allowed', `${method} is not supported on this path.`, {
    suggestedFix: `Use one of: ${allow.join(', ')}.`,
  });
}

/**
 * What a path's routes serve (the router's layers that matched it), in `Allow`'s order:
 * HEAD wherever GET is (the router adds it), OPTIONS on `/api/v1` paths (the preflight).
 */
export function allowedMethods(path: string, layers: readonly Pick<Layer, 'methods'>[]): string[] {
  const methods = new Set(layers.flatMap((layer) => layer.methods));
  if (isApiPath(path)) methods.add('OPTIONS');
  return METHOD_ORDER.filter((method) => methods.has(method));
}
