import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalendarFeed } from '../../ports/calendar-feed-store.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const aFeed = (overrides: Partial<CalendarFeed> = {}): CalendarFeed => ({
  accountId: ACCOUNT_A,
  tokenHash: 'a'.repeat(64),
  createdAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

/**
 * The `CalendarFeedStore` contract: one feed per account found by its token hash, a
 * new one replaces the old, deleting reports whether there was one.
 *
 * @example
 * describeCalendarFeedStoreContract(() => ({ ports: createInMemoryPorts() }));
 */
export function describeCalendarFeedStoreContract(factory: PortsFactory): void {
  describe('CalendarFeedStore contract', () => {
    const ports = useSeededPorts(factory);

    it('finds a saved feed by its token hash and by its account', async () => {
      const store = ports().calendarFeeds;
      const feed = aFeed();
      await store.save(feed);
      assert.deepEqual(await store.findByTokenHash(feed.tokenHash), feed);
      assert.deepEqual(await store.findByAccount(ACCOUNT_A), feed);
      assert.equal(await store.findByTokenHash('b'.repeat(64)), null);
      assert.equal(await store.findByAccount(ACCOUNT_B), null);
    });

    it('replaces the old token when a new one is saved', async () => {
      const store = ports().calendarFeeds;
      await store.save(aFeed());
      const newer = aFeed({ tokenHash: 'c'.repeat(64), createdAt: '2026-11-22T08:00:00.000Z' });
      await store.save(newer);
      assert.equal(await store.findByTokenHash('a'.repeat(64)), null);
      assert.deepEqual(await store.findByTokenHash(newer.tokenHash), newer);
    });

    it('keeps the feeds of two accounts apart', async () => {
      const store = ports().calendarFeeds;
      await store.save(aFeed());
      await store.save(aFeed({ accountId: ACCOUNT_B, tokenHash: 'd'.repeat(64) }));
      assert.equal(await store.delete(ACCOUNT_B), true);
      assert.equal((await store.findByAccount(ACCOUNT_A))?.tokenHash, 'a'.repeat(64));
    });

    it('deletes a feed once and reports whether there was one', async () => {
      const store = ports().calendarFeeds;
      await store.save(aFeed());
      assert.equal(await store.delete(ACCOUNT_A), true);
      assert.equal(await store.findByTokenHash('a'.repeat(64)), null);
      assert.equal(await store.delete(ACCOUNT_A), false);
    });
  });
}
