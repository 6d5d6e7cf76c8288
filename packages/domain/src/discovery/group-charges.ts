import type { WorkPacer } from '../ports/work-pacer.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import type { BankTransaction } from './bank-transaction.js';
import { type Charge, dayNumber } from './charge.js';
import { counterpartyKey, isOwnKey, normalizeCounterparty } from './normalize-counterparty.js';
import { isNeverASubscription } from './not-a-subscription.js';

/** The debits of one counterparty in one currency, oldest first. */
export interface ChargeGroup {
  key: string;
  currency: string;
  charges: Charge[];
  /** How the latest charge names the counterparty (for the name a suggestion shows). */
  source: string;
}

/** A statement's debits grouped, with its first and last booking dates. */
export interface GroupedCharges {
  groups: ChargeGroup[];
  from: CalendarDate | null;
  to: CalendarDate | null;
  /** `to` as a day number (0 for an empty statement). */
  toDay: number;
}

/** How many transactions are grouped between two looks at the pacer. */
const PACE_EVERY = 256;

/**
 * Groups the debits of a statement that can be subscriptions by counterparty key and
 * currency (income, own-account transfers, rent, loans, cash and tax left out), pausing
 * when the pacer says so.
 */
export async function groupCharges(
  transactions: readonly BankTransaction[],
  pacer: WorkPacer,
): Promise<GroupedCharges> {
  const groups = new Map<string, ChargeGroup>();
  const days = new Map<CalendarDate, number>();
  const payeeKeys = new Map<string, string>();
  let from: CalendarDate | null = null;
  let to: CalendarDate | null = null;
  for (let index = 0; index < transactions.length; index += 1) {
    const transaction = transactions[index]!;
    if (from === null || compareDates(transaction.date, from) < 0) from = transaction.date;
    if (to === null || compareDates(transaction.date, to) > 0) to = transaction.date;
    if (transaction.amountMinor < 0 && !isNeverASubscription(transaction)) {
      // Most payees repeat: their key is worked out once.
      let payeeKey = payeeKeys.get(transaction.payee);
      if (payeeKey === undefined) {
        payeeKey = normalizeCounterparty(transaction.payee);
        payeeKeys.set(transaction.payee, payeeKey);
      }
      const named = isOwnKey(payeeKey);
      const key = named ? payeeKey : counterpartyKey(transaction, payeeKey);
      let day = days.get(transaction.date);
      if (day === undefined) {
        day = dayNumber(transaction.date);
        days.set(transaction.date, day);
      }
      const groupKey = `${transaction.currency}\u0000${key}`;
      let group = groups.get(groupKey);
      if (group === undefined) {
        group = { key, currency: transaction.currency, charges: [], source: '' };
        groups.set(groupKey, group);
      }
      group.charges.push({
        date: transaction.date,
        day,
        amountMinor: -transaction.amountMinor,
        text: transaction.text,
      });
      group.source = named ? transaction.payee : transaction.text;
    }
    if (index % PACE_EVERY === 0 && pacer.due()) await pacer.pause();
  }
  for (const group of groups.values()) group.charges.sort((a, b) => a.day - b.day);
  return { groups: [...groups.values()], from, to, toDay: to === null ? 0 : dayNumber(to) };
}
