import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Payment } from '../../payments/payment.js';
import type { PaymentListQuery } from '../../ports/payment-repository.js';
import { aPayment, aSubscription } from '../builders.js';
import { readAll } from './list-contract-helpers.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const page = (overrides: Partial<PaymentListQuery> = {}): PaymentListQuery => ({
  limit: 100,
  offset: 0,
  filters: {},
  ...overrides,
});

const dueDates = (payments: readonly Payment[]) => payments.map((p) => p.dueOn);

/**
 * The `PaymentRepository` contract: one payment per subscription and date, even
 * when two transactions insert it at once; a subscription's payments newest first with
 * pagination and inclusive `from`/`to`; updates of amount and status; everything scoped by
 * account and subscription; deleting a subscription removes its payments; paid totals per
 * month and currency, and per due date and currency, summed by the store.
 */
export function describePaymentRepositoryContract(factory: PortsFactory): void {
  describe('PaymentRepository contract', () => {
    const ports = useSeededPorts(factory);
    const setup = async () => {
      const p = ports();
      const sub = aSubscription({ accountId: ACCOUNT_A });
      const other = aSubscription({ accountId: ACCOUNT_A, name: 'Other' });
      const foreign = aSubscription({ accountId: ACCOUNT_B });
      for (const s of [sub, other, foreign]) await p.subscriptions.insert(s);
      const monthly = (dueOn: string, overrides: Partial<Payment> = {}) =>
        aPayment({ accountId: ACCOUNT_A, subscriptionId: sub.id, dueOn, ...overrides });
      return { p, sub, other, foreign, monthly };
    };

    it('stores a payment once per subscription and date, keeping the first', async () => {
      const { p, sub, monthly } = await setup();
      const first = monthly('2026-10-05', { amountMinor: 1000 });
      assert.equal(await p.payments.insertMany([first, monthly('2026-11-05')]), 2);
      const again = monthly('2026-10-05', { amountMinor: 2000 });
      assert.equal(await p.payments.insertMany([again, monthly('2026-09-05')]), 1);
      const { items } = await p.payments.listForSubscription(ACCOUNT_A, sub.id, page());
      assert.deepEqual(dueDates(items), ['2026-11-05', '2026-10-05', '2026-09-05']);
      assert.deepEqual(await p.payments.findById(ACCOUNT_A, sub.id, first.id), first);
      assert.equal(await p.payments.findById(ACCOUNT_A, sub.id, again.id), null);
    });

    it('keeps the payments of two accounts’ subscriptions with the same id apart', async () => {
      const { p, sub, monthly } = await setup();
      const twin = { ...sub, accountId: ACCOUNT_B };
      await p.subscriptions.insert(twin);
      const theirs = aPayment({
        accountId: ACCOUNT_B,
        subscriptionId: sub.id,
        dueOn: '2026-10-05',
      });
      assert.equal(await p.payments.insertMany([monthly('2026-10-05'), theirs]), 2);
      const listed = await p.payments.listForSubscription(ACCOUNT_B, sub.id, page());
      assert.deepEqual(listed.items, [theirs]);
      assert.equal(await p.subscriptions.delete(ACCOUNT_A, sub.id), true);
      assert.deepEqual((await p.payments.listForSubscription(ACCOUNT_B, sub.id, page())).items, [
        theirs,
      ]);
      assert.deepEqual((await p.payments.listForSubscription(ACCOUNT_A, sub.id, page())).items, []);
    });

    it('lets two transactions that insert the same payment at once store it once', async () => {
      const { p, sub, monthly } = await setup();
      const results = await Promise.all(
        ['2026-10-05', '2026-10-05'].map((dueOn) =>
          p.unitOfWork.transaction((tx) => tx.payments.insertMany([monthly(dueOn)])),
        ),
      );
      assert.deepEqual(results.sort(), [0, 1]);
      const { items } = await p.payments.listForSubscription(ACCOUNT_A, sub.id, page());
      assert.deepEqual(dueDates(items), ['2026-10-05']);
    });

    it('lists newest first, in pages that neither overlap nor skip, from and to inclusive', async () => {
      const { p, sub, other, monthly } = await setup();
      const months = ['2026-01-05', '2026-02-05', '2026-03-05', '2026-04-05', '2026-05-05'];
      await p.payments.insertMany(months.map((dueOn) => monthly(dueOn)));
      await p.payments.insertMany([
        aPayment({ accountId: ACCOUNT_A, subscriptionId: other.id, dueOn: '2026-03-05' }),
      ]);
      const first = await p.payments.listForSubscription(ACCOUNT_A, sub.id, page({ limit: 2 }));
      const second = await p.payments.listForSubscription(
        ACCOUNT_A,
        sub.id,
        page({ limit: 2, offset: 2 }),
      );
      const last = await p.payments.listForSubscription(
        ACCOUNT_A,
        sub.id,
        page({ limit: 2, offset: 4 }),
      );
      assert.deepEqual(
        [first, second, last].map((x) => [dueDates(x.items), x.hasMore]),
        [
          [['2026-05-05', '2026-04-05'], true],
          [['2026-03-05', '2026-02-05'], true],
          [['2026-01-05'], false],
        ],
      );
      const ranged = await p.payments.listForSubscription(
        ACCOUNT_A,
        sub.id,
        page({ filters: { from: '2026-02-05', to: '2026-04-05' } }),
      );
      assert.deepEqual(dueDates(ranged.items), ['2026-04-05', '2026-03-05', '2026-02-05']);
    });

    it('never shows another account’s or another subscription’s payments', async () => {
      const { p, sub, other, foreign, monthly } = await setup();
      const mine = monthly('2026-10-05');
      await p.payments.insertMany([
        mine,
        aPayment({ accountId: ACCOUNT_B, subscriptionId: foreign.id, dueOn: '2026-10-05' }),
      ]);
      assert.equal(await p.payments.findById(ACCOUNT_B, sub.id, mine.id), null);
      assert.equal(await p.payments.findById(ACCOUNT_A, other.id, mine.id), null);
      const { items } = await p.payments.listForSubscription(ACCOUNT_B, sub.id, page());
      assert.deepEqual(items, []);
      await p.payments.update({ ...mine, accountId: ACCOUNT_B, amountMinor: 1 });
      assert.equal((await p.payments.findById(ACCOUNT_A, sub.id, mine.id))?.amountMinor, 1599);
    });

    it('changes amount, status, source and updatedAt of a payment, nothing else', async () => {
      const { p, sub, monthly } = await setup();
      const payment = monthly('2026-10-05');
      await p.payments.insertMany([payment]);
      await p.payments.update({
        ...payment,
        amountMinor: 2150,
        status: 'skipped',
        dueOn: '2030-01-01',
        source: 'bank',
        updatedAt: '2026-11-21T08:00:00.000Z',
      });
      assert.deepEqual(await p.payments.findById(ACCOUNT_A, sub.id, payment.id), {
        ...payment,
        amountMinor: 2150,
        status: 'skipped',
        source: 'bank',
        updatedAt: '2026-11-21T08:00:00.000Z',
      });
    });

    it('removes a subscription’s payments with it, and answers their ids when asked to', async () => {
      const { p, sub, other, monthly } = await setup();
      const a = monthly('2026-09-05');
      const b = monthly('2026-10-05');
      const kept = aPayment({ accountId: ACCOUNT_A, subscriptionId: other.id });
      await p.payments.insertMany([a, b, kept]);
      assert.deepEqual(
        (await p.payments.deleteForSubscription(ACCOUNT_A, sub.id)).sort(),
        [a.id, b.id].sort(),
      );
      assert.deepEqual((await p.payments.listForSubscription(ACCOUNT_A, sub.id, page())).items, []);
      await p.payments.insertMany([monthly('2026-11-05')]);
      await p.subscriptions.delete(ACCOUNT_A, sub.id);
      assert.deepEqual((await p.payments.listForSubscription(ACCOUNT_A, sub.id, page())).items, []);
      assert.deepEqual(await p.payments.findById(ACCOUNT_A, other.id, kept.id), kept);
    });

    it('sums the paid payments per month and currency within the months, in the store', async () => {
      const { p, other, foreign, monthly } = await setup();
      await p.payments.insertMany([
        monthly('2026-01-01', { amountMinor: 1000 }),
        monthly('2026-01-31', { amountMinor: 999 }),
        monthly('2026-02-15', { amountMinor: 500, status: 'skipped' }),
        monthly('2026-03-01', { amountMinor: 700 }),
        monthly('2025-12-31', { amountMinor: 1 }),
        aPayment({
          accountId: ACCOUNT_A,
          subscriptionId: other.id,
          dueOn: '2026-01-10',
          amountMinor: 250,
          currency: 'EUR',
        }),
        aPayment({ accountId: ACCOUNT_B, subscriptionId: foreign.id, dueOn: '2026-01-10' }),
      ]);
      const totals = await p.payments.paidTotalsByMonth(ACCOUNT_A, '2026-01', '2026-02');
      assert.deepEqual(
        totals
          .map((t) => [t.month, t.currency, t.amountMinor, t.count])
          .sort((x, y) => String(x).localeCompare(String(y))),
        [
          ['2026-01', 'EUR', 250, 1],
          ['2026-01', 'USD', 1999, 2],
        ],
      );
    });

    it('sums the paid payments per due date and currency within the dates, both included', async () => {
      const { p, other, foreign, monthly } = await setup();
      await p.payments.insertMany([
        monthly('2026-01-01', { amountMinor: 1000 }),
        monthly('2026-01-31', { amountMinor: 999 }),
        monthly('2026-02-15', { amountMinor: 500, status: 'skipped' }),
        monthly('2026-02-16', { amountMinor: 700 }),
        monthly('2025-12-31', { amountMinor: 1 }),
        aPayment({
          accountId: ACCOUNT_A,
          subscriptionId: other.id,
          dueOn: '2026-01-01',
          amountMinor: 250,
        }),
        aPayment({
          accountId: ACCOUNT_A,
          subscriptionId: other.id,
          dueOn: '2026-01-31',
          amountMinor: 300,
          currency: 'EUR',
        }),
        aPayment({ accountId: ACCOUNT_B, subscriptionId: foreign.id, dueOn: '2026-01-01' }),
      ]);
      const totals = await p.payments.paidTotalsByDay(ACCOUNT_A, '2026-01-01', '2026-02-16');
      assert.deepEqual(
        totals.map((t) => `${t.dueOn} ${t.currency} ${t.amountMinor} ${t.count}`).sort(),
        [
          '2026-01-01 USD 1250 2',
          '2026-01-31 EUR 300 1',
          '2026-01-31 USD 999 1',
          '2026-02-16 USD 700 1',
        ],
      );
    });

    it('keeps the monthly sums right as payments change, are removed or go with their subscription', async () => {
      const { p, sub, other, monthly } = await setup();
      const jan = monthly('2026-01-05', { amountMinor: 1000 });
      const feb = monthly('2026-02-05', { amountMinor: 2000, status: 'skipped' });
      const otherJan = aPayment({
        accountId: ACCOUNT_A,
        subscriptionId: other.id,
        dueOn: '2026-01-20',
        amountMinor: 300,
      });
      await p.payments.insertMany([jan, feb, otherJan]);
      const sums = async () =>
        (await p.payments.paidTotalsByMonth(ACCOUNT_A, '2026-01', '2026-12'))
          .map((t) => `${t.month} ${t.amountMinor} ${t.count}`)
          .sort();
      assert.deepEqual(await sums(), ['2026-01 1300 2']);
      await p.payments.update({ ...jan, amountMinor: 1500 });
      await p.payments.update({ ...feb, status: 'paid' });
      assert.deepEqual(await sums(), ['2026-01 1800 2', '2026-02 2000 1']);
      await p.payments.update({ ...jan, amountMinor: 1500, status: 'skipped' });
      assert.deepEqual(await sums(), ['2026-01 300 1', '2026-02 2000 1']);
      await p.payments.deleteForSubscription(ACCOUNT_A, other.id);
      assert.deepEqual(await sums(), ['2026-02 2000 1']);
      await p.subscriptions.delete(ACCOUNT_A, sub.id);
      assert.deepEqual(await sums(), []);
    });

    it('reads every payment of the account once, by subscription then date', async () => {
      const { p, sub, other, foreign, monthly } = await setup();
      const records = [
        monthly('2026-10-05'),
        monthly('2026-09-05'),
        aPayment({ accountId: ACCOUNT_A, subscriptionId: other.id, dueOn: '2026-01-01' }),
        aPayment({ accountId: ACCOUNT_B, subscriptionId: foreign.id }),
      ];
      await p.payments.insertMany(records);
      const seen = await readAll(p.payments.iterateAll(ACCOUNT_A));
      const expected = [...records.slice(0, 3)].sort(
        (a, b) =>
          (a.subscriptionId < b.subscriptionId
            ? -1
            : a.subscriptionId > b.subscriptionId
              ? 1
              : 0) || (a.dueOn < b.dueOn ? -1 : 1),
      );
      assert.deepEqual(seen, expected);
      assert.ok(seen.every((x) => x.subscriptionId === sub.id || x.subscriptionId === other.id));
    });
  });
}
