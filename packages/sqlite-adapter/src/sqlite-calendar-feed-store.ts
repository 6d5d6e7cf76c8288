import type { CalendarFeed, CalendarFeedStore, SynchronousPort } from '@subtrack/domain';
import { CALENDAR_FEED_SQL, calendarFeedValues } from '@subtrack/sql-rows';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

type FeedValues = [string, string, string];

const toFeed = (values: FeedValues | undefined): CalendarFeed | null =>
  values === undefined
    ? null
    : { accountId: values[0], tokenHash: values[1], createdAt: values[2] };

/** Calendar feed token hashes in SQLite (migration 008). */
export class SqliteCalendarFeedStore implements SynchronousPort<CalendarFeedStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  save(feed: CalendarFeed): void {
    this.statements.get(CALENDAR_FEED_SQL.save).run(...calendarFeedValues(feed));
  }

  delete(accountId: string): boolean {
    return this.statements.get(CALENDAR_FEED_SQL.delete).run(accountId).changes > 0;
  }

  findByTokenHash(tokenHash: string): CalendarFeed | null {
    return toFeed(this.statements.getRaw<FeedValues>(CALENDAR_FEED_SQL.byHash).get(tokenHash));
  }

  findByAccount(accountId: string): CalendarFeed | null {
    return toFeed(this.statements.getRaw<FeedValues>(CALENDAR_FEED_SQL.byAccount).get(accountId));
  }
}
