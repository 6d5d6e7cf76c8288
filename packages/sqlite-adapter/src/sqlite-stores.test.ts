import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditRecord } from '@subtrack/domain';
import { createSqlitePorts } from './create-sqlite-ports.js';
import { openDatabase } from './open-database.js';
import { aCreatedRecord, anAccount, aSubscription, testId } from './test-support/fixtures.js';

function setup(t: { after: (fn: () => void) => void }) {
  const db = openDatabase(':memory:');
  t.after(() => db.close());
  const ports = createSqlitePorts(db);
  const account = anAccount();
  ports.accounts.insert(account);
  return { db, ports, account };
}

describe('SqliteAccountStore', () => {
  it('lists accounts oldest first', (t) => {
    const { ports, account } = setup(t);
    const older = anAccount({ createdAt: '2025-01-01T00:00:00.000Z' });
    ports.accounts.insert(older);
    assert.deepEqual(ports.accounts.list(), [older, account]);
    assert.equal(ports.accounts.findById('missing'), null);
  });
});

describe('SqliteApiKeyStore', () => {
  it('keeps the first revocation time when a key is revoked twice', (t) => {
    const { ports, account } = setup(t);
    const key = {
      id: '0123456789abcdef',
      accountId: account.id,
      scope: 'read' as const,
      hash: 'f'.repeat(64),
      createdAt: '2026-11-01T00:00:00.000Z',
      revokedAt: null,
    };
    ports.apiKeys.insert(key);
    assert.equal(ports.apiKeys.revoke(key.id, '2026-11-02T00:00:00.000Z'), true);
    assert.equal(ports.apiKeys.revoke(key.id, '2026-11-03T00:00:00.000Z'), true);
    assert.equal(ports.apiKeys.findById(key.id)?.revokedAt, '2026-11-02T00:00:00.000Z');
    assert.equal(ports.apiKeys.revoke('missing', '2026-11-03T00:00:00.000Z'), false);
    assert.deepEqual(
      ports.apiKeys.listByAccount(account.id).map((k) => k.id),
      [key.id],
    );
  });
});

describe('SqliteAuditLog', () => {
  it('lists newest first with since inclusive and until exclusive', (t) => {
    const { ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    const at = (occurredAt: string): AuditRecord => ({ ...aCreatedRecord(sub), occurredAt });
    const [a, b, c] = [
      at('2026-11-01T00:00:00.000Z'),
      at('2026-11-02T00:00:00.000Z'),
      at('2026-11-03T00:00:00.000Z'),
    ];
    for (const r of [a, b, c]) ports.audit.append(r!);
    const page = ports.audit.list(account.id, {
      limit: 10,
      offset: 0,
      filters: { since: '2026-11-01T00:00:00.000Z', until: '2026-11-03T00:00:00.000Z' },
    });
    assert.deepEqual(page, { items: [b, a], hasMore: false });
    const first = ports.audit.list(account.id, { limit: 1, offset: 0, filters: {} });
    assert.deepEqual(first, { items: [c], hasMore: true });
  });

  it('filters by action, resource type and resource id', (t) => {
    const { ports, account } = setup(t);
    const sub = aSubscription({ accountId: account.id });
    const created = aCreatedRecord(sub);
    const settings: AuditRecord = {
      ...aCreatedRecord(sub),
      id: testId(),
      action: 'notification_settings.updated',
      resourceType: 'notification_settings',
      resourceId: account.id,
    };
    ports.audit.append(created);
    ports.audit.append(settings);
    const list = (filters: object) =>
      ports.audit.list(account.id, { limit: 10, offset: 0, filters }).items.map((r) => r.id);
    assert.deepEqual(list({ action: 'subscription.created' }), [created.id]);
    assert.deepEqual(list({ resourceType: 'notification_settings' }), [settings.id]);
    assert.deepEqual(list({ resourceId: sub.id }), [created.id]);
  });
});
