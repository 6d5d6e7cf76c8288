import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { aTestWorld } from '../testing/test-world.js';
import { authenticateApiKey } from './authenticate-api-key.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

const fails = (code: string) => (error: unknown) => {
  assert.equal((error as { code?: string }).code, code);
  return true;
};

async function withKey(scope: 'read' | 'write' = 'read') {
  const world = await aTestWorld();
  const { apiKey, key } = await createApiKey(
    world.ports,
    cliWriteContext(world.accountId, 'req-cli'),
    {
      scope,
    },
  );
  return { ...world, apiKey, key };
}

describe('authenticateApiKey', () => {
  it('returns the account, key id and scope of a valid bearer key', async () => {
    const { ports, apiKey, key, accountId } = await withKey('read');
    assert.deepEqual(await authenticateApiKey(ports, `Bearer ${key}`), {
      accountId,
      apiKeyId: apiKey.id,
      scope: 'read',
    });
  });

  it('accepts the scheme in any letter case', async () => {
    const { ports, key } = await withKey();
    assert.equal((await authenticateApiKey(ports, `bearer ${key}`)).scope, 'read');
  });

  it('a missing or empty header gives authentication_required', async () => {
    const { ports } = await withKey();
    await assert.rejects(
      () => authenticateApiKey(ports, undefined),
      fails('authentication_required'),
    );
    await assert.rejects(() => authenticateApiKey(ports, ''), fails('authentication_required'));
  });

  it('a header that is not Bearer <token> gives authentication_required', async () => {
    const { ports, key } = await withKey();
    await assert.rejects(
      () => authenticateApiKey(ports, `Basic ${key}`),
      fails('authentication_required'),
    );
    await assert.rejects(
      () => authenticateApiKey(ports, 'Bearer '),
      fails('authentication_required'),
    );
    await assert.rejects(() => authenticateApiKey(ports, key), fails('authentication_required'));
  });

  it('a malformed token gives invalid_api_key', async () => {
    const { ports } = await withKey();
    await assert.rejects(
      () => authenticateApiKey(ports, 'Bearer not-a-key'),
      fails('invalid_api_key'),
    );
  });

  it('an unknown key id gives invalid_api_key', async () => {
    const { ports } = await withKey();
    const unknown = `stk_${'0'.repeat(16)}_${'1'.repeat(64)}`;
    await assert.rejects(
      () => authenticateApiKey(ports, `Bearer ${unknown}`),
      fails('invalid_api_key'),
    );
  });

  it('a right key id with a wrong secret gives invalid_api_key', async () => {
    const { ports, key } = await withKey();
    const forged = `${key.slice(0, 21)}${'0'.repeat(64)}`;
    assert.notEqual(forged, key);
    await assert.rejects(
      () => authenticateApiKey(ports, `Bearer ${forged}`),
      fails('invalid_api_key'),
    );
  });

  it('a revoked key gives invalid_api_key from the next request on', async () => {
    const { ports, apiKey, key } = await withKey();
    await revokeApiKey(
      ports,
      { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
      apiKey.id,
    );
    await assert.rejects(
      () => authenticateApiKey(ports, `Bearer ${key}`),
      fails('invalid_api_key'),
    );
  });
});
