import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, webWriteContext } from '../audit/write-context.js';
import { anAccount } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from './create-api-key.js';
import { revokeApiKey } from './revoke-api-key.js';

describe('revokeApiKey', () => {
  it('marks the key revoked at the current time', async () => {
    const { ports, accountId, clock } = await aTestWorld();
    const { apiKey } = await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    });
    clock.set('2026-12-01T00:00:00.000Z');
    assert.equal(
      (
        await revokeApiKey(
          ports,
          { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
          apiKey.id,
        )
      ).revokedAt,
      '2026-12-01T00:00:00.000Z',
    );
  });

  it('keeps the first revocation time when revoked twice', async () => {
    const { ports, accountId, clock } = await aTestWorld();
    const { apiKey } = await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    });
    const first = (
      await revokeApiKey(
        ports,
        { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
        apiKey.id,
      )
    ).revokedAt;
    clock.advance(60_000);
    assert.equal(
      (
        await revokeApiKey(
          ports,
          { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
          apiKey.id,
        )
      ).revokedAt,
      first,
    );
  });

  it('an unknown key id gives not_found', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () =>
        revokeApiKey(
          ports,
          { actor: { type: 'cli', id: null }, requestId: 'req-cli' },
          'ffffffffffffffff',
        ),
      (e: unknown) => (e as { code?: string }).code === 'not_found',
    );
  });

  it('records the first revocation in the key account, by its actor, and not the second', async () => {
    const { ports, accountId } = await aTestWorld();
    const { apiKey } = await createApiKey(ports, cliWriteContext(accountId, 'req-1'), {
      scope: 'read',
    });
    const author = {
      actor: { type: 'web', id: 'session-1', memberId: 'member-1' },
      requestId: 'req-2',
    } as const;
    await revokeApiKey(ports, author, apiKey.id);
    await revokeApiKey(ports, author, apiKey.id);
    const records = (
      await ports.audit.list(accountId, {
        limit: 10,
        offset: 0,
        filters: { action: 'api_key.revoked' },
      })
    ).items;
    assert.equal(records.length, 1);
    assert.deepEqual(records[0]?.actor, { type: 'web', id: 'session-1', memberId: 'member-1' });
    assert.equal(records[0]?.resourceId, apiKey.id);
    assert.equal(records[0]?.requestId, 'req-2');
  });

  it('given an account, finds no key of another account and leaves it working', async () => {
    const { ports, accountId } = await aTestWorld();
    const other = anAccount({ id: '019b76da-a800-7000-8000-0000000000b2' });
    await ports.accounts.insert(other);
    const { apiKey } = await createApiKey(ports, cliWriteContext(other.id, 'req-1'), {
      scope: 'read',
    });
    await expectDomainRejection(
      () =>
        revokeApiKey(
          ports,
          webWriteContext(accountId, 'session-1', 'member-1', 'req-2'),
          apiKey.id,
        ),
      'not_found',
      'keyId',
    );
    assert.equal((await ports.apiKeys.findById(apiKey.id))?.revokedAt, null);
  });
});
