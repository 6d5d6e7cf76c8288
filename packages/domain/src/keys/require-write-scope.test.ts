import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isDomainError } from '../shared/domain-error.js';
import { requireWriteScope } from './require-write-scope.js';

describe('requireWriteScope', () => {
  const principal = { accountId: 'a', apiKeyId: '00000000000000a1' };

  it('lets a write key through', () => {
    assert.doesNotThrow(() => requireWriteScope({ ...principal, scope: 'write' }));
  });

  it('stops a read key with insufficient_scope and a suggested fix', () => {
    assert.throws(
      () => requireWriteScope({ ...principal, scope: 'read' }),
      (error: unknown) => {
        assert.ok(isDomainError(error));
        assert.equal(error.code, 'insufficient_scope');
        assert.match(error.message, /write scope/);
        assert.match(error.details.suggestedFix ?? '', /write/);
        return true;
      },
    );
  });
});
