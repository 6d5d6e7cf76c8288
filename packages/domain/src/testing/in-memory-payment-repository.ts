import type { Payment } from '../payments/payment.js';
import type {
  PaidDayTotal,
  PaidMonthTotal,
  PaymentRepository,
} from '../ports/payment-repository.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';
import { compareValues } from './compare-values.js';

/** Where the in-memory payments live (swapped wholesale by the unit of work). */
export interface PaymentTable {
  /** By id. */
  payments: Map<string, Payment>;
}

/** Payments per page of `iterateAll`, as the SQLite adapter reads them. */
const ITERATE_PAGE_SIZE = 500;

const slot = (p: Pick<Payment, 'accountId' | 'subscriptionId' | 'dueOn'>) =>
  `${p.accountId}|${p.subscriptionId}|${p.dueOn}`;

/**
 * D40 payments in a Map, copied in and out. One payment per subscription and date: a
 * second insert of the same account, subscription and date is ignored, like the adapters'
 * unique key.
 */
export function createInMemoryPaymentRepository(
  table: PaymentTable,
): SynchronousPort<PaymentRepository> {
  const ofSubscription = (accountId: string, subscriptionId: string): Payment[] =>
    [...table.payments.values()].filter(
      (p) => p.accountId === accountId && p.subscriptionId === subscriptionId,
    );
  const ofAccount = (accountId: string): Payment[] =>
    [...table.payments.values()]
      .filter((p) => p.accountId === accountId)
      .sort(
        (a, b) =>
          compareValues(a.subscriptionId, b.subscriptionId) || compareValues(a.dueOn, b.dueOn),
      );
  return {
    insertMany(payments) {
      const taken = new Set([...table.payments.values()].map(slot));
      let stored = 0;
      for (const payment of payments) {
        if (taken.has(slot(payment))) continue;
        if (table.payments.has(payment.id)) throw new Error(`duplicate payment id ${payment.id}`);
        taken.add(slot(payment));
        table.payments.set(payment.id, { ...payment });
        stored += 1;
      }
      return stored;
    },
    update(payment) {
      const found = table.payments.get(payment.id);
      if (!found || found.accountId !== payment.accountId) return;
      const { amountMinor, status, source, updatedAt } = payment;
      table.payments.set(payment.id, { ...found, amountMinor, status, source, updatedAt });
    },
    findById(accountId, subscriptionId, id) {
      const found = table.payments.get(id);
      if (!found || found.accountId !== accountId || found.subscriptionId !== subscriptionId)
        return null;
      return { ...found };
    },
    listForSubscription(accountId, subscriptionId, query) {
      const { from, to } = query.filters;
      const matching = ofSubscription(accountId, subscriptionId)
        .filter(
          (p) => (from === undefined || p.dueOn >= from) && (to === undefined || p.dueOn <= to),
        )
        .sort((a, b) => compareValues(b.dueOn, a.dueOn) || compareValues(b.id, a.id));
      const items = matching.slice(query.offset, query.offset + query.limit).map((p) => ({ ...p }));
      return { items, hasMore: matching.length > query.offset + query.limit };
    },
    *iterateAll(accountId) {
      const all = ofAccount(accountId);
      for (let start = 0; start < all.length; start += ITERATE_PAGE_SIZE) {
        yield all.slice(start, start + ITERATE_PAGE_SIZE).map((p) => ({ ...p }));
      }
    },
    deleteForSubscription(accountId, subscriptionId) {
      const ids = ofSubscription(accountId, subscriptionId).map((p) => p.id);
      for (const id of ids) table.payments.delete(id);
      return ids;
    },
    paidTotalsByMonth(accountId, fromMonth, toMonth) {
      const totals = new Map<string, PaidMonthTotal>();
      for (const p of table.payments.values()) {
        const month = p.dueOn.slice(0, 7);
        if (p.accountId !== accountId || p.status !== 'paid') continue;
        if (month < fromMonth || month > toMonth) continue;
        const key = `${month}|${p.currency}`;
        const total = totals.get(key) ?? { month, currency: p.currency, amountMinor: 0, count: 0 };
        total.amountMinor += p.amountMinor;
        total.count += 1;
        totals.set(key, total);
      }
      return [...totals.values()];
    },
    paidTotalsByDay(accountId, fromDate, toDate) {
      const totals = new Map<string, PaidDayTotal>();
      for (const p of table.payments.values()) {
        if (p.accountId !== accountId || p.status !== 'paid') continue;
        if (p.dueOn < fromDate || p.dueOn > toDate) continue;
        const key = `${p.dueOn}|${p.currency}`;
        const total = totals.get(key) ?? {
          dueOn: p.dueOn,
          currency: p.currency,
          amountMinor: 0,
          count: 0,
        };
        total.amountMinor += p.amountMinor;
        total.count += 1;
        totals.set(key, total);
      }
      return [...totals.values()];
    },
  };
}
