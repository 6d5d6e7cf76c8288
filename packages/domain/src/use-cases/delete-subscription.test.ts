import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { anAccount, aSubscription } from '../testing/builders.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';
import { deleteSubscription } from './delete-subscription.js';
import { updateSubscription } from './update-subscription.js';

const all = { limit: 100, offset: 0, filters: {} };
const notFound = (e: unknown) => (e as { code?: string }).code === 'subscription_not_found';

describe('deleteSubscription', () => {
  it('removes the subscription', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    const sub = aSubscription();
    await ports.subscriptions.insert(sub);
    await deleteSubscription(ports, ctx, sub.id);
    assert.equal(await ports.subscriptions.findById(accountId, sub.id), null);
  });

  it('delete leaves only the deletion audit record, with no field values', async () => {
    const { ports, ctx, accountId, clock } = await aTestWorld();
    const sub = await createSubscription(ports, ctx, {
      name: 'Secret Club',
      category: 'Private',
      amountMinor: 4200,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2026-12-01',
    });
    await updateSubscription(ports, ctx, sub.id, { name: 'Secret Club Plus' });
    clock.advance(1000);
    await deleteSubscription(ports, { ...ctx, requestId: 'req-delete' }, sub.id);
    const records = (await ports.audit.list(accountId, all)).items;
    assert.equal(records.length, 1);
    assert.deepEqual(records[0], {
      id: records[0]!.id,
      accountId,
      occurredAt: clock.now().toISOString(),
      action: 'subscription.deleted',
      resourceType: 'subscription',
      resourceId: sub.id,
      actor: ctx.actor,
      apiKeyId: ctx.actor.id as string,
      requestId: 'req-delete',
      changes: null,
    });
    assert.equal(JSON.stringify(records).includes('Secret'), false);
  });

  it('keeps the audit records of other subscriptions', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    const base = {
      category: 'Video',
      amountMinor: 100,
      currency: 'USD',
      period: 'monthly',
    } as const;
    const gone = await createSubscription(ports, ctx, {
      ...base,
      name: 'A',
      nextPaymentDate: '2026-12-01',
    });
    const kept = await createSubscription(ports, ctx, {
      ...base,
      name: 'B',
      nextPaymentDate: '2026-12-01',
    });
    await deleteSubscription(ports, ctx, gone.id);
    const about = async (id: string) =>
      (await ports.audit.list(accountId, { ...all, filters: { resourceId: id } })).items.map(
        (r) => r.action,
      );
    assert.deepEqual(await about(kept.id), ['subscription.created']);
    assert.deepEqual(await about(gone.id), ['subscription.deleted']);
  });

  it('an unknown id gives subscription_not_found and writes no audit record', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    await assert.rejects(() => deleteSubscription(ports, ctx, sequentialId(999)), notFound);
    assert.equal((await ports.audit.list(accountId, all)).items.length, 0);
  });

  it('another account’s subscription gives subscription_not_found and survives', async () => {
    const { ports, ctx } = await aTestWorld();
    const other = anAccount({ id: sequentialId(0xb0b) });
    await ports.accounts.insert(other);
    const theirs = aSubscription({ accountId: other.id });
    await ports.subscriptions.insert(theirs);
    await assert.rejects(() => deleteSubscription(ports, ctx, theirs.id), notFound);
    assert.deepEqual(await ports.subscriptions.findById(other.id, theirs.id), theirs);
  });
});
