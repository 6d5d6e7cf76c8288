import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '../../ports/ports.js';
import type { SubscriptionListQuery } from '../../ports/subscription-repository.js';
import type { Subscription } from '../../subscriptions/subscription.js';
import { aSubscription } from '../builders.js';
import { readAll } from './list-contract-helpers.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';
import { describeSubscriptionFilterContract } from './subscription-filter-contract.js';
import { describeSubscriptionSortContract } from './subscription-sort-contract.js';

/** An instant on 2026-11-01 plus `n` seconds: records created in a known order. */
const createdAt = (n: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString();

/** Stores `count` subscriptions of account A in one transaction (one commit, not `count`). */
async function storeMany(p: Ports, count: number): Promise<Subscription[]> {
  const subs = Array.from({ length: count }, (_, i) =>
    aSubscription({ name: `Service ${i}`, createdAt: createdAt(i) }),
  );
  await p.unitOfWork.transaction(async (tx) => {
    for (const s of subs) await tx.subscriptions.insert(s);
  });
  return subs;
}

const everything = (overrides: Partial<SubscriptionListQuery> = {}): SubscriptionListQuery => ({
  limit: 100,
  offset: 0,
  sort: '-createdAt',
  filters: {},
  ...overrides,
});

/**
 * The `SubscriptionRepository` contract: storage round trips, account scoping (a foreign id
 * is not found, not listed, not deleted), `iterateAll` (copies, several pages each seen
 * once, writes between pages, reusable after an early stop), `listActiveDueBefore`, and
 * the list semantics of
 * D12 (filters, the 8 sorts with id tie-break, pages that never overlap or skip).
 *
 * @example
 * describeSubscriptionRepositoryContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeSubscriptionRepositoryContract(factory: PortsFactory): void {
  describe('SubscriptionRepository contract', () => {
    const ports = useSeededPorts(factory);
    const seeded = () => ports().subscriptions;

    it('gives back every field of a stored subscription unchanged', async () => {
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
      await repo.insert(custom);
      await repo.insert(monthly);
      assert.deepEqual(await repo.findById(ACCOUNT_A, custom.id), custom);
      assert.deepEqual(await repo.findById(ACCOUNT_A, monthly.id), monthly);
    });

    it('lets two accounts each hold a record with the same id, apart', async () => {
      const repo = seeded();
      const mine = aSubscription({ name: 'Mine' });
      const theirs = { ...mine, accountId: ACCOUNT_B, name: 'Theirs', amountMinor: 4200 };
      await repo.insert(mine);
      await repo.insert(theirs);
      assert.deepEqual(await repo.findById(ACCOUNT_A, mine.id), mine);
      assert.deepEqual(await repo.findById(ACCOUNT_B, mine.id), theirs);
      await repo.update({ ...mine, name: 'Mine renamed', version: mine.version + 1 });
      assert.equal((await repo.findById(ACCOUNT_B, mine.id))?.name, 'Theirs');
      assert.equal(await repo.delete(ACCOUNT_A, mine.id), true);
      assert.deepEqual(await repo.findById(ACCOUNT_B, mine.id), theirs);
      assert.deepEqual(await repo.listAll(ACCOUNT_B), [theirs]);
    });

    it('replaces a record on update', async () => {
      const repo = seeded();
      const sub = aSubscription();
      await repo.insert(sub);
      const changed = {
        ...sub,
        name: 'Netflix Premium',
        amountMinor: 2299,
        status: 'cancelled' as const,
      };
      await repo.update(changed);
      assert.deepEqual(await repo.findById(ACCOUNT_A, sub.id), changed);
    });

    it('does not find, list or delete another account’s subscription', async () => {
      const repo = seeded();
      const theirs = aSubscription({ accountId: ACCOUNT_B, nextPaymentDate: '2020-01-05' });
      await repo.insert(theirs);
      assert.equal(await repo.findById(ACCOUNT_A, theirs.id), null);
      assert.deepEqual(await repo.list(ACCOUNT_A, everything()), { items: [], hasMore: false });
      assert.deepEqual(await repo.listAll(ACCOUNT_A), []);
      assert.deepEqual(await readAll(repo.iterateAll(ACCOUNT_A)), []);
      assert.deepEqual(await repo.listActiveDueBefore(ACCOUNT_A, '2026-11-21'), []);
      assert.equal(await repo.delete(ACCOUNT_A, theirs.id), false);
      assert.deepEqual(await repo.findById(ACCOUNT_B, theirs.id), theirs);
    });

    it('does not let an update for another account change the record', async () => {
      const repo = seeded();
      const mine = aSubscription();
      await repo.insert(mine);
      await repo.update({ ...mine, accountId: ACCOUNT_B, name: 'Hijacked' });
      assert.deepEqual(await repo.findById(ACCOUNT_A, mine.id), mine);
      assert.equal(await repo.findById(ACCOUNT_B, mine.id), null);
    });

    it('deletes a record once and reports whether it existed', async () => {
      const repo = seeded();
      const sub = aSubscription();
      await repo.insert(sub);
      assert.equal(await repo.delete(ACCOUNT_A, sub.id), true);
      assert.equal(await repo.findById(ACCOUNT_A, sub.id), null);
      assert.equal(await repo.delete(ACCOUNT_A, sub.id), false);
    });

    it('lists every record of the account, any status, with listAll', async () => {
      const repo = seeded();
      const subs = [
        aSubscription({ status: 'active' }),
        aSubscription({ status: 'paused' }),
        aSubscription({ status: 'cancelled' }),
      ];
      for (const s of subs) await repo.insert(s);
      await repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      const ids = (await repo.listAll(ACCOUNT_A)).map((s) => s.id);
      assert.deepEqual(ids.sort(), subs.map((s) => s.id).sort());
    });

    it('counts the records of the account, any status, and no other account’s (D48)', async () => {
      const repo = seeded();
      assert.equal(await repo.countByAccount(ACCOUNT_A), 0);
      const kept = aSubscription({ status: 'cancelled' });
      await repo.insert(kept);
      await repo.insert(aSubscription({ status: 'paused' }));
      await repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      assert.equal(await repo.countByAccount(ACCOUNT_A), 2);
      await repo.delete(ACCOUNT_A, kept.id);
      assert.equal(await repo.countByAccount(ACCOUNT_A), 1);
      assert.equal(await repo.countByAccount(ACCOUNT_B), 1);
    });

    it('iterates every record of the account, any status, with iterateAll', async () => {
      const repo = seeded();
      const subs = [
        aSubscription({ status: 'active' }),
        aSubscription({ status: 'paused', period: 'custom', customDays: 10 }),
        aSubscription({ status: 'cancelled' }),
      ];
      for (const s of subs) await repo.insert(s);
      await repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      const read = (await readAll(repo.iterateAll(ACCOUNT_A))).sort((a, b) =>
        a.id.localeCompare(b.id),
      );
      assert.deepEqual(
        read,
        [...subs].sort((a, b) => a.id.localeCompare(b.id)),
      );
    });

    it('lists the id and version of every record of the account, and a new version after an update', async () => {
      const repo = seeded();
      const active = aSubscription({ status: 'active' });
      const cancelled = aSubscription({ status: 'cancelled' });
      await repo.insert(active);
      await repo.insert(cancelled);
      await repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      await repo.update({ ...active, name: 'Renamed', version: active.version + 1 });
      const versions = (await repo.listVersions(ACCOUNT_A)).sort((a, b) =>
        a.id.localeCompare(b.id),
      );
      const expected = [
        { id: active.id, version: active.version + 1 },
        { id: cancelled.id, version: cancelled.version },
      ].sort((a, b) => a.id.localeCompare(b.id));
      assert.deepEqual(versions, expected);
      assert.deepEqual(await repo.listVersions('00000000-0000-4000-8000-00000000ffff'), []);
    });

    it('iterates nothing for an account without records', async () => {
      const repo = seeded();
      await repo.insert(aSubscription({ accountId: ACCOUNT_B }));
      assert.deepEqual(await readAll(repo.iterateAll(ACCOUNT_A)), []);
    });

    it('iterates an account larger than one page, each record once', async () => {
      const p = ports();
      const subs = await storeMany(p, 1_203);
      await p.subscriptions.insert(aSubscription({ accountId: ACCOUNT_B }));
      const read = (await readAll(p.subscriptions.iterateAll(ACCOUNT_A))).map((s) => s.id);
      assert.equal(read.length, subs.length);
      assert.deepEqual(read.sort(), subs.map((s) => s.id).sort());
    });

    it('lets other calls write between pages, and still gives each stored record once', async () => {
      const p = ports();
      const subs = await storeMany(p, 1_100);
      const seen = new Map<string, number>();
      let wrote = false;
      for await (const s of p.subscriptions.iterateAll(ACCOUNT_A)) {
        seen.set(s.id, (seen.get(s.id) ?? 0) + 1);
        if (wrote) continue;
        wrote = true;
        // Mid-pass: a rename of every record (not yet read ones included) and a new one.
        for (const other of subs) await p.subscriptions.update({ ...other, name: 'Renamed' });
        await p.subscriptions.insert(aSubscription({ createdAt: createdAt(5_000) }));
      }
      for (const s of subs) assert.equal(seen.get(s.id), 1, `${s.id} seen once`);
      assert.ok(seen.size <= subs.length + 1);
    });

    it('can be used again after a pass that stopped early', async () => {
      const repo = seeded();
      const sub = aSubscription();
      await repo.insert(sub);
      await repo.insert(aSubscription());
      for await (const _ of repo.iterateAll(ACCOUNT_A)) break;
      await repo.update({ ...sub, name: 'Changed after the break' });
      assert.equal((await readAll(repo.iterateAll(ACCOUNT_A))).length, 2);
      assert.equal((await repo.findById(ACCOUNT_A, sub.id))?.name, 'Changed after the break');
    });

    it('iterates copies: changing a record read does not change the store', async () => {
      const repo = seeded();
      const sub = aSubscription();
      await repo.insert(sub);
      for await (const read of repo.iterateAll(ACCOUNT_A)) read.name = 'Changed in memory';
      assert.equal((await repo.findById(ACCOUNT_A, sub.id))?.name, sub.name);
    });

    it('lists only active records dated strictly before today as due to roll forward', async () => {
      const repo = seeded();
      const due = aSubscription({ nextPaymentDate: '2026-11-20' });
      const dueLongAgo = aSubscription({ nextPaymentDate: '2025-01-31', period: 'yearly' });
      await repo.insert(due);
      await repo.insert(dueLongAgo);
      await repo.insert(aSubscription({ nextPaymentDate: '2026-11-21' }));
      await repo.insert(aSubscription({ nextPaymentDate: '2026-11-01', status: 'paused' }));
      await repo.insert(aSubscription({ nextPaymentDate: '2026-11-01', status: 'cancelled' }));
      const ids = (await repo.listActiveDueBefore(ACCOUNT_A, '2026-11-21')).map((s) => s.id);
      assert.deepEqual(ids.sort(), [due.id, dueLongAgo.id].sort());
    });

    it('gives at most `limit` records due to roll forward, the earliest first (D48 batches)', async () => {
      const repo = seeded();
      const dates = ['2026-11-20', '2025-01-31', '2026-06-30'];
      const subs = dates.map((nextPaymentDate) => aSubscription({ nextPaymentDate }));
      for (const s of subs) await repo.insert(s);
      const dueBefore = (limit: number) => repo.listActiveDueBefore(ACCOUNT_A, '2026-11-21', limit);
      assert.deepEqual(
        (await dueBefore(2)).map((s) => s.nextPaymentDate),
        ['2025-01-31', '2026-06-30'],
      );
      assert.equal((await dueBefore(10)).length, 3);
    });

    it('gives a reminder check exactly the records that may have a reminder due, whole', async (t) => {
      const repo = seeded();
      if (repo.listReminderCandidates === undefined) {
        t.diagnostic('this store reads the whole account for a reminder check');
        return;
      }
      const until = '2026-11-24';
      const later = '2027-01-10';
      const wanted = [
        aSubscription({ nextPaymentDate: until }),
        aSubscription({ nextPaymentDate: '2026-11-21' }),
        aSubscription({ nextPaymentDate: later, isTrial: true, trialEndsOn: until }),
        aSubscription({ nextPaymentDate: later, noticeDays: 60 }),
        aSubscription({ nextPaymentDate: later, remindDaysBefore: [30, 1] }),
      ];
      const unwanted = [
        aSubscription({ nextPaymentDate: '2026-11-25' }),
        aSubscription({ nextPaymentDate: later, isTrial: true, trialEndsOn: '2026-11-25' }),
        aSubscription({ nextPaymentDate: until, status: 'paused' }),
        aSubscription({ nextPaymentDate: until, notificationEnabled: false }),
        aSubscription({ nextPaymentDate: later, noticeDays: 60, status: 'cancelled' }),
        aSubscription({ nextPaymentDate: until, accountId: ACCOUNT_B }),
      ];
      for (const s of [...wanted, ...unwanted]) await repo.insert(s);
      const read = await repo.listReminderCandidates(ACCOUNT_A, until);
      const byId = (a: Subscription, b: Subscription) => a.id.localeCompare(b.id);
      assert.deepEqual(read.sort(byId), [...wanted].sort(byId));
    });

    it('stores and gives back the billing fields of D38-D42', async () => {
      const repo = seeded();
      const sub = aSubscription({
        nextPaymentDate: '2027-01-31',
        billingAnchorDay: 31,
        intervalCount: 3,
        endsOn: '2028-01-31',
        noticeDays: 30,
        remindDaysBefore: [14, 7, 0],
        startedOn: '2025-01-31',
      });
      await repo.insert(sub);
      assert.deepEqual(await repo.findById(ACCOUNT_A, sub.id), sub);
      const cleared = {
        ...sub,
        endsOn: null,
        noticeDays: null,
        remindDaysBefore: null,
        startedOn: null,
        intervalCount: 1,
      };
      await repo.update(cleared);
      assert.deepEqual((await repo.listAll(ACCOUNT_A))[0], cleared);
    });

    it('returns copies: changing a returned record does not change the store', async () => {
      const repo = seeded();
      const sub = aSubscription();
      await repo.insert(sub);
      const read = (await repo.findById(ACCOUNT_A, sub.id))!;
      read.name = 'Changed in memory';
      assert.equal((await repo.findById(ACCOUNT_A, sub.id))?.name, sub.name);
    });

    it('stores whether a record has a logo, read back by every read, and an update changes it', async () => {
      const repo = seeded();
      const sub = aSubscription({ hasLogo: true });
      await repo.insert(sub);
      assert.equal((await repo.findById(ACCOUNT_A, sub.id))?.hasLogo, true);
      assert.equal((await repo.listAll(ACCOUNT_A))[0]?.hasLogo, true);
      assert.equal((await repo.list(ACCOUNT_A, everything())).items[0]?.hasLogo, true);
      const without = { ...sub, hasLogo: false, version: 2 };
      await repo.update(without);
      assert.deepEqual(await repo.findById(ACCOUNT_A, sub.id), without);
      const [iterated] = await readAll(repo.iterateAll(ACCOUNT_A));
      assert.equal(iterated?.hasLogo, false);
    });
  });
  describeSubscriptionFilterContract(factory);
  describeSubscriptionSortContract(factory);
}
