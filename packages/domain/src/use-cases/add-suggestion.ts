import { requireRoomForSubscription } from '../accounts/subscription-limit.js';
import { toMinorUnits } from '../analytics/money.js';
import type { WriteContext } from '../audit/write-context.js';
import { type DiscoverySuggestion, SUGGESTION_CATEGORY } from '../discovery/discovery.js';
import type { PaymentDraft } from '../payments/payment.js';
import { chargesOnRenewals } from '../payments/plan-charges.js';
import type { Ports } from '../ports/ports.js';
import { compareDates } from '../shared/calendar-date.js';
import { planNewSubscription } from '../subscriptions/resolve-subscription.js';
import { storeNewSubscription } from '../subscriptions/store-new-subscription.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { parseCreateSubscriptionBody } from '../subscriptions/validate-create.js';
import { todayForAccount } from './today-for-account.js';

/** What a suggestion became: the new subscription and how many charges became its payments. */
export interface AddedSuggestion {
  subscription: Subscription;
  /** The statement's charges recorded as paid payments (source `bank`). */
  charges: number;
}

/** The create body a suggestion stands for: its name, price and billing fields as they are. */
function createBodyOf(suggestion: DiscoverySuggestion, category: string) {
  return {
    name: suggestion.name,
    category,
    amount: suggestion.amount,
    currency: suggestion.currency,
    period: suggestion.period,
    nextPaymentDate: suggestion.nextPaymentDate,
    ...(suggestion.intervalCount === null ? {} : { intervalCount: suggestion.intervalCount }),
    ...(suggestion.customDate === null ? {} : { customDate: suggestion.customDate }),
    ...(suggestion.billingAnchorDay === null
      ? {}
      : { billingAnchorDay: suggestion.billingAnchorDay }),
  };
}

/**
 * "Add" on a suggestion of a discovery: creates the subscription with the
 * suggestion's name, latest price and billing fields, started at its first charge, and
 * records each charge of its evidence as a paid payment of the renewal it paid, at the
 * amount the bank charged, with source `bank`. Renewals between the statement's end and
 * today follow the usual rule (a `backfill` payment at the latest price). One
 * transaction with the `subscription.created` audit record, like any create (D48's limit
 * included); the fields are checked as a create's are.
 *
 * @example
 * const { subscription, charges } = await addSuggestion(ports, ctx, discovery.suggestions[0]);
 */
export async function addSuggestion(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'limits' | 'notificationSettings'>,
  ctx: WriteContext,
  suggestion: DiscoverySuggestion,
  category: string = SUGGESTION_CATEGORY,
): Promise<AddedSuggestion> {
  const input = parseCreateSubscriptionBody(createBodyOf(suggestion, category));
  const evidence = suggestion.evidence.map((charge) => ({
    dueOn: charge.date,
    amountMinor: toMinorUnits(charge.amount) ?? 0,
  }));
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    await requireRoomForSubscription(ports, tx, accountId);
    const now = ports.clock.now().toISOString();
    const today = await todayForAccount(ports, accountId, tx);
    const facts = { id: ports.ids.newId(), accountId, now, today };
    const schedule = planNewSubscription(input, facts).subscription;
    const charges = chargesOnRenewals(schedule, evidence, today);
    // The history starts at the renewal the first charge paid (its booking date when a
    // yearly charge came early), so every charge falls on or after it.
    const [first] = charges;
    const booked = evidence[0]?.dueOn;
    const startedOn =
      first && booked && compareDates(booked, first.dueOn) < 0 ? booked : first?.dueOn;
    const { subscription, payments } = planNewSubscription({ ...input, startedOn }, facts);
    const bank = new Map<string, PaymentDraft>(
      charges.map(({ dueOn, amountMinor }) => [
        dueOn,
        { dueOn, amountMinor, currency: subscription.currency, source: 'bank' },
      ]),
    );
    const drafts = [...payments.filter((draft) => !bank.has(draft.dueOn)), ...bank.values()].sort(
      (a, b) => compareDates(a.dueOn, b.dueOn),
    );
    await storeNewSubscription(ports, tx, ctx, now, { subscription, payments: drafts });
    return { subscription, charges: charges.length };
  });
}
