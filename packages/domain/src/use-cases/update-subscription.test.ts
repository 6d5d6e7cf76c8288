import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { updateSubscription } from './update-subscription.js';

const all = { limit: 100, offset: 0, filters: {} };
const notFound = (e: unknown) => (e as { code?: string }).code === 'subscription_not_found';

async function withSubscription(overrides = {}) {
  const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
  const sub = aSubscription(overrides);
  await world.ports.subscriptions.insert(sub);
  return { ...world, sub };
}

describe('updateSubscription', () => {
  it('changes the given fields and stamps updatedAt', async () => {
    const { ports, ctx, sub, clock } = await withSubscription();
    clock.advance(60_000);
    const updated = await updateSubscription(ports, ctx, sub.id, { amountMinor: 1799 });
    assert.equal(updated.amountMinor, 1799);
    assert.equal(updated.name, sub.name);
    assert.equal(updated.updatedAt, clock.now().toISOString());
    assert.deepEqual(await ports.subscriptions.findById(sub.accountId, sub.id), updated);
  });

  it('a PATCH that pauses keeps the date', async () => {
    const { ports, ctx, sub } = await withSubscription({ nextPaymentDate: '2026-12-05' });
    const paused = await updateSubscription(ports, ctx, sub.id, { status: 'paused' });
    assert.equal(paused.status, 'paused');
    assert.equal(paused.nextPaymentDate, '2026-12-05');
  });

  it('reactivating a paused subscription rolls its date forward', async () => {
    const { ports, ctx, sub } = await withSubscription({
      status: 'paused',
      nextPaymentDate: '2026-08-05',
    });
    const active = await updateSubscription(ports, ctx, sub.id, { status: 'active' });
    assert.equal(active.nextPaymentDate, '2026-12-05');
  });

  it('records only the changed fields, from what a read showed', async () => {
    const { ports, ctx, sub } = await withSubscription({ nextPaymentDate: '2026-10-05' });
    await updateSubscription(ports, ctx, sub.id, { amountMinor: 1799 });
    const [record] = (await ports.audit.list(sub.accountId, all)).items;
    assert.equal(record?.action, 'subscription.updated');
    assert.equal(record?.resourceId, sub.id);
    // The stale date was rolled before the patch, so it is not reported as a change.
    assert.deepEqual(record?.changes, { amount: { from: 15.99, to: 17.99 } });
  });

  it('an unknown id gives subscription_not_found and writes nothing', async () => {
    const { ports, ctx, accountId } = await withSubscription();
    await assert.rejects(
      () => updateSubscription(ports, ctx, sequentialId(999), { name: 'X' }),
      notFound,
    );
    assert.equal((await ports.audit.list(accountId, all)).items.length, 0);
  });

  it('another account’s subscription gives subscription_not_found and stays unchanged', async () => {
    const { ports, ctx } = await withSubscription();
    const other = anAccount({ id: sequentialId(0xb0b) });
    await ports.accounts.insert(other);
    const theirs = aSubscription({ accountId: other.id });
    await ports.subscriptions.insert(theirs);
    await assert.rejects(
      () => updateSubscription(ports, ctx, theirs.id, { name: 'Mine now' }),
      notFound,
    );
    assert.deepEqual(await ports.subscriptions.findById(other.id, theirs.id), theirs);
  });
});
