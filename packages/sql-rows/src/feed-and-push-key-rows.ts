import type { CalendarFeed, PushKeyPair } from '@subtrack/domain';

/** The columns of `calendar_feeds`, in the order of `calendarFeedValues` and every read. */
const FEED_COLUMNS = 'account_id, token_hash, created_at';

/** The values of `CALENDAR_FEED_SQL.save`. */
export const calendarFeedValues = (feed: CalendarFeed): unknown[] => [
  feed.accountId,
  feed.tokenHash,
  feed.createdAt,
];

/** The calendar feed store's statements (one feed an account, by its token's hash). */
export const CALENDAR_FEED_SQL = {
  save: `INSERT INTO calendar_feeds (${FEED_COLUMNS}) VALUES (?, ?, ?)
ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
  delete: 'DELETE FROM calendar_feeds WHERE account_id = ?',
  byHash: `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE token_hash = ?`,
  byAccount: `SELECT ${FEED_COLUMNS} FROM calendar_feeds WHERE account_id = ?`,
} as const;

/** A row of `vapid_keys`. */
export interface PushKeyRow {
  public_key: string;
  private_key: string;
  created_at: string;
}

export const toPushKeyPair = (row: PushKeyRow): PushKeyPair => ({
  publicKey: row.public_key,
  privateKey: row.private_key,
  createdAt: row.created_at,
});

/**
 * The server's VAPID key pair: row 1 of `vapid_keys`, written once. Of two processes
 * keeping a pair at the same moment the first insert wins and the other does nothing, so
 * both then read the same pair.
 */
export const PUSH_KEY_SQL = {
  get: 'SELECT public_key, private_key, created_at FROM vapid_keys WHERE id = 1',
  keepFirst: `INSERT INTO vapid_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)
ON CONFLICT (id) DO NOTHING`,
} as const;
