import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Payment } from '../payments/payment.js';
import {
  aBankTransaction,
  chargesOn,
  everyDays,
  monthlyDates,
} from '../testing/bank-statements.js';
import { aSubscription } from '../testing/builders.js';
import type { BankTransaction } from './bank-transaction.js';
import { type DiscoveryInput, discoverSubscriptions } from './discover-subscriptions.js';

const TODAY = '2026-11-28';
const lastDay = aBankTransaction({ date: '2026-11-27', amountMinor: -423, payee: 'Bäckerei' });

const netflix = aSubscription({
  name: 'Netflix',
  amountMinor: 1799,
  currency: 'EUR',
  nextPaymentDate: '2026-12-05',
});

function aPayment(dueOn: string, overrides: Partial<Payment> = {}): Payment {
  return {
    id: `payment-${dueOn}`,
    accountId: netflix.accountId,
    subscriptionId: netflix.id,
    dueOn,
    amountMinor: 1799,
    currency: 'EUR',
    status: 'paid',
    source: 'renewal',
    createdAt: `${dueOn}T06:00:00.000Z`,
    updatedAt: `${dueOn}T06:00:00.000Z`,
    ...overrides,
  };
}

const discover = (transactions: BankTransaction[], more: Partial<DiscoveryInput>) =>
  discoverSubscriptions({ transactions, tracked: [], payments: [], today: TODAY, ...more });

describe('discoverSubscriptions: what the account tracks', () => {
  const dates = monthlyDates('2026-06-05', 6, (i) => (i === 1 ? 2 : 0));
  const statement = [...chargesOn(dates), lastDay];

  it('matches a tracked subscription instead of suggesting it, with the charges not yet recorded', async () => {
    const payments = [
      aPayment('2026-06-05'),
      aPayment('2026-07-05', { amountMinor: 1599 }),
      aPayment('2026-08-05', { status: 'skipped' }),
    ];
    const result = await discover(statement, { tracked: [netflix], payments });
    assert.deepEqual(result.suggestions, []);
    assert.equal(result.matches.length, 1);
    const [match] = result.matches;
    assert.equal(match!.subscriptionId, netflix.id);
    assert.equal(match!.evidence.length, 6);
    assert.equal(match!.priceChange, null);
    // June is recorded at the charged amount; July at another amount and August as skipped
    // are recorded again; the bank's later day stays the booking date, not the due date.
    assert.deepEqual(match!.newPayments.slice(0, 2), [
      { dueOn: '2026-07-05', amount: 17.99, date: '2026-07-07' },
      { dueOn: '2026-08-05', amount: 17.99, date: '2026-08-05' },
    ]);
    assert.equal(match!.newPayments.length, 5);
    assert.deepEqual(result.alerts, []);
  });

  it('matches by a name that contains the counterparty or is contained in it, any case', async () => {
    const premium = { ...netflix, name: 'NETFLIX Premium (family)' };
    assert.equal((await discover(statement, { tracked: [premium] })).matches.length, 1);
  });

  it('suggests rather than matches in another currency, at another price or on other days', async () => {
    const others = [
      { ...netflix, id: 'a', currency: 'USD' as const },
      { ...netflix, id: 'b', amountMinor: 2499 },
      { ...netflix, id: 'c', nextPaymentDate: '2026-12-12', billingAnchorDay: 12 },
    ];
    const result = await discover(statement, { tracked: others });
    assert.deepEqual(result.matches, []);
    assert.equal(result.suggestions.length, 1);
  });

  it('raises an alert for each charge after a cancelled subscription ended', async () => {
    const cancelled = { ...netflix, status: 'cancelled' as const, nextPaymentDate: '2026-08-05' };
    const result = await discover(statement, { tracked: [cancelled] });
    assert.deepEqual(
      result.alerts.map((alert) => [alert.kind, alert.date, alert.amount]),
      [
        ['charged_after_cancel', '2026-09-05', 17.99],
        ['charged_after_cancel', '2026-10-05', 17.99],
        ['charged_after_cancel', '2026-11-05', 17.99],
      ],
    );
    // The charges after the end are no payments to record.
    assert.deepEqual(
      result.matches[0]!.newPayments.map((payment) => payment.dueOn),
      ['2026-06-05', '2026-07-05', '2026-08-05'],
    );
  });

  it('raises an alert for each renewal the statement lacks, unless marked skipped', async () => {
    const gap = [
      ...chargesOn(monthlyDates('2026-03-05', 9).filter((d) => d !== '2026-07-05')),
      lastDay,
    ];
    const result = await discover(gap, { tracked: [netflix] });
    assert.deepEqual(result.alerts, [
      { kind: 'missed_renewal', subscriptionId: netflix.id, date: '2026-07-05', amount: 17.99 },
    ]);
    const skipped = await discover(gap, {
      tracked: [netflix],
      payments: [aPayment('2026-07-05', { status: 'skipped' })],
    });
    assert.deepEqual(skipped.alerts, []);
  });

  it('raises an alert when the charges stopped but the subscription is still active', async () => {
    const stopped = [...chargesOn(monthlyDates('2026-03-05', 6)), lastDay];
    const result = await discover(stopped, { tracked: [netflix] });
    assert.deepEqual(
      result.alerts.map((alert) => `${alert.kind} ${alert.date}`),
      ['missed_renewal 2026-09-05', 'missed_renewal 2026-10-05', 'missed_renewal 2026-11-05'],
    );
  });

  it('shows a new price against the tracked one, with an alert', async () => {
    const raised = [
      ...monthlyDates('2026-05-05', 7).map((date, i) =>
        aBankTransaction({ date, amountMinor: i < 4 ? -1799 : -1999 }),
      ),
      lastDay,
    ];
    const result = await discover(raised, { tracked: [netflix] });
    assert.deepEqual(result.matches[0]!.priceChange, { from: 17.99, to: 19.99, on: '2026-09-05' });
    assert.deepEqual(result.alerts, [
      { kind: 'price_change', subscriptionId: netflix.id, date: '2026-09-05', amount: 19.99 },
    ]);
  });

  it('matches a weekly plan tracked as custom days, and the nearer in price of two', async () => {
    const weekly = chargesOn(everyDays('2026-09-04', 12, 7), {
      payee: 'HelloFresh SE',
      amountMinor: -5999,
    });
    const box = aSubscription({
      name: 'HelloFresh',
      amountMinor: 5999,
      currency: 'EUR',
      period: 'custom',
      customDays: 7,
      nextPaymentDate: '2026-12-04',
    });
    const pricier = { ...box, id: 'pricier', amountMinor: 6999 };
    const result = await discover(weekly, { tracked: [pricier, box] });
    assert.deepEqual(
      result.matches.map((match) => [match.subscriptionId, match.evidence.length]),
      [[box.id, 12]],
    );
  });

  it('matches a tracked subscription read lazily from a store', async () => {
    async function* fromStore<T>(items: T[]) {
      yield* items;
    }
    const result = await discover(statement, {
      tracked: fromStore([netflix]),
      payments: fromStore([aPayment('2026-06-05')]),
    });
    assert.equal(result.matches[0]!.newPayments.length, 5);
  });
});
