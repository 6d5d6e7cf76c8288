import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { openApiDocument } from './served-document.js';

const operations = documentedOperations(openApiDocument);
function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 with info.version 1.0.0', () => {
    assert.equal(openApiDocument.openapi, '3.1.0');
    assert.equal(openApiDocument.info.version, '1.0.0');
  });

  it('passes an independent OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument));
    assert.deepEqual(result.errors ?? [], []);
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');
  });

  it('fails that validator when it breaks the OpenAPI rules', async () => {
    const broken = structuredClone(openApiDocument) as { paths: Record<string, unknown> };
    broken.paths['no-leading-slash'] = { get: { responses: { '200': {} } } };
    const result = await new Validator().validate(broken);
    assert.equal(result.valid, false);
  });

  it('says no decision numbers and points at nothing outside the repository', () => {
    const text = JSON.stringify(openApiDocument);
    assert.deepEqual(text.match(/\bD\d+\b/g) ?? [], []);
    assert.doesNotMatch(text, /shared\/|product-decisions/);
  });

  it('survives a JSON round trip unchanged, so it can be served as is', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(openApiDocument)), openApiDocument);
  });

  it('resolves every $ref to a component schema', () => {
    const schemas = openApiDocument.components.schemas;
    for (const ref of collectRefs(openApiDocument)) {
      const name = ref.replace('#/components/schemas/', '');
      assert.ok(ref.startsWith('#/components/schemas/') && name in schemas, `${ref} resolves`);
    }
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    assert.equal(new Set(ids).size, ids.length);
  });
});
