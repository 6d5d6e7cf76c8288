import type { OpenApiDocument } from '../../openapi/openapi-types.js';
import type { MediaTypeObject } from '../../routes/route-doc.js';
import { documentedOperations } from './document-walk.js';
import { schemaChecker } from './schema-check.js';

/**
 * Every way the examples of `document` fall short, one line each: a request body or a
 * JSON response without an example, or an example its schema rejects. Test support (Ajv).
 */
export function exampleProblems(document: OpenApiDocument): string[] {
  const check = schemaChecker(document);
  const problems: string[] = [];
  const media = (where: string, content: Record<string, MediaTypeObject> | undefined) => {
    for (const [type, { schema, examples }] of Object.entries(content ?? {})) {
      const named = Object.entries(examples ?? {});
      if (named.length === 0 && type === 'application/json') {
        problems.push(`${where} ${type}: no example`);
      }
      for (const [name, example] of named) {
        for (const violation of check(schema, example.value)) {
          problems.push(`${where} ${type} example ${name}: ${violation.path} ${violation.message}`);
        }
      }
    }
  };
  for (const { method, path, operation } of documentedOperations(document)) {
    if (operation.requestBody) media(`${method} ${path} request`, operation.requestBody.content);
    for (const [status, response] of Object.entries(operation.responses)) {
      media(`${method} ${path} ${status}`, response.content);
    }
  }
  return problems;
}
