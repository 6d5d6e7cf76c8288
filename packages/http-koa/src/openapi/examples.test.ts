import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestServer } from '../testing/test-server.js';
import { exampleProblems } from './example-problems.js';
import type { NamedExamples, OpenApiDocument } from './openapi-types.js';
import { openApiDocument } from './served-document.js';

function requestExamples(path: string, method: 'post' | 'patch'): NamedExamples {
  const examples =
    openApiDocument.paths[path]?.[method]?.requestBody?.content['application/json']?.examples;
  assert.ok(examples, `${method} ${path} has request examples`);
  return examples;
}

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

  it('are accepted by the real server as the documented success', async (t) => {
    const s = await startTestServer(t);
    for (const [name, { value }] of Object.entries(
      requestExamples('/api/v1/subscriptions', 'post'),
    )) {
      const created = await s.request('POST', '/api/v1/subscriptions', {
        key: s.writeKey,
        body: value,
      });
      assert.equal(created.status, 201, `${name}: ${created.text}`);
    }
    const list = await s.request('GET', '/api/v1/subscriptions', { key: s.readKey });
    const id = (list.json['data'] as Array<{ id: string }>)[0]?.id;
    for (const [name, { value }] of Object.entries(
      requestExamples('/api/v1/subscriptions/{id}', 'patch'),
    )) {
      const patched = await s.request('PATCH', `/api/v1/subscriptions/${id}`, {
        key: s.writeKey,
        body: value,
      });
      assert.equal(patched.status, 200, `${name}: ${patched.text}`);
    }
  });
});
