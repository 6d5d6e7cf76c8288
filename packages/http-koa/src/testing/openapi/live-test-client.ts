import assert from 'node:assert/strict';
import type { ResponseObject } from '../../openapi/openapi-types.js';
import { openApiDocument } from '../../openapi/served-document.js';
import type { TestRequest, TestResponse, TestServer } from '../test-server.js';
import { responseViolations } from './response-conformance.js';

/** `METHOD path status` of every response checked so far, to prove each operation was hit. */
export const checkedResponses = new Set<string>();

/**
 * Sends `method url` to the running server and asserts the answer is the documented
 * response of `method template` (or of `response`, for answers outside any operation).
 */
export async function expectDocumented(
  server: TestServer,
  method: string,
  template: string,
  url: string,
  request: TestRequest = {},
  response?: ResponseObject,
): Promise<TestResponse> {
  const received = await server.request(method, url, request);
  const violations = responseViolations(
    openApiDocument,
    response ? { response } : { method, path: template },
    received,
  );
  assert.deepEqual(
    violations,
    [],
    `${method} ${url} answered ${received.status}: ${received.text.slice(0, 300)}`,
  );
  checkedResponses.add(`${method} ${template} ${received.status}`);
  return received;
}

/** Like `expectDocumented`, and asserts the status and, for errors, the error code. */
export async function expectStatus(
  server: TestServer,
  status: number,
  method: string,
  template: string,
  url: string,
  request: TestRequest & { code?: string } = {},
): Promise<TestResponse> {
  const received = await expectDocumented(server, method, template, url, request);
  assert.equal(received.status, status, `${method} ${url}: ${received.text.slice(0, 300)}`);
  if (request.code !== undefined) {
    assert.equal((received.json['error'] as { code?: string } | undefined)?.code, request.code);
  }
  return received;
}
