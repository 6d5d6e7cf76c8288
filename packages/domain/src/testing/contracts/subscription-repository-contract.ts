import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SubscriptionListQuery } from '../../ports/subscription-repository.js';
import { aSubscription } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';
import { describeSubscriptionFilterContract } from './subscription-filter-contract.js';
import { describeSubscriptionSortContract } from './subscription-sort-contract.js';

const everything = (overrides: Partial<SubscriptionListQuery> = {}): SubscriptionListQuery => ({
  limit: 100,
  offset: 0,
  sort: '-createdAt',
  filters: {},
  ...overrides,
});

/**
 * The `SubscriptionRepository` contract: storage round trips, account scoping (a foreign id
 * is not found, not listed, not deleted), `iterateAll` (lazy, copies, reusable after an
 * early stop), `listActiveDueBefore`, and the list semantics of
 * D12 (filters, the 8 sorts with id tie-break, pages that never overlap or skip).
 *
 * @example
 * describeSubscriptionRepositoryContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeSubscriptionRepositoryContract(factory: PortsFactory): void {
  describe('SubscriptionRepository contract', () => {
    const ports = useSeededPorts(factory);
    const seeded = () => ports().subscriptions;

    it('gives back every field of a stored subscription unchanged', () => {
      const repo = seeded();
      const custom = aSubscription({
        name: 'Ｎｅｔ  Flix ✓',
        period: 'custom',
        customDays: 45,
        amountMinor: 0,
        currency: 'JPY',
        isTrial: true,
        trialEndsOn: '2027-02-28',
        notificationEnabled: false,
        status: 'paused',
      });
      const monthly = aSubscription({ nextPaymentDate: '2027-01-31', billingAnchorDay: 31 });
      repo.insert(custom);
      repo.insert(monthly);
      assert.deepEqual(repo.findById(ACCOUNT_A, custom.id), custom);
      assert.deepEqual(repo.findById(ACCOUNT_A, monthly.id), monthly);
    });

    it('knows an id is taken whichever account holds it (D33 imports)', () => {
      const repo = seeded();
      const theirs = aSubscription({ accountId: ACCOUNT_B });
      repo.insert(theirs);
      assert.equal(repo.idExists(theirs.id), true);
      assert.equal(repo.idExists(aSubscription().id), false);
      assert.equal(repo.findById(ACCOUNT_A, theirs.id), null);
    });

    it('replaces a record on update', () => {
      const repo = seeded();
      const sub = aSubscription();
      repo.insert(sub);
      const changed = {
        ...sub,
        name: 'Netflix Premium',
        amountMinor: 2299,
        status: 'cancelled' as const,
      };
      repo.update(changed);
      assert.deepEqual(repo.findById(ACCOUNT_A, sub.id), changed);
    });

    it('does not find, list or delete another account’s subscription', () => {
      const repo = seeded();
      const theirs = aSubscription({ accountId: ACCOUNT_B, nextPaymentDate: '2020-01-05' });
      repo.insert(theirs);
      assert.equal(repo.findById(ACCOUNT_A, theirs.id), null);
      assert.deepEqual(repo.list(ACCOUNT_A, everything()), { items: [], hasMore: false });
      assert.deepEqual(repo.listAll(ACCOUNT_A), []);
      assert.deepEqual([...repo.iterateAll(ACCOUNT_A)], []);
      assert.deepEqual(repo.listActiveDueBefore(ACCOUNT_A, '2026-11-21'), []);
      assert.equal(repo.delete(ACCOUNT_A, theirs.id), false);
      assert.deepEqual(repo.findById(ACCOUNT_B, theirs.id), theirs);
    });

    it('does not let an update for another account change the record', () => {
      const repo = seeded();
      const mine = aSubscription();
      repo.insert(mine);
      repo.update({ ...mine, accountId: ACCOUNT_B, name: 'Hijacked' });
      assert.deepEqual(repo.findById(ACCOUNT_A, mine.id), mine);
      assert.equal(repo.findById(ACCOUNT_B, mine.id), null);
    });

    it('deletes a record once and reports whether it existed', () => {
      const repo = seeded();
      const sub = aSubscription();
      repo.insert(sub);
      assert.equal(repo.delete(ACCOUNT_A, sub.id), true);
      assert.equal(repo.findById(ACCOUNT_A, sub.id), null);
      assert.equal(repo.delete(ACCOUNT_A, sub.id), false);
    });

    it('lists every record of the account, any status, with listAll', () => {
      const repo = seeded();
      const subs = [
        aSubscription({ status: 'active' }),
        aSubscription({ status: 'paused' }),
        aSubscription({ status: 'cancelled' }),
      ];
      for (const s of subs) repo.insert(s);
      repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      const ids = repo.listAll(ACCOUNT_A).map((s) => s.id);
      assert.deepEqual(ids.sort(), subs.map((s) => s.id).sort());
    });

    it('counts the records of the account, any status, and no other account’s (D48)', () => {
      const repo = seeded();
      assert.equal(repo.countByAccount(ACCOUNT_A), 0);
      const kept = aSubscription({ status: 'cancelled' });
      repo.insert(kept);
      repo.insert(aSubscription({ status: 'paused' }));
      repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      assert.equal(repo.countByAccount(ACCOUNT_A), 2);
      repo.delete(ACCOUNT_A, kept.id);
      assert.equal(repo.countByAccount(ACCOUNT_A), 1);
      assert.equal(repo.countByAccount(ACCOUNT_B), 1);
    });

    it('iterates every record of the account, any status, with iterateAll', () => {
      const repo = seeded();
      const subs = [
        aSubscription({ status: 'active' }),
        aSubscription({ status: 'paused', period: 'custom', customDays: 10 }),
        aSubscription({ status: 'cancelled' }),
      ];
      for (const s of subs) repo.insert(s);
      repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      const read = [...repo.iterateAll(ACCOUNT_A)].sort((a, b) => a.id.localeCompare(b.id));
      assert.deepEqual(
        read,
        [...subs].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });

    it('lists the id and version of every record of the account, and a new version after an update', () => {
      const repo = seeded();
      const active = aSubscription({ status: 'active' });
      const cancelled = aSubscription({ status: 'cancelled' });
      repo.insert(active);
      repo.insert(cancelled);
      repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      repo.update({ ...active, name: 'Renamed', version: active.version + 1 });
      const versions = repo.listVersions(ACCOUNT_A).sort((a, b) => a.id.localeCompare(b.id));
      const expected = [
        { id: active.id, version: active.version + 1 },
        { id: cancelled.id, version: cancelled.version },
      ].sort((a, b) => a.id.localeCompare(b.id));
      assert.deepEqual(versions, expected);
      assert.deepEqual(repo.listVersions('00000000-0000-4000-8000-00000000ffff'), []);
    });

    it('iterates nothing for an account without records', () => {
      const repo = seeded();
      repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      assert.deepEqual([...repo.iterateAll(ACCOUNT_A)], []);
    });

    it('can be used again after a pass that stopped early', () => {
      const repo = seeded();
      const sub = aSubscription();
      repo.insert(sub);
      repo.insert(aSubscription());
      for (const _ of repo.iterateAll(ACCOUNT_A)) break;
      repo.update({ ...sub, name: 'Changed after the break' });
      assert.equal([...repo.iterateAll(ACCOUNT_A)].length, 2);
      assert.equal(repo.findById(ACCOUNT_A, sub.id)?.name, 'Changed after the break');
    });

    it('iterates copies: changing a record read does not change the store', () => {
      const repo = seeded();
      const sub = aSubscription();
      repo.insert(sub);
      for (const read of repo.iterateAll(ACCOUNT_A)) read.name = 'Changed in memory';
      assert.equal(repo.findById(ACCOUNT_A, sub.id)?.name, sub.name);
    });

    it('lists only active records dated strictly before today as due to roll forward', () => {
      const repo = seeded();
      const due = aSubscription({ nextPaymentDate: '2026-11-20' });
      const dueLongAgo = aSubscription({ nextPaymentDate: '2025-01-31', period: 'yearly' });
      repo.insert(due);
      repo.insert(dueLongAgo);
      repo.insert(aSubscription({ nextPaymentDate: '2026-11-21' }));
      repo.insert(aSubscription({ nextPaymentDate: '2026-11-01', status: 'paused' }));
      repo.insert(aSubscription({ nextPaymentDate: '2026-11-01', status: 'cancelled' }));
      const ids = repo.listActiveDueBefore(ACCOUNT_A, '2026-11-21').map((s) => s.id);
      assert.deepEqual(ids.sort(), [due.id, dueLongAgo.id].sort());
    });

    it('returns copies: changing a returned record does not change the store', () => {
      const repo = seeded();
      const sub = aSubscription();
      repo.insert(sub);
      const read = repo.findById(ACCOUNT_A, sub.id)!;
      read.name = 'Changed in memory';
      assert.equal(repo.findById(ACCOUNT_A, sub.id)?.name, sub.name);
    });
  });
  describeSubscriptionFilterContract(factory);
  describeSubscriptionSortContract(factory);
}
