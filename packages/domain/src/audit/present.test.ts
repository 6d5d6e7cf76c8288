import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAuditRecord } from '../testing/builders.js';
import { toAuditEventResource } from './present.js';

describe('toAuditEventResource', () => {
  it('shows the eight fields of D18 and never the account id', () => {
    const record = anAuditRecord({ id: 'evt-1', resourceId: 'sub-1' });
    assert.deepEqual(toAuditEventResource(record), {
      id: 'evt-1',
      occurredAt: '2026-11-01T10:00:00.000Z',
      action: 'subscription.created',
      resourceType: 'subscription',
      resourceId: 'sub-1',
      actor: { type: 'api_key', id: '00000000000000a1' },
      apiKeyId: '00000000000000a1',
      requestId: 'req-0001',
      changes: { name: { from: null, to: 'Netflix' } },
    });
  });

  it('keeps changes null for a deletion', () => {
    const record = anAuditRecord({ action: 'subscription.deleted', changes: null });
    assert.equal(toAuditEventResource(record).changes, null);
  });
});
