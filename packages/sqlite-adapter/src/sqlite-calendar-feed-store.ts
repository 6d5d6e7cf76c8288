import type { CalendarFeed, CalendarFeedStore, SynchronousPort } from '@subtrack/domain';
import type { Database } from 'better-sqlite3';
import { StatementCache } from './statement-cache.js';

const SAVE = `INSERT INTO calendar_feeds (account_id, token_hash, created_at) VALUES (?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`;
const DELETE = 'DELETE FROM calendar_feeds WHERE account_id = ?';
const COLUMNS = 'account_id, token_hash, created_at';
const BY_HASH = `SELECT ${COLUMNS} FROM calendar_feeds WHERE token_hash = ?`;
const BY_ACCOUNT = `SELECT ${COLUMNS} FROM calendar_feeds WHERE account_id = ?`;

type FeedValues = [string, string, string];

const toFeed = (values: FeedValues | undefined): CalendarFeed | null =>
  values === undefined
    ? null
    : { accountId: values[0], tokenHash: values[1], createdAt: values[2] };

/** D34: calendar feed token hashes in SQLite (migration 008). */
export class SqliteCalendarFeedStore implements SynchronousPort<CalendarFeedStore> {
  private readonly statements: StatementCache;

  constructor(db: Database, statements: StatementCache = new StatementCache(db)) {
    this.statements = statements;
  }

  save(feed: CalendarFeed): void {
    this.statements.get(SAVE).run(feed.accountId, feed.tokenHash, feed.createdAt);
  }

  delete(accountId: string): boolean {
    return this.statements.get(DELETE).run(accountId).changes > 0;
  }

  findByTokenHash(tokenHash: string): CalendarFeed | null {
    return toFeed(this.statements.getRaw<FeedValues>(BY_HASH).get(tokenHash));
  }

  findByAccount(accountId: string): CalendarFeed | null {
    return toFeed(this.statements.getRaw<FeedValues>(BY_ACCOUNT).get(accountId));
  }
}
