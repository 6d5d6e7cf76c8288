import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscription, aSubscriptionInput } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from '../use-cases/create-subscription.js';
import { portsInTransaction } from './ports-in-transaction.js';

const input = aSubscriptionInput();
const all = { limit: 9, offset: 0, filters: {} };

describe('portsInTransaction', () => {
  it('commits a use case’s writes with the caller’s transaction', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    const kept = aSubscription({ accountId });
    await ports.unitOfWork.transaction(async (tx) => {
      await tx.subscriptions.insert(kept);
      await createSubscription(portsInTransaction(ports, tx), ctx, input);
    });
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 2);
    assert.equal((await ports.audit.list(accountId, all)).items.length, 1);
  });

  it('rolls the use case’s writes back with the caller’s when the caller fails after it', async () => {
    const { ports, ctx, accountId } = await aTestWorld();
    await assert.rejects(
      ports.unitOfWork.transaction(async (tx) => {
        await createSubscription(portsInTransaction(ports, tx), ctx, input);
        throw new Error('the stored answer could not be written');
      }),
      /stored answer/,
    );
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
    assert.deepEqual((await ports.audit.list(accountId, all)).items, []);
  });
});
