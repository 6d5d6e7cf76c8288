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
  return async (subs: Subscription[]) => {
    const p = ports();
    for (const s of subs) await p.subscriptions.insert(s);
    return p.subscriptions;
  };
}

/** Every item of an asynchronous iterable (such as `iterateAll`), in order. */
export async function readAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
