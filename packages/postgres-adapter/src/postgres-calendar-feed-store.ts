import type { CalendarFeed, CalendarFeedStore } from '@subtrack/domain';
import { affectedRows, type Session } from './session.js';

interface FeedRow {
  account_id: string;
  token_hash: string;
  created_at: string;
}

const COLUMNS = 'account_id, token_hash, created_at';
const SAVE = `INSERT INTO calendar_feeds (${COLUMNS}) VALUES ($1, $2, $3)
ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`;
const DELETE = 'DELETE FROM calendar_feeds WHERE account_id = $1';
const BY_HASH = `SELECT ${COLUMNS} FROM calendar_feeds WHERE token_hash = $1`;
const BY_ACCOUNT = `SELECT ${COLUMNS} FROM calendar_feeds WHERE account_id = $1`;

const toFeed = (row: FeedRow | undefined): CalendarFeed | null =>
  row === undefined
    ? null
    : { accountId: row.account_id, tokenHash: row.token_hash, createdAt: row.created_at };

/** D34: calendar feed token hashes in PostgreSQL. */
export class PostgresCalendarFeedStore implements CalendarFeedStore {
  constructor(private readonly db: Session) {}

  async save(feed: CalendarFeed): Promise<void> {
    await this.db.query(SAVE, [feed.accountId, feed.tokenHash, feed.createdAt]);
  }

  async delete(accountId: string): Promise<boolean> {
    return affectedRows(await this.db.query(DELETE, [accountId])) > 0;
  }

  async findByTokenHash(tokenHash: string): Promise<CalendarFeed | null> {
    return toFeed((await this.db.query<FeedRow>(BY_HASH, [tokenHash])).rows[0]);
  }

  async findByAccount(accountId: string): Promise<CalendarFeed | null> {
    return toFeed((await this.db.query<FeedRow>(BY_ACCOUNT, [accountId])).rows[0]);
  }
}
