/**
 * Issue 22: a seeded database (`seed.ts`) plus a year of paid payments for every
 * subscription, one subscription with 100 months of them (a full page of its
 * payments list), written in one transaction as a store that has run for a year holds them.
 */
import { addBillingPeriods, addDays, type Payment, type Subscription } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { type SeededDatabase, seedDatabase } from './seed.js';

export interface BillingSeededDatabase extends SeededDatabase {
  /** Payments written (a year's renewals of each subscription before today). */
  payments: number;
  /** Up to 500 active monthly subscriptions, for the PATCH that rolls and writes payments. */
  activeMonthlyIds: string[];
  /** The subscription with 100 payments, for the payments list page. */
  longHistoryId: string;
}

const BATCH = 5_000;

/** The renewal dates of `s` in the year before `today`, newest first (`months` for one). */
function pastDueDates(s: Subscription, today: string, periods: number | null): string[] {
  const since = addDays(today, -365);
  const dates: string[] = [];
  for (let k = 1; ; k++) {
    const due = addBillingPeriods(s.nextPaymentDate, s, -k);
    if (periods === null ? due <= since : k > periods) return dates;
    if (due < today) dates.push(due);
  }
}

export async function seedBillingDatabase(
  file: string,
  count: number,
): Promise<BillingSeededDatabase> {
  const seeded = await seedDatabase(file, count);
  const db = openDatabase(file);
  const ports = createSqlitePorts(db);
  const now = ports.clock.now().toISOString();
  const today = now.slice(0, 10);
  const all = await ports.subscriptions.listAll(seeded.accountId);
  const activeMonthly = all.filter((s) => s.status === 'active' && s.period === 'monthly');
  const longHistoryId = activeMonthly[0]!.id;
  let payments = 0;
  await ports.unitOfWork.transaction(async (tx) => {
    let batch: Payment[] = [];
    for (const s of all) {
      for (const dueOn of pastDueDates(s, today, s.id === longHistoryId ? 100 : null)) {
        batch.push({
          id: ports.ids.newId(),
          accountId: seeded.accountId,
          subscriptionId: s.id,
          dueOn,
          amountMinor: s.amountMinor,
          currency: s.currency,
          status: 'paid',
          source: 'renewal',
          createdAt: now,
          updatedAt: now,
        });
      }
      if (batch.length >= BATCH) {
        payments += await tx.payments.insertMany(batch);
        batch = [];
      }
    }
    payments += await tx.payments.insertMany(batch);
  });
  db.pragma('optimize');
  db.close();
  return {
    ...seeded,
    payments,
    activeMonthlyIds: activeMonthly.slice(0, 500).map((s) => s.id),
    longHistoryId,
  };
}

/**
 * Issue 22's daily roll: `count` active monthly subscriptions whose payment date was
 * yesterday, so the first read of today rolls each one period and writes one payment.
 */
export async function seedYesterdaysRenewals(file: string, count: number) {
  const seeded = await seedDatabase(file, count);
  const db = openDatabase(file);
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  db.prepare(
    `UPDATE subscriptions SET status = 'active', period = 'monthly', custom_days = NULL,
       is_trial = 0, trial_ends_on = NULL, next_payment_date = ?, billing_anchor_day = ?
     WHERE account_id = ?`,
  ).run(yesterday, Number(yesterday.slice(8, 10)), seeded.accountId);
  db.close();
  return seeded;
}
