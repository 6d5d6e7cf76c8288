import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CounterpartyDismissal } from '../../discovery/dismissal.js';
import { sequentialId } from '../sequential-ids.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const aDismissal = (overrides: Partial<CounterpartyDismissal> = {}): CounterpartyDismissal => ({
  id: sequentialId(0xd150),
  accountId: ACCOUNT_A,
  key: 'spotify',
  name: 'Spotify',
  dismissedAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

/**
 * The `CounterpartyDismissalStore` contract: one dismissal per account and
 * counterparty key, the first kept; the account's list newest first; removal of one by id;
 * every call scoped by account.
 *
 * @example
 * describeDismissalStoreContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeDismissalStoreContract(factory: PortsFactory): void {
  describe('CounterpartyDismissalStore contract', () => {
    const ports = useSeededPorts(factory);

    it('keeps one dismissal per account and key: the first, and says whether it stored one', async () => {
      const store = ports().dismissals;
      const first = aDismissal();
      assert.equal(await store.insert(first), true);
      const again = aDismissal({ id: sequentialId(0xd151), name: 'SPOTIFY AB' });
      assert.equal(await store.insert(again), false);
      assert.deepEqual(await store.findByKey(ACCOUNT_A, 'spotify'), first);
      assert.deepEqual(await store.listByAccount(ACCOUNT_A), [first]);
    });

    it('lists the newest first, and keeps the accounts apart', async () => {
      const store = ports().dismissals;
      const older = aDismissal();
      const newer = aDismissal({
        id: sequentialId(0xd152),
        key: 'urban sports club',
        name: 'Urban Sports Club',
        dismissedAt: '2026-11-22T08:00:00.000Z',
      });
      const theirs = aDismissal({ id: sequentialId(0xd153), accountId: ACCOUNT_B });
      for (const dismissal of [older, newer, theirs])
        assert.equal(await store.insert(dismissal), true);
      assert.deepEqual(await store.listByAccount(ACCOUNT_A), [newer, older]);
      assert.deepEqual(await store.listByAccount(ACCOUNT_B), [theirs]);
      assert.equal(await store.findByKey(ACCOUNT_B, 'urban sports club'), null);
    });

    it('removes a dismissal of its own account once, and reports whether there was one', async () => {
      const store = ports().dismissals;
      const mine = aDismissal();
      await store.insert(mine);
      assert.equal(await store.delete(ACCOUNT_B, mine.id), false);
      assert.deepEqual(await store.listByAccount(ACCOUNT_A), [mine]);
      assert.equal(await store.delete(ACCOUNT_A, mine.id), true);
      assert.equal(await store.delete(ACCOUNT_A, mine.id), false);
      assert.deepEqual(await store.listByAccount(ACCOUNT_A), []);
      assert.equal(await store.insert(aDismissal({ id: sequentialId(0xd154) })), true);
    });

    it('keeps a name as written, any script and punctuation', async () => {
      const store = ports().dismissals;
      const dismissal = aDismissal({ key: 'müller drogerie', name: 'Müller Drogerie „Süd“ 🛒' });
      await store.insert(dismissal);
      assert.deepEqual(await store.findByKey(ACCOUNT_A, 'müller drogerie'), dismissal);
    });
  });
}
