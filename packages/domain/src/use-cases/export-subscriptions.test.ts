import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { exportSubscriptions } from './export-subscriptions.js';

describe('exportSubscriptions', () => {
  it('exports every record of the account, any status, oldest first, as the API shows them', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const later = aSubscription({ accountId, name: 'B', createdAt: '2026-11-02T10:00:00.000Z' });
    const first = aSubscription({ accountId, name: 'A', status: 'cancelled' });
    const tie = aSubscription({ accountId, name: 'C' });
    for (const s of [later, tie, first]) await ports.subscriptions.insert(s);
    await ports.subscriptions.insert(
      aSubscription({ accountId: '00000000-0000-4000-8000-0000000000ff' }),
    );
    const data = await exportSubscriptions(ports, accountId);
    assert.equal(data.format, 'subtrack-export');
    assert.equal(data.version, 3);
    assert.deepEqual(data.subscriptions[0]?.payments, []);
    assert.equal(data.exportedAt, '2026-11-21T08:00:00.000Z');
    assert.deepEqual(
      data.subscriptions.map((s) => s.name),
      ['A', 'C', 'B'],
    );
    assert.equal(data.subscriptions[0]?.amount, 15.99);
    assert.equal(data.subscriptions[0]?.lastPaymentDate, '2026-11-05');
  });

  it('rolls stale dates forward first, so no exported active date is before today', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    await ports.subscriptions.insert(aSubscription({ accountId, nextPaymentDate: '2026-10-05' }));
    const [record] = (await exportSubscriptions(ports, accountId)).subscriptions;
    assert.equal(record?.nextPaymentDate, '2026-12-05');
  });
});
