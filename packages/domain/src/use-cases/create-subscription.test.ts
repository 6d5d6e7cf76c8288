import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionInput } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';

const all = { limit: 100, offset: 0, filters: {} };
const input = aSubscriptionInput;

describe('createSubscription', () => {
  it('stores an active subscription of the caller’s account with a new id', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, input());
    assert.equal(created.accountId, accountId);
    assert.equal(created.status, 'active');
    assert.equal(created.billingAnchorDay, 5);
    assert.equal(created.createdAt, '2026-11-21T08:00:00.000Z');
    assert.deepEqual(await ports.subscriptions.findById(accountId, created.id), created);
  });

  it('rolls a date given in the past forward to today or later', async () => {
    const { ports, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, input({ nextPaymentDate: '2026-09-21' }));
    assert.equal(created.nextPaymentDate, '2026-11-21');
  });

  it('records subscription.created with every field coming from null', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    const created = await createSubscription(ports, ctx, input({ name: 'Gym', amountMinor: 3000 }));
    const [record] = (await ports.audit.list(accountId, all)).items;
    assert.equal(record?.action, 'subscription.created');
    assert.equal(record?.resourceId, created.id);
    assert.equal(record?.apiKeyId, ctx.actor.id as string);
    assert.equal(record?.requestId, ctx.requestId);
    assert.equal(record?.occurredAt, created.createdAt);
    assert.deepEqual(record?.changes?.['amount'], { from: null, to: 30 });
    assert.deepEqual(record?.changes?.['name'], { from: null, to: 'Gym' });
  });

  it('stores nothing when the audit record cannot be written', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    // The transaction's own audit log fails (D43: the use case writes through `tx`).
    const inner = ports.unitOfWork;
    ports.unitOfWork = {
      transaction: (work) =>
        inner.transaction((tx) =>
          work({
            ...tx,
            audit: { ...tx.audit, append: () => Promise.reject(new Error('disk full')) },
          }),
        ),
    };
    await assert.rejects(() => createSubscription(ports, ctx, input()), /disk full/);
    assert.deepEqual(await ports.subscriptions.listAll(accountId), []);
  });

  it('refuses a subscription past the account’s limit, naming the limit and how to raise it', async () => {
    const { ports, accountId, ctx } = await aTestWorld({
      limits: { maxSubscriptionsPerAccount: 2 },
    });
    await createSubscription(ports, ctx, input({ name: 'One' }));
    await createSubscription(ports, ctx, input({ name: 'Two' }));
    const error = await expectDomainRejection(
      () => createSubscription(ports, ctx, input({ name: 'Three' })),
      'subscription_limit_reached',
    );
    assert.match(error.message, /at most 2 subscriptions/);
    assert.match(error.details.suggestedFix ?? '', /--max-subscriptions-per-account/);
    assert.match(error.details.suggestedFix ?? '', /SUBTRACK_MAX_SUBSCRIPTIONS_PER_ACCOUNT/);
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 2);
    assert.equal((await ports.audit.list(accountId, all)).items.length, 2);
  });

  it('counts only the caller’s account against the limit', async () => {
    const world = await aTestWorld({ limits: { maxSubscriptionsPerAccount: 1 } });
    await createSubscription(world.ports, world.ctx, input());
    const other = { ...world.ctx, accountId: '00000000-0000-4000-8000-0000000000b2' };
    await world.ports.accounts.insert({
      id: other.accountId,
      name: 'Other',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    assert.equal(
      (await createSubscription(world.ports, other, input())).accountId,
      other.accountId,
    );
  });
});
