import { renewalGrace, renewalNear } from '../discovery/renewal-near.js';
import { type CalendarDate, compareDates } from '../shared/calendar-date.js';
import { DomainError } from '../shared/domain-error.js';
import type { Subscription } from '../subscriptions/subscription.js';
import type { ChargeInput } from './parse-charges-body.js';
import type { ChargeSource, Payment, PaymentDraft } from './payment.js';

/** A charge on the renewal date it paid. */
export interface ChargeOnRenewal {
  dueOn: CalendarDate;
  amountMinor: number;
}

const refuse = (field: string, message: string, suggestedFix: string) =>
  new DomainError('invalid_payment', message, { field, suggestedFix });

/**
 * The renewal each charge paid: a date within 3 days of a renewal date of the
 * subscription's schedule (7 for a yearly plan), before or after its next payment date,
 * counts for that renewal, so a charge a bank booked a few days late never becomes a second
 * payment. A charge after today, one near no renewal, or two for one renewal are refused,
 * naming the charge (`payments[2].dueOn`). Oldest first.
 *
 * @example
 * chargesOnRenewals(monthlyOnThe5th, [{ dueOn: '2026-10-07', amountMinor: 1799 }], '2026-11-28');
 * // [{ dueOn: '2026-10-05', amountMinor: 1799 }]
 */
export function chargesOnRenewals(
  subscription: Subscription,
  charges: readonly ChargeInput[],
  today: CalendarDate,
): ChargeOnRenewal[] {
  const grace = renewalGrace(subscription);
  const byRenewal = new Map<CalendarDate, number>();
  const planned = charges.map((charge, index) => {
    const field = `payments[${index}].dueOn`;
    if (compareDates(charge.dueOn, today) > 0) {
      throw refuse(
        field,
        `${field} ${charge.dueOn} is after today (${today}); only charges already made are recorded.`,
        'Send the date the charge was made, today or earlier.',
      );
    }
    const dueOn = renewalNear(subscription, charge.dueOn, grace);
    if (dueOn === null) {
      throw refuse(
        field,
        `${field} ${charge.dueOn} is not within ${grace} days of a renewal date of this subscription.`,
        'Send the renewal date the charge paid (see nextPaymentDate and its period), or correct the subscription’s schedule first.',
      );
    }
    const earlier = byRenewal.get(dueOn);
    if (earlier !== undefined) {
      throw refuse(
        field,
        `${field} ${charge.dueOn} pays the renewal of ${dueOn}, as payments[${earlier}] does already.`,
        'Send one charge per renewal date.',
      );
    }
    byRenewal.set(dueOn, index);
    return { dueOn, amountMinor: charge.amountMinor };
  });
  return planned.sort((a, b) => compareDates(a.dueOn, b.dueOn));
}

/** What recording charges does to a subscription's payments. */
export interface ChargesPlan {
  /** Renewals without a payment: new paid payments. */
  create: PaymentDraft[];
  /** Payments of those renewals that change: each as stored, and as it becomes. */
  update: Array<{ before: Payment; after: Payment }>;
  /** Payments that hold the charge already (paid, that amount and source). */
  unchanged: Payment[];
}

/**
 * A charge on a renewal without a payment becomes a new paid payment; a payment there
 * already is updated to the charge (paid, its amount, its source), never doubled; one that
 * holds it already stays as it is, so recording the same charges twice changes nothing.
 */
export function planCharges(
  subscription: Pick<Subscription, 'currency'>,
  charges: readonly ChargeOnRenewal[],
  recorded: ReadonlyMap<CalendarDate, Payment>,
  context: { source: ChargeSource; now: string },
): ChargesPlan {
  const plan: ChargesPlan = { create: [], update: [], unchanged: [] };
  for (const { dueOn, amountMinor } of charges) {
    const before = recorded.get(dueOn);
    if (before === undefined) {
      plan.create.push({
        dueOn,
        amountMinor,
        currency: subscription.currency,
        source: context.source,
      });
    } else if (
      before.status === 'paid' &&
      before.amountMinor === amountMinor &&
      before.source === context.source
    ) {
      plan.unchanged.push(before);
    } else {
      const after: Payment = {
        ...before,
        amountMinor,
        status: 'paid',
        source: context.source,
        updatedAt: context.now,
      };
      plan.update.push({ before, after });
    }
  }
  return plan;
}
