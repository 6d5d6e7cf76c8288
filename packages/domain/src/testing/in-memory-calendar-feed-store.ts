import type { CalendarFeed, CalendarFeedStore } from '../ports/calendar-feed-store.js';
import type { SynchronousPort } from '../serial-storage/synchronous-port.js';

/** Where the in-memory calendar feeds live, by account id. */
export interface CalendarFeedTable {
  calendarFeeds: Map<string, CalendarFeed>;
}

/** Calendar feeds (token hashes only) in a Map keyed by account. */
export function createInMemoryCalendarFeedStore(
  t: CalendarFeedTable,
): SynchronousPort<CalendarFeedStore> {
  return {
    save(feed) {
      t.calendarFeeds.set(feed.accountId, { ...feed });
    },
    delete: (accountId) => t.calendarFeeds.delete(accountId),
    findByTokenHash(tokenHash) {
      for (const feed of t.calendarFeeds.values()) {
        if (feed.tokenHash === tokenHash) return { ...feed };
      }
      return null;
    },
    findByAccount(accountId) {
      const found = t.calendarFeeds.get(accountId);
      return found ? { ...found } : null;
    },
  };
}
