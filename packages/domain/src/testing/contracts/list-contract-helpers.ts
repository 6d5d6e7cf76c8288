import type { SubscriptionListQuery } from '../../ports/subscription-repository.js';
import type { Subscription } from '../../subscriptions/subscription.js';
import { type PortsFactory, useSeededPorts } from './ports-factory.js';

/** A list query of up to 100 records from the start; `overrides` win. */
export const listQuery = (
  overrides: Partial<SubscriptionListQuery> = {},
): SubscriptionListQuery => ({
  limit: 100,
  offset: 0,
  sort: 'createdAt',
  filters: {},
  ...overrides,
});

/** The instant 2026-11-0n 10:00 UTC, for records created in a known order. */
export const createdOnDay = (n: number) => `2026-11-0${n}T10:00:00.000Z`;

/** Registers fresh ports per test; the returned function seeds accounts and `subs` into them. */
export function useRepositoryWith(factory: PortsFactory) {
  const ports = useSeededPorts(factory);
  return (subs: Subscription[]) => {
    const p = ports();
    for (const s of subs) p.subscriptions.insert(s);
    return p.subscriptions;
  };
}
