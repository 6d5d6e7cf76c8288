import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';
import { getSpendOverTime } from './get-spend-over-time.js';
import { listPayments } from './list-payments.js';
import { updatePayment } from './update-payment.js';

describe('getSpendOverTime', () => {
  it('answers paid payments per month and the renewals still to come, per currency', async () => {
    const { ports, accountId, ctx } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const gym = await createSubscription(ports, ctx, {
      name: 'Gym',
      category: 'Health',
      amountMinor: 4990,
      currency: 'EUR',
      period: 'monthly',
      nextPaymentDate: '2026-09-10',
    });
    await createSubscription(ports, ctx, {
      name: 'Domain',
      category: 'Web',
      amountMinor: 1200,
      currency: 'USD',
      period: 'yearly',
      intervalCount: 2,
      nextPaymentDate: '2026-11-30',
    });
    const [october] = (
      await listPayments(ports, accountId, gym.id, {
        limit: 1,
        offset: 0,
        filters: { to: '2026-10-31' },
      })
    ).items;
    await updatePayment(ports, ctx, gym.id, october!.id, { status: 'skipped' });
    const spend = await getSpendOverTime(ports, accountId, { from: '2026-09', to: '2026-12' });
    assert.deepEqual(spend, {
      from: '2026-09',
      to: '2026-12',
      byCurrency: [
        {
          currency: 'EUR',
          months: [
            { month: '2026-09', paid: 49.9, projected: 0, payments: 1 },
            { month: '2026-10', paid: 0, projected: 0, payments: 0 },
            { month: '2026-11', paid: 49.9, projected: 0, payments: 1 },
            { month: '2026-12', paid: 0, projected: 49.9, payments: 0 },
          ],
        },
        {
          currency: 'USD',
          months: [
            { month: '2026-09', paid: 0, projected: 0, payments: 0 },
            { month: '2026-10', paid: 0, projected: 0, payments: 0 },
            { month: '2026-11', paid: 0, projected: 12, payments: 0 },
            { month: '2026-12', paid: 0, projected: 0, payments: 0 },
          ],
        },
      ],
    });
  });

  it('defaults to 24 months around today and refuses a default that makes the range too long', async () => {
    const { ports, accountId } = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
    const spend = await getSpendOverTime(ports, accountId, {});
    assert.deepEqual([spend.from, spend.to, spend.byCurrency], ['2025-12', '2027-11', []]);
    await expectDomainRejection(
      () => getSpendOverTime(ports, accountId, { from: '2021-01' }),
      'invalid_query',
      'from',
    );
  });
});
