import { compareCodePoints, normalizeDuplicateName } from '../shared/text.js';
import type {
  Currency,
  Period,
  Subscription,
  SubscriptionStatus,
} from '../subscriptions/subscription.js';
import { fromMinorUnits } from './money.js';

/** A member of a duplicate group, in API shape. */
export interface DuplicateMember {
  id: string;
  name: string;
  category: string;
  amount: number;
  currency: Currency;
  period: Period;
  status: SubscriptionStatus;
}

/** Subscriptions whose names are equal after D15 normalisation. */
export interface DuplicateGroup {
  normalizedName: string;
  subscriptions: DuplicateMember[];
}

function byCreatedAtThenId(a: Subscription, b: Subscription): number {
  return compareCodePoints(a.createdAt, b.createdAt) || compareCodePoints(a.id, b.id);
}

function toMember(s: Subscription): DuplicateMember {
  return {
    id: s.id,
    name: s.name,
    category: s.category,
    amount: fromMinorUnits(s.amountMinor),
    currency: s.currency,
    period: s.period,
    status: s.status,
  };
}

/**
 * D15: groups the non-cancelled subscriptions whose names normalise alike (NFKC,
 * lower-cased, white space removed). Matching is by name only. Only groups of two or
 * more are returned, sorted by `normalizedName`; members by `createdAt`, then `id`.
 *
 * @example
 * findDuplicateGroups([netflix, netFlix, spotify]);
 * // [{ normalizedName: 'netflix', subscriptions: [netflix, netFlix] }]
 */
export function findDuplicateGroups(subscriptions: Subscription[]): DuplicateGroup[] {
  const groups = new Map<string, Subscription[]>();
  for (const subscription of subscriptions) {
    if (subscription.status === 'cancelled') continue;
    const key = normalizeDuplicateName(subscription.name);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [subscription]);
    else group.push(subscription);
  }
  return [...groups]
    .filter(([, members]) => members.length >= 2)
    .sort(([a], [b]) => compareCodePoints(a, b))
    .map(([normalizedName, members]) => ({
      normalizedName,
      subscriptions: members.sort(byCreatedAtThenId).map(toMember),
    }));
}
