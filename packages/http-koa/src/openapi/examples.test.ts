import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { exampleProblems } from '../testing/openapi/example-problems.js';
import { recordExamples } from '../testing/openapi/record-examples.js';
import type {
  OpenApiDocument,
  OperationObject,
  RequestBodyObject,
  ResponseObject,
} from './openapi-types.js';
import { recordedExamples } from './recorded-examples.js';
import { openApiDocument } from './served-document.js';

describe('the examples of the OpenAPI document', () => {
  it('cover every request body and JSON response, and match their schemas', () => {
    assert.deepEqual(exampleProblems(openApiDocument), []);
  });

  it('are checked for real: a wrong or missing example is reported', () => {
    const broken = structuredClone(openApiDocument) as OpenApiDocument;
    const create =
      broken.paths['/api/v1/subscriptions']?.post?.requestBody?.content['application/json'];
    assert.ok(create?.examples?.['netflix']);
    create.examples['netflix'].value = { name: 'Netflix', amount: '13.99' };
    const health = broken.paths['/healthz']?.get?.responses['200']?.content?.['application/json'];
    assert.ok(health);
    delete health.examples;
    const problems = exampleProblems(broken);
    assert.ok(problems.includes('GET /healthz 200 application/json: no example'), problems[0]);
    assert.ok(
      problems.some((line) =>
        line.startsWith(
          'POST /api/v1/subscriptions request application/json example netflix: /amount',
        ),
      ),
      problems.join('\n'),
    );
  });

  it('are what a seeded server answers today (else: pnpm openapi:examples)', async () => {
    // The recording sends every request example and fails on an answer that is no success.
    assert.deepEqual(await recordExamples(), recordedExamples);
  });

  it('all land in the document', () => {
    for (const [operationId, places] of Object.entries(recordedExamples)) {
      const found = documentedOperations(openApiDocument).find(
        (entry) => entry.operation.operationId === operationId,
      );
      assert.ok(found, operationId);
      for (const [where, byType] of Object.entries(places)) {
        const operation: OperationObject = found.operation;
        const body: ResponseObject | RequestBodyObject | undefined =
          where === 'request' ? operation.requestBody : operation.responses[where];
        for (const [type, examples] of Object.entries(byType)) {
          assert.deepEqual(body?.content?.[type]?.examples, examples, `${operationId} ${where}`);
        }
      }
    }
  });
});
