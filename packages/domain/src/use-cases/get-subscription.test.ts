import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { getSubscription } from './get-subscription.js';

const notFound = (e: unknown) => (e as { code?: string }).code === 'subscription_not_found';

describe('getSubscription', () => {
  it('returns the account’s subscription', () => {
    const { ports, accountId } = aTestWorld();
    const sub = aSubscription();
    ports.subscriptions.insert(sub);
    assert.deepEqual(getSubscription(ports, accountId, sub.id), sub);
  });

  it('a read rolls a stale date forward', () => {
    const { ports, accountId } = aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const sub = aSubscription({ nextPaymentDate: '2026-10-05' });
    ports.subscriptions.insert(sub);
    assert.equal(getSubscription(ports, accountId, sub.id).nextPaymentDate, '2026-12-05');
  });

  it('an unknown id gives subscription_not_found', () => {
    const { ports, accountId } = aTestWorld();
    assert.throws(() => getSubscription(ports, accountId, sequentialId(999)), notFound);
  });

  it('another account’s subscription gives subscription_not_found', () => {
    const { ports, accountId } = aTestWorld();
    const other = anAccount({ id: sequentialId(0xb0b) });
    ports.accounts.insert(other);
    const theirs = aSubscription({ accountId: other.id });
    ports.subscriptions.insert(theirs);
    assert.throws(() => getSubscription(ports, accountId, theirs.id), notFound);
  });
});
