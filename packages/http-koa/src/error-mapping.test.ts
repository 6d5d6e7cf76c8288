import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { statusForCode } from './error-mapping.js';

describe('statusForCode', () => {
  it('maps every validation code to 400', () => {
    for (const code of ['invalid_json', 'invalid_query', 'empty_patch', 'invalid_pagination']) {
      assert.equal(statusForCode(code), 400, code);
    }
  });

  it('maps authentication, scope, not-found, method, size and quota codes', () => {
    assert.equal(statusForCode('invalid_api_key'), 401);
    assert.equal(statusForCode('insufficient_scope'), 403);
    assert.equal(statusForCode('subscription_not_found'), 404);
    assert.equal(statusForCode('method_not_allowed'), 405);
    assert.equal(statusForCode('payload_too_large'), 413);
    assert.equal(statusForCode('rate_limit_exceeded'), 429);
    assert.equal(statusForCode('service_unavailable'), 503);
  });

  it('treats an unknown code as a server error', () => {
    assert.equal(statusForCode('something_new'), 500);
  });
});
