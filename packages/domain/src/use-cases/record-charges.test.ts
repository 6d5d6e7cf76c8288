import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRecordChargesBody } from '../payments/parse-charges-body.js';
import { aPayment } from '../testing/builders.js';
import { expectDomainError, expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import { createSubscription } from './create-subscription.js';
import { listAuditEvents } from './list-audit-events.js';
import { listPayments } from './list-payments.js';
import { recordCharges } from './record-charges.js';

const page = { limit: 100, offset: 0, filters: {} };

// Netflix on the 5th since August, created on 21 November: August to November are paid
// (backfill, then renewal) at 17.99.
async function netflixWorld() {
  const world = await aTestWorld({ now: '2026-11-21T08:00:00.000Z' });
  const netflix = await createSubscription(world.ports, world.ctx, {
    name: 'Netflix',
    category: 'Video',
    amountMinor: 1799,
    currency: 'EUR',
    period: 'monthly',
    nextPaymentDate: '2026-12-05',
    startedOn: '2026-08-05',
  });
  const history = async () =>
    (await listPayments(world.ports, world.accountId, netflix.id, page)).items.map(
      (p) => `${p.dueOn} ${p.amountMinor} ${p.status} ${p.source}`,
    );
  return { ...world, netflix, history };
}

const body = (payments: Array<{ dueOn: string; amount: number }>, source = 'bank') =>
  parseRecordChargesBody({ source, payments });

describe('recordCharges', () => {
  it('updates the payments of charged renewals to the real amounts, and adds the missing ones', async () => {
    const { ports, ctx, netflix, history } = await netflixWorld();
    // Only November was recorded (the others were removed).
    await ports.payments.deleteForSubscription(ctx.accountId, netflix.id);
    await ports.payments.insertMany([
      aPayment({ accountId: ctx.accountId, subscriptionId: netflix.id, currency: 'EUR' }),
    ]);
    const result = await recordCharges(
      ports,
      ctx,
      netflix.id,
      // Booked two days late: it pays the renewal of 5 October.
      body([
        { dueOn: '2026-10-07', amount: 17.99 },
        { dueOn: '2026-11-05', amount: 19.99 },
      ]),
    );
    assert.deepEqual(
      { created: result.created, updated: result.updated, unchanged: result.unchanged },
      { created: 1, updated: 1, unchanged: 0 },
    );
    assert.deepEqual(
      result.payments.map((p) => p.dueOn),
      ['2026-10-05', '2026-11-05'],
    );
    assert.deepEqual(await history(), ['2026-11-05 1999 paid bank', '2026-10-05 1799 paid bank']);
  });

  it('changes nothing when the same charges are recorded twice, and audits only the first time', async () => {
    const { ports, ctx, netflix, history } = await netflixWorld();
    const charges = body([
      { dueOn: '2026-09-05', amount: 17.99 },
      { dueOn: '2026-10-06', amount: 18.49 },
    ]);
    const first = await recordCharges(ports, ctx, netflix.id, charges);
    const before = await history();
    const second = await recordCharges(ports, ctx, netflix.id, charges);
    assert.deepEqual([first.updated, second.updated, second.unchanged], [2, 0, 2]);
    assert.deepEqual(await history(), before);
    assert.deepEqual(before, [
      '2026-11-05 1799 paid backfill',
      '2026-10-05 1849 paid bank',
      '2026-09-05 1799 paid bank',
      '2026-08-05 1799 paid backfill',
    ]);
    const audit = await listAuditEvents(ports, ctx.accountId, {
      limit: 100,
      offset: 0,
      filters: { resourceType: 'payment' },
    });
    assert.deepEqual(
      audit.items.map((record) => [record.action, record.changes?.['source']?.to]),
      [
        ['payment.updated', 'bank'],
        ['payment.updated', 'bank'],
      ],
    );
  });

  it('marks a skipped month paid when the bank charged it', async () => {
    const { ports, ctx, netflix, history } = await netflixWorld();
    const [october] = (
      await listPayments(ports, ctx.accountId, netflix.id, {
        ...page,
        filters: { from: '2026-10-05', to: '2026-10-05' },
      })
    ).items;
    await ports.payments.update({ ...october!, status: 'skipped' });
    await recordCharges(
      ports,
      ctx,
      netflix.id,
      body([{ dueOn: '2026-10-05', amount: 17.99 }], 'manual'),
    );
    assert.equal((await history())[1], '2026-10-05 1799 paid manual');
  });

  it('refuses a charge near no renewal, after today, or two for one renewal, naming it, and records none', async () => {
    const { ports, ctx, netflix, history } = await netflixWorld();
    const before = await history();
    const cases: Array<[Array<{ dueOn: string; amount: number }>, string, RegExp]> = [
      [
        [
          { dueOn: '2026-10-05', amount: 1 },
          { dueOn: '2026-10-20', amount: 1 },
        ],
        'payments[1].dueOn',
        /not within 3 days of a renewal/,
      ],
      [[{ dueOn: '2026-11-22', amount: 1 }], 'payments[0].dueOn', /after today/],
      [
        [
          { dueOn: '2026-10-05', amount: 1 },
          { dueOn: '2026-10-07', amount: 2 },
        ],
        'payments[1].dueOn',
        /as payments\[0\] does already/,
      ],
    ];
    for (const [payments, field, message] of cases) {
      const error = await expectDomainRejection(
        () => recordCharges(ports, ctx, netflix.id, body(payments)),
        'invalid_payment',
        field,
      );
      assert.match(error.message, message);
    }
    assert.deepEqual(await history(), before);
  });

  it('is not found for another account’s subscription', async () => {
    const { ports, ctx, netflix } = await netflixWorld();
    const other = { ...ctx, accountId: '00000000-0000-7000-8000-00000000beef' };
    await expectDomainRejection(
      () => recordCharges(ports, other, netflix.id, body([{ dueOn: '2026-10-05', amount: 1 }])),
      'subscription_not_found',
    );
  });
});

describe('parseRecordChargesBody', () => {
  it('takes the source and the charges, amounts in minor units', () => {
    assert.deepEqual(body([{ dueOn: '2026-10-05', amount: 17.99 }]), {
      source: 'bank',
      payments: [{ dueOn: '2026-10-05', amountMinor: 1799 }],
    });
  });

  it('names the field of each bad value, in the order D11 checks them', () => {
    expectDomainError(() => parseRecordChargesBody([]), 'invalid_json');
    const field = expectDomainError(
      () => parseRecordChargesBody({ source: 'bank', payments: [], status: 'paid' }),
      'invalid_payment_field',
      'status',
    );
    assert.deepEqual(field.details.writableFields, ['source', 'payments']);
    const source = expectDomainError(
      () => parseRecordChargesBody({ source: 'renewal', payments: [] }),
      'invalid_payment',
      'source',
    );
    assert.deepEqual(source.details.allowedValues, ['bank', 'manual']);
    expectDomainError(() => body([]), 'invalid_payment', 'payments');
    expectDomainError(
      () =>
        parseRecordChargesBody({
          source: 'bank',
          payments: [{ dueOn: '2026-10-05', amount: 1, status: 'paid' }],
        }),
      'invalid_payment_field',
      'payments[0].status',
    );
    expectDomainError(
      () =>
        body([
          { dueOn: '2026-10-05', amount: 1 },
          { dueOn: '2026-02-30', amount: 1 },
        ]),
      'invalid_payment',
      'payments[1].dueOn',
    );
    expectDomainError(
      () => body([{ dueOn: '2026-10-05', amount: -1 }]),
      'invalid_payment',
      'payments[0].amount',
    );
    expectDomainError(
      () => parseRecordChargesBody({ source: 'bank', payments: ['2026-10-05'] }),
      'invalid_payment',
      'payments[0]',
    );
  });
});
