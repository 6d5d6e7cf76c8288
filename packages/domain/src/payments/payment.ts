import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency } from '../subscriptions/subscription.js';

/** A payment was made, or the owner marked it as not made (a skipped month). */
export const PAYMENT_STATUSES = ['paid', 'skipped'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where a payment record came from: a renewal date that roll-forward passed, the
 * history a new subscription's `startedOn` filled in, or an imported file. A charge
 * recorded from a bank statement (`bank`), or one the owner recorded by hand (`manual`).
 */
export const PAYMENT_SOURCES = ['renewal', 'backfill', 'import', 'bank', 'manual'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** The sources a caller may give charges it records (the others are the server's own). */
export const CHARGE_SOURCES = ['bank', 'manual'] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

/** The fields a PATCH of a payment may change, as error responses list them. */
export const WRITABLE_PAYMENT_FIELDS = ['amount', 'status'] as const;
export type WritablePaymentField = (typeof WRITABLE_PAYMENT_FIELDS)[number];

/**
 * One renewal date of a subscription as the domain stores it, with the amount and
 * currency in force on that date. There is at most one per subscription and `dueOn`.
 */
export interface Payment {
  id: string;
  accountId: string;
  subscriptionId: string;
  dueOn: CalendarDate;
  /** Integer hundredths of the major unit. */
  amountMinor: number;
  currency: Currency;
  status: PaymentStatus;
  source: PaymentSource;
  /** RFC 3339 UTC instants. */
  createdAt: string;
  updatedAt: string;
}

/** A payment as the API shows it (amount in major units, no account id). */
export interface PaymentResource {
  id: string;
  subscriptionId: string;
  dueOn: CalendarDate;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  source: PaymentSource;
  createdAt: string;
  updatedAt: string;
}

/**
 * A payment a rule decided on, before it has an id: its date, amount, currency and
 * source. `toPayments` turns drafts into records.
 */
export interface PaymentDraft {
  dueOn: CalendarDate;
  amountMinor: number;
  currency: Currency;
  source: PaymentSource;
  /** Absent for a payment a rule decided on (`paid`); an imported one keeps its own. */
  status?: PaymentStatus;
}

/**
 * The fields of a payment an export (version 2) carries inside its subscription:
 * what an import needs to restore it (the server gives it a new id and timestamps).
 */
export const EXPORTED_PAYMENT_FIELDS = ['dueOn', 'amount', 'currency', 'status', 'source'] as const;

/** A payment as an export carries it. */
export type ExportedPayment = Pick<PaymentResource, (typeof EXPORTED_PAYMENT_FIELDS)[number]>;

/**
 * The records of `drafts` for one subscription, each `paid` unless the draft says
 * otherwise, created `now`, with an
 * id from `newId`.
 *
 * @example
 * toPayments(drafts, { accountId, subscriptionId, now, newId: () => ports.ids.newId() });
 */
export function toPayments(
  drafts: readonly PaymentDraft[],
  owner: { accountId: string; subscriptionId: string; now: string; newId: () => string },
): Payment[] {
  return drafts.map((draft) => ({
    id: owner.newId(),
    accountId: owner.accountId,
    subscriptionId: owner.subscriptionId,
    dueOn: draft.dueOn,
    amountMinor: draft.amountMinor,
    currency: draft.currency,
    status: draft.status ?? 'paid',
    source: draft.source,
    createdAt: owner.now,
    updatedAt: owner.now,
  }));
}
