import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { cliWriteContext } from './context.js';
import { createApiKey } from './create-api-key.js';
import { listApiKeys } from './list-api-keys.js';

describe('listApiKeys', () => {
  it('lists the account’s keys oldest first', () => {
    const { ports, accountId, clock } = aTestWorld();
    const first = createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    }).apiKey;
    clock.advance(1000);
    const second = createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'write',
    }).apiKey;
    assert.deepEqual(listApiKeys(ports, accountId), [first, second]);
  });

  it('an unknown account gives account_not_found', () => {
    const { ports } = aTestWorld();
    assert.throws(
      () => listApiKeys(ports, 'missing'),
      (e: unknown) => (e as { code?: string }).code === 'account_not_found',
    );
  });
});
