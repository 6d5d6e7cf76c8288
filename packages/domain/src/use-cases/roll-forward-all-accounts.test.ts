import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { rollForwardAllAccounts } from './roll-forward-all-accounts.js';

describe('rollForwardAllAccounts', () => {
  it('rolls the stale dates of every account and counts them', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-06-01T00:00:00.000Z' });
    const other = anAccount({ id: sequentialId(0xb0b), createdAt: '2026-10-05T00:00:00.000Z' });
    await ports.accounts.insert(other);
    const mine = aSubscription({ nextPaymentDate: '2026-05-05' });
    const theirs = aSubscription({
      accountId: other.id,
      period: 'yearly',
      nextPaymentDate: '2025-07-01',
    });
    await ports.subscriptions.insert(mine);
    await ports.subscriptions.insert(theirs);
    assert.equal(await rollForwardAllAccounts(ports), 2);
    assert.equal(
      (await ports.subscriptions.findById(accountId, mine.id))?.nextPaymentDate,
      '2026-06-05',
    );
    assert.equal(
      (await ports.subscriptions.findById(other.id, theirs.id))?.nextPaymentDate,
      '2026-07-01',
    );
  });
});
