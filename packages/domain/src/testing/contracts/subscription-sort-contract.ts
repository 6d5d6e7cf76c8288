import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { SUBSCRIPTION_SORTS, type SubscriptionSort } from '../../ports/subscription-repository.js';
import type { Subscription } from '../../subscriptions/subscription.js';
import { aSubscription } from '../builders.js';
import { compareForSort } from '../in-memory-subscription-repository.js';
import {
  listQuery as query,
  createdOnDay as T,
  useRepositoryWith,
} from './list-contract-helpers.js';
import { ACCOUNT_A, type PortsFactory, seedAccounts } from './ports-factory.js';

/** Six records with ties on every sort key; ids increase s1 < s2 < ... < s6. */
function sortFixture(): Subscription[] {
  return [
    aSubscription({
      name: 'netflix',
      createdAt: T(2),
      nextPaymentDate: '2026-12-10',
      amountMinor: 1599,
    }),
    aSubscription({
      name: 'Apple One',
      createdAt: T(1),
      nextPaymentDate: '2026-12-01',
      amountMinor: 1999,
    }),
    aSubscription({
      name: 'Netflix',
      createdAt: T(2),
      nextPaymentDate: '2026-12-10',
      amountMinor: 999,
    }),
    // Code point order puts U+E000 before U+1F600; UTF-16 code unit order would not.
    aSubscription({
      name: '\u{1F600} Smile',
      createdAt: T(3),
      nextPaymentDate: '2026-11-25',
      amountMinor: 1999,
    }),
    aSubscription({
      name: '\uE000 Private',
      createdAt: T(1),
      nextPaymentDate: '2027-01-01',
      amountMinor: 0,
    }),
    aSubscription({
      name: 'Émile',
      createdAt: T(4),
      nextPaymentDate: '2026-12-01',
      amountMinor: 500,
    }),
  ];
}

/** Expected ascending orders of the fixture (1-based positions); descending is the exact reverse. */
const ASCENDING: Record<string, number[]> = {
  createdAt: [2, 5, 1, 3, 4, 6],
  nextPaymentDate: [4, 2, 6, 1, 3, 5],
  amount: [5, 6, 3, 1, 2, 4],
  name: [2, 1, 3, 6, 5, 4],
};

/** D12 sorting and paging of `SubscriptionRepository.list`, part of its contract. */
export function describeSubscriptionSortContract(factory: PortsFactory): void {
  describe('SubscriptionRepository.list sorting and paging', () => {
    const withRecords = useRepositoryWith(factory);

    for (const sort of SUBSCRIPTION_SORTS) {
      it(`sorts by ${sort}, breaking ties by id in the same direction`, async () => {
        const fixture = sortFixture();
        const key = sort.replace('-', '');
        const ascending = ASCENDING[key]!.map((n) => fixture[n - 1]!.id);
        const expected = sort.startsWith('-') ? [...ascending].reverse() : ascending;
        const listed = await (await withRecords(fixture)).list(ACCOUNT_A, query({ sort }));
        assert.deepEqual(
          listed.items.map((s) => s.id),
          expected,
        );
      });
    }

    it('pages with limit and offset and says whether more follow', async () => {
      const subs = [1, 2, 3, 4, 5].map((n) => aSubscription({ createdAt: T(n) }));
      const repo = await withRecords(subs);
      const page = (offset: number, limit: number) =>
        repo.list(ACCOUNT_A, query({ offset, limit }));
      const ids = async (offset: number, limit: number) =>
        (await page(offset, limit)).items.map((s) => s.id);
      assert.deepEqual(await ids(0, 2), [subs[0]!.id, subs[1]!.id]);
      assert.equal((await page(0, 2)).hasMore, true);
      assert.deepEqual(await ids(4, 2), [subs[4]!.id]);
      assert.equal((await page(4, 2)).hasMore, false);
      assert.equal((await page(0, 5)).hasMore, false);
      assert.deepEqual(await page(7, 2), { items: [], hasMore: false });
    });

    it('walks pages that never overlap or skip, for any sort and page size', async () => {
      const record = fc.record({
        name: fc.constantFrom('Netflix', 'netflix', 'Apple', 'Zoom', 'Émile'),
        amountMinor: fc.constantFrom(0, 999, 1999),
        nextPaymentDate: fc.constantFrom('2026-12-01', '2026-12-15', '2027-01-01'),
        createdAt: fc.constantFrom(T(1), T(2), T(3)),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(record, { maxLength: 12 }),
          fc.constantFrom<SubscriptionSort>(...SUBSCRIPTION_SORTS),
          fc.integer({ min: 1, max: 5 }),
          async (specs, sort, limit) => {
            const { ports: p, dispose } = await factory();
            try {
              await seedAccounts(p);
              const subs = specs.map((spec) => aSubscription(spec));
              for (const s of subs) await p.subscriptions.insert(s);
              const walked: string[] = [];
              for (let offset = 0; ; offset += limit) {
                const page = await p.subscriptions.list(ACCOUNT_A, query({ sort, limit, offset }));
                walked.push(...page.items.map((s) => s.id));
                if (!page.hasMore) break;
              }
              const expected = [...subs].sort(compareForSort(sort)).map((s) => s.id);
              assert.deepEqual(walked, expected);
            } finally {
              await dispose?.();
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  });
}
