import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { listAuditEvents } from './list-audit-events.js';

describe('listAuditEvents', () => {
  it('pages the account’s audit trail newest first', async () => {
    const { ports, accountId } = await aTestWorld();
    const old = anAuditRecord({ occurredAt: '2026-11-01T00:00:00.000Z' });
    const recent = anAuditRecord({ occurredAt: '2026-11-02T00:00:00.000Z' });
    await ports.audit.append(old);
    await ports.audit.append(recent);
    const page = await listAuditEvents(ports, accountId, { limit: 1, offset: 0, filters: {} });
    assert.deepEqual(page, { items: [recent], hasMore: true });
  });
});
