import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import { portsWithAnAccount } from './test-support/fixtures.js';

const setup = portsWithAnAccount;

describe('SqliteAccountStore', () => {
  it('lists accounts oldest first', async (t) => {
    const { ports, account } = await setup(t);
    const older = anAccount({ id: 'acc-older', createdAt: '2025-01-01T00:00:00.000Z' });
    await ports.accounts.insert(older);
    assert.deepEqual(await ports.accounts.list(), [older, account]);
    assert.equal(await ports.accounts.findById('missing'), null);
  });
});

describe('SqliteApiKeyStore', () => {
  it('keeps the first revocation time when a key is revoked twice', async (t) => {
    const { ports, account } = await setup(t);
    const key = {
      id: '0123456789abcdef',
      accountId: account.id,
      scope: 'read' as const,
      hash: 'f'.repeat(64),
      createdAt: '2026-11-01T00:00:00.000Z',
      revokedAt: null,
      label: null,
      lastUsedAt: null,
      createdBy: null,
    };
    await ports.apiKeys.insert(key);
    assert.equal(await ports.apiKeys.revoke(key.id, '2026-11-02T00:00:00.000Z'), true);
    assert.equal(await ports.apiKeys.revoke(key.id, '2026-11-03T00:00:00.000Z'), true);
    assert.equal((await ports.apiKeys.findById(key.id))?.revokedAt, '2026-11-02T00:00:00.000Z');
    assert.equal(await ports.apiKeys.revoke('missing', '2026-11-03T00:00:00.000Z'), false);
    assert.deepEqual(
      (await ports.apiKeys.listByAccount(account.id)).map((k) => k.id),
      [key.id],
    );
  });
});

describe('SqliteAuditLog', () => {
  it('lists newest first with since inclusive and until exclusive', async (t) => {
    const { ports, account } = await setup(t);
    const sub = aSubscription({ accountId: account.id });
    const at = (occurredAt: string) => anAuditRecord({ resourceId: sub.id, occurredAt });
    const [a, b, c] = [
      at('2026-11-01T00:00:00.000Z'),
      at('2026-11-02T00:00:00.000Z'),
      at('2026-11-03T00:00:00.000Z'),
    ];
    for (const r of [a, b, c]) await ports.audit.append(r!);
    const page = await ports.audit.list(account.id, {
      limit: 10,
      offset: 0,
      filters: { since: '2026-11-01T00:00:00.000Z', until: '2026-11-03T00:00:00.000Z' },
    });
    assert.deepEqual(page, { items: [b, a], hasMore: false });
    const first = await ports.audit.list(account.id, { limit: 1, offset: 0, filters: {} });
    assert.deepEqual(first, { items: [c], hasMore: true });
  });

  it('filters by action, resource type and resource id', async (t) => {
    const { ports, account } = await setup(t);
    const sub = aSubscription({ accountId: account.id });
    const created = anAuditRecord({ resourceId: sub.id });
    const settings = anAuditRecord({
      action: 'notification_settings.updated',
      resourceType: 'notification_settings',
      resourceId: account.id,
    });
    await ports.audit.append(created);
    await ports.audit.append(settings);
    const list = async (filters: object) =>
      (await ports.audit.list(account.id, { limit: 10, offset: 0, filters })).items.map(
        (r) => r.id,
      );
    assert.deepEqual(await list({ action: 'subscription.created' }), [created.id]);
    assert.deepEqual(await list({ resourceType: 'notification_settings' }), [settings.id]);
    assert.deepEqual(await list({ resourceId: sub.id }), [created.id]);
  });
});
