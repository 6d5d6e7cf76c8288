import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext } from '../audit/write-context.js';
import { hashApiKeyText } from '../keys/api-key-text.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from './create-api-key.js';

describe('createApiKey', () => {
  it('shows the key once and stores only its SHA-256 hash', async () => {
    const { ports, accountId } = await aTestWorld();
    const { apiKey, key } = await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'write',
    });
    assert.match(key, new RegExp(`^stk_${apiKey.id}_[0-9a-f]{64}$`));
    const stored = await ports.apiKeys.findById(apiKey.id);
    assert.deepEqual(stored, apiKey);
    assert.equal(stored?.hash, hashApiKeyText(key));
    assert.equal(JSON.stringify(stored).includes(key.slice(21)), false);
  });

  it('records the scope, the account and the creation time', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-05-01T12:00:00.000Z' });
    const { apiKey } = await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
      scope: 'read',
    });
    assert.equal(apiKey.scope, 'read');
    assert.equal(apiKey.accountId, accountId);
    assert.equal(apiKey.createdAt, '2026-05-01T12:00:00.000Z');
    assert.equal(apiKey.revokedAt, null);
  });

  it('refuses an unknown account with account_not_found', async () => {
    const { ports } = await aTestWorld();
    await assert.rejects(
      () => createApiKey(ports, cliWriteContext('missing', 'req-cli'), { scope: 'read' }),
      (e: unknown) => (e as { code?: string }).code === 'account_not_found',
    );
  });

  it('records the creation with its scope and never the secret or its hash', async () => {
    const { ports, accountId } = await aTestWorld();
    const { apiKey, key } = await createApiKey(ports, cliWriteContext(accountId, 'req-1'), {
      scope: 'write',
    });
    const [record] = (await ports.audit.list(accountId, { limit: 10, offset: 0, filters: {} }))
      .items;
    assert.equal(record?.action, 'api_key.created');
    assert.equal(record?.resourceType, 'api_key');
    assert.equal(record?.resourceId, apiKey.id);
    assert.deepEqual(record?.actor, { type: 'cli', id: null });
    assert.deepEqual(record?.changes, { scope: { from: null, to: 'write' } });
    const text = JSON.stringify(record);
    assert.ok(!text.includes(key) && !text.includes(apiKey.hash));
  });

  it('keeps a trimmed label, records it, and starts never used', async () => {
    const { ports, accountId } = await aTestWorld();
    const ctx = cliWriteContext(accountId, 'req-1');
    const { apiKey } = await createApiKey(ports, ctx, { scope: 'read', label: ' Phone ' });
    assert.equal((await ports.apiKeys.findById(apiKey.id))?.label, 'Phone');
    assert.equal(apiKey.lastUsedAt, null);
    const [record] = (await ports.audit.list(accountId, { limit: 10, offset: 0, filters: {} }))
      .items;
    assert.deepEqual(record?.changes?.['label'], { from: null, to: 'Phone' });
  });

  it('refuses a bad label naming the field, and writes nothing', async () => {
    const { ports, accountId } = await aTestWorld();
    const ctx = cliWriteContext(accountId, 'req-1');
    await expectDomainRejection(
      () => createApiKey(ports, ctx, { scope: 'read', label: 'x'.repeat(101) }),
      'invalid_api_key_label',
      'label',
    );
    assert.deepEqual(await ports.apiKeys.listByAccount(accountId), []);
    assert.equal(
      (await ports.audit.list(accountId, { limit: 10, offset: 0, filters: {} })).items.length,
      0,
    );
  });
});
