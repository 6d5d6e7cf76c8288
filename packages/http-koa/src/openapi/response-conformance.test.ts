import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ReceivedResponse,
  responseViolations,
} from '../testing/openapi/response-conformance.js';
import { openApiDocument } from './served-document.js';

const HEALTH = { method: 'GET', path: '/healthz' };

function received(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ReceivedResponse {
  return {
    status,
    headers: new Headers({ 'content-type': 'application/json; charset=utf-8', ...headers }),
    text: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

describe('responseViolations', () => {
  it('accepts a documented answer', () => {
    const ok = received(200, { status: 'ok', requestId: 'r1' }, { 'x-request-id': 'r1' });
    assert.deepEqual(responseViolations(openApiDocument, HEALTH, ok), []);
  });

  it('reports a status the operation does not document', () => {
    const [violation] = responseViolations(openApiDocument, HEALTH, received(418, {}));
    assert.equal(violation?.message, 'status 418 is not documented');
  });

  it('reports a missing required header and a body that breaks the schema', () => {
    const violations = responseViolations(
      openApiDocument,
      HEALTH,
      received(200, { status: 'down' }),
    );
    assert.deepEqual(
      violations.map((violation) => violation.path),
      ['header X-Request-Id', '/status'],
    );
  });

  it('reports a requestId that differs from the X-Request-Id header', () => {
    const mismatch = received(200, { status: 'ok', requestId: 'r1' }, { 'x-request-id': 'r2' });
    assert.deepEqual(responseViolations(openApiDocument, HEALTH, mismatch), [
      { path: '/requestId', message: 'differs from the X-Request-Id header' },
    ]);
  });

  it('reports an error code the response does not list', () => {
    const path = { method: 'GET', path: '/api/v1/subscriptions/{id}' };
    const answer = received(
      404,
      { error: { code: 'not_found', message: 'x' }, requestId: 'r' },
      {
        'x-request-id': 'r',
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '9',
      },
    );
    const violations = responseViolations(openApiDocument, path, answer);
    assert.deepEqual(
      violations.map((violation) => violation.path),
      ['/error/code'],
    );
  });

  it('reports an integer header written as something else', () => {
    const path = { method: 'GET', path: '/api/v1/analytics/summary' };
    const answer = received(
      429,
      { error: { code: 'rate_limit_exceeded', message: 'x' }, requestId: 'r' },
      { 'x-request-id': 'r', 'retry-after': 'soon' },
    );
    assert.deepEqual(responseViolations(openApiDocument, path, answer), [
      { path: 'header Retry-After', message: 'soon is not an integer' },
    ]);
  });
});
