import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from './create-api-key.js';
import { listApiKeys } from './list-api-keys.js';

describe('listApiKeys', () => {
  it('lists the account’s keys oldest first', async () => {
    const { ports, accountId, clock } = await aTestWorld();
    const first = (
      await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
        scope: 'read',
      })
    ).apiKey;
    clock.advance(1000);
    const second = (
      await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
        scope: 'write',
      })
    ).apiKey;
    assert.deepEqual(await listApiKeys(ports, accountId), [first, second]);
  });

  it('an unknown account gives account_not_found', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () => listApiKeys(ports, 'missing'),
      (e: unknown) => (e as { code?: string }).code === 'account_not_found',
    );
  });
});
