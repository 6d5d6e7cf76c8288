import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

describe('revokeApiKey', () => {
  it('marks the key revoked at the current time', () => {
    const { ports, accountId, clock } = aTestWorld();
    const { apiKey } = createApiKey(ports, { accountId, scope: 'read' });
    clock.set('2026-12-01T00:00:00.000Z');
    assert.equal(revokeApiKey(ports, apiKey.id).revokedAt, '2026-12-01T00:00:00.000Z');
  });

  it('keeps the first revocation time when revoked twice', () => {
    const { ports, accountId, clock } = aTestWorld();
    const { apiKey } = createApiKey(ports, { accountId, scope: 'read' });
    const first = revokeApiKey(ports, apiKey.id).revokedAt;
    clock.advance(60_000);
    assert.equal(revokeApiKey(ports, apiKey.id).revokedAt, first);
  });

  it('an unknown key id gives not_found', () => {
    const { ports } = aTestWorld();
    assert.throws(
      () => revokeApiKey(ports, 'ffffffffffffffff'),
      (e: unknown) => (e as { code?: string }).code === 'not_found',
    );
  });
});
