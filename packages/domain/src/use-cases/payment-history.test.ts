import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROLL_BATCH_SIZE } from '../subscriptions/roll-stale-subscriptions.js';
import type { SubscriptionCreateInput } from '../subscriptions/subscription-input.js';
import { aSubscription } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';
import { deleteSubscription } from './delete-subscription.js';
import { getSubscription } from './get-subscription.js';
import { listAuditEvents } from './list-audit-events.js';
import { listPayments } from './list-payments.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { updatePayment } from './update-payment.js';
import { updateSubscription } from './update-subscription.js';

const page = { limit: 100, offset: 0, filters: {} };
const quarterly: SubscriptionCreateInput = {
  name: 'Backup storage',
  category: 'Cloud',
  amountMinor: 3000,
  currency: 'EUR',
  period: 'monthly',
  intervalCount: 3,
  nextPaymentDate: '2025-11-30',
  billingAnchorDay: 31,
  startedOn: '2025-11-30',
};

async function paymentsOf(
  ports: Awaited<ReturnType<typeof aTestWorld>>['ports'],
  accountId: string,
  id: string,
) {
  const { items } = await listPayments(ports, accountId, id, page);
  return items.map((p) => `${p.dueOn} ${p.source} ${p.amountMinor} ${p.status}`);
}

describe('payments of a subscription', () => {
  it('records the renewals a create passes, one per date, with the roll in one transaction', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, quarterly);
    assert.equal(created.nextPaymentDate, '2026-11-30');
    assert.deepEqual(await paymentsOf(ports, accountId, created.id), [
      '2026-08-31 renewal 3000 paid',
      '2026-05-31 renewal 3000 paid',
      '2026-02-28 renewal 3000 paid',
      '2025-11-30 renewal 3000 paid',
    ]);
  });

  it('records the renewals that pass with the days at the price in force then', async () => {
    const { ports, accountId, clock, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, {
      ...quarterly,
      nextPaymentDate: '2026-11-30',
      startedOn: null,
    });
    clock.set('2026-12-01T08:00:00.000Z');
    await updateSubscription(ports, ctx, created.id, { amountMinor: 3500 });
    clock.set('2027-03-01T08:00:00.000Z');
    assert.equal(
      (await getSubscription(ports, accountId, created.id)).nextPaymentDate,
      '2027-05-31',
    );
    assert.deepEqual(await paymentsOf(ports, accountId, created.id), [
      '2027-02-28 renewal 3500 paid',
      '2026-11-30 renewal 3000 paid',
    ]);
  });

  it('records no payment for a paused stretch, nor when reactivated', async () => {
    const { ports, accountId, clock, ctx } = await aTestWorld({ now: '2026-01-10T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, {
      ...quarterly,
      intervalCount: 1,
      nextPaymentDate: '2026-01-31',
      startedOn: null,
    });
    await updateSubscription(ports, ctx, created.id, { status: 'paused' });
    clock.set('2026-05-10T08:00:00.000Z');
    const resumed = await updateSubscription(ports, ctx, created.id, { status: 'active' });
    assert.equal(resumed.nextPaymentDate, '2026-05-31');
    assert.deepEqual(await paymentsOf(ports, accountId, created.id), []);
  });

  it('lists payments newest first with from and to, and answers 404 for another account', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, { ...quarterly, startedOn: '2025-02-28' });
    const { items, hasMore } = await listPayments(ports, accountId, created.id, {
      limit: 2,
      offset: 1,
      filters: { from: '2025-05-01', to: '2026-06-01' },
    });
    assert.deepEqual([items.map((p) => p.dueOn), hasMore], [['2026-02-28', '2025-11-30'], true]);
    await expectDomainRejection(
      () => listPayments(ports, 'another-account', created.id, page),
      'subscription_not_found',
    );
  });

  it('changes a payment’s amount and status with a payment.updated audit record', async () => {
    const { ports, accountId, clock, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, quarterly);
    const [latest] = (await listPayments(ports, accountId, created.id, page)).items;
    clock.set('2026-11-22T08:00:00.000Z');
    const updated = await updatePayment(ports, ctx, created.id, latest!.id, {
      amountMinor: 3199,
      status: 'skipped',
    });
    assert.deepEqual(
      [updated.amountMinor, updated.status, updated.updatedAt, updated.dueOn],
      [3199, 'skipped', '2026-11-22T08:00:00.000Z', latest!.dueOn],
    );
    const [record] = (
      await listAuditEvents(ports, accountId, { ...page, filters: { action: 'payment.updated' } })
    ).items;
    assert.deepEqual(
      [record?.resourceType, record?.resourceId, record?.changes, record?.actor],
      [
        'payment',
        latest!.id,
        { amount: { from: 30, to: 31.99 }, status: { from: 'paid', to: 'skipped' } },
        ctx.actor,
      ],
    );
  });

  it('answers payment_not_found for a payment of another subscription', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const a = await createSubscription(ports, ctx, quarterly);
    const b = await createSubscription(ports, ctx, { ...quarterly, name: 'Other' });
    const [ofA] = (await listPayments(ports, accountId, a.id, page)).items;
    await expectDomainRejection(
      () => updatePayment(ports, ctx, b.id, ofA!.id, { status: 'skipped' }),
      'payment_not_found',
    );
    await expectDomainRejection(
      () => updatePayment(ports, ctx, '00000000-0000-7000-8000-00000000dead', ofA!.id, {}),
      'subscription_not_found',
    );
  });

  it('deletes the payments and every audit record about them with the subscription', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, quarterly);
    const [latest] = (await listPayments(ports, accountId, created.id, page)).items;
    await updatePayment(ports, ctx, created.id, latest!.id, { status: 'skipped' });
    await deleteSubscription(ports, ctx, created.id);
    assert.equal(await ports.payments.findById(accountId, created.id, latest!.id), null);
    const { items } = await listAuditEvents(ports, accountId, page);
    assert.deepEqual(
      items.map((r) => [r.action, r.changes]),
      [['subscription.deleted', null]],
    );
  });
});

