import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { cliWriteContext } from './context.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

describe('revokeApiKey', () => {
  it('marks the key revoked at the current time', () => {
    const { ports, accountId, clock } = aTestWorld();
    const { apiKey } = createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    });
    clock.set('2026-12-01T00:00:00.000Z');
    assert.equal(
      revokeApiKey(ports, { actor: { type: 'cli', id: null }, requestId: 'req-cli' }, apiKey.id)
        .revokedAt,
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('keeps the first revocation time when revoked twice', () => {
    const { ports, accountId, clock } = aTestWorld();
    const { apiKey } = createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    });
    const first = revokeApiKey(
      ports,
      { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
      apiKey.id,
    ).revokedAt;
    clock.advance(60_000);
    assert.equal(
      revokeApiKey(ports, { actor: { type: 'cli', id: null }, requestId: 'req-cli' }, apiKey.id)
        .revokedAt,
      first,
    );
  });

  it('an unknown key id gives not_found', () => {
    const { ports } = aTestWorld();
    assert.throws(
      () =>
        revokeApiKey(
          ports,
          { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
          'ffffffffffffffff',
        ),
      (e: unknown) => (e as { code?: string }).code === 'not_found',
    );
  });

  it('records the first revocation in the key account, by its actor, and not the second', () => {
    const { ports, accountId } = aTestWorld();
    const { apiKey } = createApiKey(ports, cliWriteContext(accountId, 'req-1'), { scope: 'read' });
    const author = { actor: { type: 'web', id: 'session-1' }, requestId: 'req-2' } as const;
    revokeApiKey(ports, author, apiKey.id);
    revokeApiKey(ports, author, apiKey.id);
    const records = ports.audit.list(accountId, {
      limit: 10,
      offset: 0,
      filters: { action: 'api_key.revoked' },
    }).items;
    assert.equal(records.length, 1);
    assert.deepEqual(records[0]?.actor, { type: 'web', id: 'session-1' });
    assert.equal(records[0]?.resourceId, apiKey.id);
    assert.equal(records[0]?.requestId, 'req-2');
  });
});
