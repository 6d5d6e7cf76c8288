import type { CalendarFeed, CalendarFeedStore } from '@subtrack/domain';
import { CALENDAR_FEED_SQL, calendarFeedValues, queriesIn } from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';

const FEEDS = queriesIn('postgres', CALENDAR_FEED_SQL);

interface FeedRow {
  account_id: string;
  token_hash: string;
  created_at: string;
}

const toFeed = (row: FeedRow | undefined): CalendarFeed | null =>
  row === undefined
    ? null
    : { accountId: row.account_id, tokenHash: row.token_hash, createdAt: row.created_at };

/** Calendar feed token hashes in PostgreSQL. */
export class PostgresCalendarFeedStore implements CalendarFeedStore {
  constructor(private readonly db: Session) {}

  async save(feed: CalendarFeed): Promise<void> {
    await this.db.query(FEEDS.save, calendarFeedValues(feed));
  }

  async delete(accountId: string): Promise<boolean> {
    return affectedRows(await this.db.query(FEEDS.delete, [accountId])) > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<CalendarFeed | null> {
    return toFeed((await this.db.query<FeedRow>(FEEDS.byHash, [tokenHash])).rows[0]);
  }

  async findByAccount(accountId: string): Promise<CalendarFeed | null> {
    return toFeed((await this.db.query<FeedRow>(FEEDS.byAccount, [accountId])).rows[0]);
  }
}
