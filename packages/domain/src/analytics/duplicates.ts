import { compareCodePoints, normalizeDuplicateName } from '../shared/text.js';
import type { Subscription, SubscriptionResource } from '../subscriptions/subscription.js';
import { fromMinorUnits } from './money.js';
import { foldSubscriptions, type SubscriptionFold } from './subscription-fold.js';

/** A member of a duplicate group: these fields of the subscription's API representation. */
export type DuplicateMember = Pick<
  SubscriptionResource,
  'id' | 'name' | 'category' | 'amount' | 'currency' | 'period' | 'status'
>;

/** Subscriptions whose names are equal after D15 normalisation. */
export interface DuplicateGroup {
  normalizedName: string;
  subscriptions: DuplicateMember[];
}

/**
 * The members of one group and, at the same index, their `createdAt` (D15's order; not
 * part of the API shape, so not kept on the member: one object per member, issue 7).
 */
interface Group {
  members: DuplicateMember[];
  createdAt: string[];
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

// D15: members by createdAt, then id.
function sortedMembers({ members, createdAt }: Group): DuplicateMember[] {
  return members
    .map((_, index) => index)
    .sort(
      (a, b) =>
        compareCodePoints(createdAt[a]!, createdAt[b]!) ||
        compareCodePoints(members[a]!.id, members[b]!.id),
    )
    .map((index) => members[index]!);
}

/**
 * D15 as a one-pass fold (see {@link findDuplicateGroups}): add every subscription of the
 * account, then read the groups.
 *
 * @example
 * const fold = duplicateGroupsFold();
 * for (const s of subscriptions) fold.add(s);
 * fold.result(); // DuplicateGroup[]
 */
export function duplicateGroupsFold(): SubscriptionFold<DuplicateGroup[]> {
  const groups = new Map<string, Group>();
  // Names repeat (that is what duplicates are): normalise each distinct spelling once.
  const keys = new Map<string, string>();
  return {
    add(subscription) {
      if (subscription.status === 'cancelled') return;
      let key = keys.get(subscription.name);
      if (key === undefined) {
        key = normalizeDuplicateName(subscription.name);
        keys.set(subscription.name, key);
      }
      let group = groups.get(key);
      if (group === undefined) {
        group = { members: [], createdAt: [] };
        groups.set(key, group);
      }
      group.members.push(toMember(subscription));
      group.createdAt.push(subscription.createdAt);
    },
    result: () =>
      [...groups]
        .filter(([, group]) => group.members.length >= 2)
        .sort(([a], [b]) => compareCodePoints(a, b))
        .map(([normalizedName, group]) => ({
          normalizedName,
          subscriptions: sortedMembers(group),
        })),
  };
}

/**
 * Groups the non-cancelled subscriptions whose names normalise alike (NFKC,
 * lower-cased, white space removed). Matching is by name only. Only groups of two or
 * more are returned, sorted by `normalizedName`; members by `createdAt`, then `id`.
 * The records are read once and not kept, only each candidate's API fields (issue 7).
 *
 * @example
 * findDuplicateGroups([netflix, netFlix, spotify]);
 * // [{ normalizedName: 'netflix', subscriptions: [netflix, netFlix] }]
 */
export function findDuplicateGroups(subscriptions: Iterable<Subscription>): DuplicateGroup[] {
  return foldSubscriptions(subscriptions, duplicateGroupsFold());
}