describe('the end of a subscription as days pass', () => {
  it('cancels it on its last renewal with a subscription.updated record by the system actor', async () => {
    const { ports, accountId, clock, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const created = await createSubscription(ports, ctx, {
      ...quarterly,
      intervalCount: 1,
      nextPaymentDate: '2026-11-30',
      startedOn: null,
      endsOn: '2027-01-15',
    });
    clock.set('2027-02-02T08:00:00.000Z');
    await rollForwardAccount(ports, accountId);
    const ended = await getSubscription(ports, accountId, created.id);
    assert.deepEqual(
      [ended.status, ended.nextPaymentDate, ended.updatedAt],
      ['cancelled', '2026-12-31', '2027-02-02T08:00:00.000Z'],
    );
    assert.deepEqual(await paymentsOf(ports, accountId, created.id), [
      '2026-12-31 renewal 3000 paid',
      '2026-11-30 renewal 3000 paid',
    ]);
    const [record] = (await listAuditEvents(ports, accountId, page)).items;
    assert.deepEqual(
      [record?.action, record?.actor, record?.apiKeyId, record?.changes],
      [
        'subscription.updated',
        { type: 'system', id: null },
        null,
        {
          nextPaymentDate: { from: '2026-11-30', to: '2026-12-31' },
          lastPaymentDate: { from: '2026-10-31', to: '2026-11-30' },
          status: { from: 'active', to: 'cancelled' },
        },
      ],
    );
    assert.match(record?.requestId ?? '', /^[0-9a-f-]{36}$/);
  });

  it('rolls a large account in batches, every stale record rolled and paid once', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const count = ROLL_BATCH_SIZE * 2 + 7;
    for (let i = 0; i < count; i += 1) {
      await ports.subscriptions.insert(aSubscription({ nextPaymentDate: '2026-11-05' }));
    }
    assert.equal(await rollForwardAccount(ports, accountId), count);
    assert.equal(await rollForwardAccount(ports, accountId), 0);
    let payments = 0;
    for (const s of await ports.subscriptions.listAll(accountId)) {
      assert.equal(s.nextPaymentDate, '2026-12-05');
      payments += (await ports.payments.listForSubscription(accountId, s.id, page)).items.length;
    }
    assert.equal(payments, count);
  });
});
