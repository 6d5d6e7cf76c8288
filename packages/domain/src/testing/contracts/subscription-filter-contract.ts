import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SubscriptionFilters } from '../../ports/subscription-repository.js';
import type { Subscription } from '../../subscriptions/subscription.js';
import { aSubscription } from '../builders.js';
import { listQuery as query, useRepositoryWith } from './list-contract-helpers.js';
import { ACCOUNT_A, type PortsFactory } from './ports-factory.js';

/** D12 filters of `SubscriptionRepository.list`, part of its contract. */
export function describeSubscriptionFilterContract(factory: PortsFactory): void {
  describe('SubscriptionRepository.list filters', () => {
    const withRecords = useRepositoryWith(factory);
    const namesFor = async (subs: Subscription[], filters: SubscriptionFilters) =>
      (await (await withRecords(subs)).list(ACCOUNT_A, query({ filters, sort: 'name' }))).items.map(
        (s) => s.name,
      );

    it('filters by status and period', async () => {
      const subs = [
        aSubscription({ name: 'A', status: 'paused', period: 'yearly' }),
        aSubscription({ name: 'B', status: 'paused', period: 'monthly' }),
        aSubscription({ name: 'C', status: 'active', period: 'yearly' }),
      ];
      assert.deepEqual(await namesFor(subs, { status: 'paused', period: 'yearly' }), ['A']);
    });

    it('matches the category exactly', async () => {
      const subs = [
        aSubscription({ name: 'A', category: 'Streaming' }),
        aSubscription({ name: 'B', category: 'streaming' }),
        aSubscription({ name: 'C', category: 'Streaming Video' }),
      ];
      assert.deepEqual(await namesFor(subs, { category: 'Streaming' }), ['A']);
    });

    it('searches names case-insensitively with full case folding', async () => {
      const subs = [
        aSubscription({ name: 'Große Straße Pass' }),
        aSubscription({ name: 'Netflix Premium' }),
        aSubscription({ name: 'Spotify' }),
      ];
      const p = await withRecords(subs);
      const names = async (q: string) =>
        (await p.list(ACCOUNT_A, query({ sort: 'name', filters: { q } }))).items.map((s) => s.name);
      assert.deepEqual(await names('STRASSE'), ['Große Straße Pass']);
      assert.deepEqual(await names('nEtFlIx'), ['Netflix Premium']);
      assert.deepEqual(await names('youtube'), []);
    });

    it('treats % and _ in the search text as literal characters', async () => {
      const subs = [
        aSubscription({ name: '100% Cloud' }),
        aSubscription({ name: '100 Cloud' }),
        aSubscription({ name: 'my_app' }),
        aSubscription({ name: 'myXapp' }),
        aSubscription({ name: 'back\\slash' }),
      ];
      const p = await withRecords(subs);
      const names = async (q: string) =>
        (await p.list(ACCOUNT_A, query({ sort: 'name', filters: { q } }))).items.map((s) => s.name);
      assert.deepEqual(await names('%'), ['100% Cloud']);
      assert.deepEqual(await names('y_a'), ['my_app']);
      assert.deepEqual(await names('\\'), ['back\\slash']);
    });

    it('includes records due exactly on expiringBefore', async () => {
      const subs = [
        aSubscription({ name: 'A', nextPaymentDate: '2026-11-30' }),
        aSubscription({ name: 'B', nextPaymentDate: '2026-12-01' }),
        aSubscription({ name: 'C', nextPaymentDate: '2026-12-02' }),
      ];
      assert.deepEqual(await namesFor(subs, { expiringBefore: '2026-12-01' }), ['A', 'B']);
    });

    it('applies all filters together', async () => {
      const subs = [
        aSubscription({ name: 'Netflix', category: 'Video', nextPaymentDate: '2026-12-01' }),
        aSubscription({ name: 'Netflix', category: 'Music', nextPaymentDate: '2026-12-01' }),
        aSubscription({ name: 'Netflix', category: 'Video', nextPaymentDate: '2027-12-01' }),
        aSubscription({ name: 'Hulu', category: 'Video', nextPaymentDate: '2026-12-01' }),
      ];
      const found = await (await withRecords(subs)).list(
        ACCOUNT_A,
        query({
          filters: { q: 'net', category: 'Video', expiringBefore: '2026-12-31', status: 'active' },
        }),
      );
      assert.deepEqual(
        found.items.map((s) => s.id),
        [subs[0]!.id],
      );
    });
  });
}
