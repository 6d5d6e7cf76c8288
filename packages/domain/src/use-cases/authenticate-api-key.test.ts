import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { authenticateApiKey } from './authenticate-api-key.js';
import { cliWriteContext } from './context.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

const fails = (code: string) => (error: unknown) => {
  assert.equal((error as { code?: string }).code, code);
  return true;
};

function withKey(scope: 'read' | 'write' = 'read') {
  const world = aTestWorld();
  const { apiKey, key } = createApiKey(world.ports, cliWriteContext(world.accountId, 'req-cli'), {
    scope,
  });
  return { ...world, apiKey, key };
}

describe('authenticateApiKey', () => {
  it('returns the account, key id and scope of a valid bearer key', () => {
    const { ports, apiKey, key, accountId } = withKey('read');
    assert.deepEqual(authenticateApiKey(ports, `Bearer ${key}`), {
      accountId,
      apiKeyId: apiKey.id,
      scope: 'read',
    });
  });

  it('accepts the scheme in any letter case', () => {
    const { ports, key } = withKey();
    assert.equal(authenticateApiKey(ports, `bearer ${key}`).scope, 'read');
  });

  it('a missing or empty header gives authentication_required', () => {
    const { ports } = withKey();
    assert.throws(() => authenticateApiKey(ports, undefined), fails('authentication_required'));
    assert.throws(() => authenticateApiKey(ports, ''), fails('authentication_required'));
  });

  it('a header that is not Bearer <token> gives authentication_required', () => {
    const { ports, key } = withKey();
    assert.throws(
      () => authenticateApiKey(ports, `Basic ${key}`),
      fails('authentication_required'),
    );
    assert.throws(() => authenticateApiKey(ports, 'Bearer '), fails('authentication_required'));
    assert.throws(() => authenticateApiKey(ports, key), fails('authentication_required'));
  });

  it('a malformed token gives invalid_api_key', () => {
    const { ports } = withKey();
    assert.throws(() => authenticateApiKey(ports, 'Bearer not-a-key'), fails('invalid_api_key'));
  });

  it('an unknown key id gives invalid_api_key', () => {
    const { ports } = withKey();
    const unknown = `stk_${'0'.repeat(16)}_${'1'.repeat(64)}`;
    assert.throws(() => authenticateApiKey(ports, `Bearer ${unknown}`), fails('invalid_api_key'));
  });

  it('a right key id with a wrong secret gives invalid_api_key', () => {
    const { ports, key } = withKey();
    const forged = `${key.slice(0, 21)}${'0'.repeat(64)}`;
    assert.notEqual(forged, key);
    assert.throws(() => authenticateApiKey(ports, `Bearer ${forged}`), fails('invalid_api_key'));
  });

  it('a revoked key gives invalid_api_key from the next request on', () => {
    const { ports, apiKey, key } = withKey();
    revokeApiKey(ports, { actor: { type: 'cli', id: null }, requestId: 'req-cli' }, apiKey.id);
    assert.throws(() => authenticateApiKey(ports, `Bearer ${key}`), fails('invalid_api_key'));
  });
});
