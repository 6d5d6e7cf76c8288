/** An account's calendar feed: only the SHA-256 hash of its secret token is kept. */
export interface CalendarFeed {
  accountId: string;
  /** Lower-case hex SHA-256 of the token. */
  tokenHash: string;
  createdAt: string;
}

/** Storage of calendar feeds, one per account. */
export interface CalendarFeedStore {
  /** Stores the account's feed, replacing any earlier one (a new token replaces the old). */
  save(feed: CalendarFeed): Promise<void>;
  /** Removes the account's feed; false when it had none. */
  delete(accountId: string): Promise<boolean>;
  findByTokenHash(tokenHash: string): Promise<CalendarFeed | null>;
  findByAccount(accountId: string): Promise<CalendarFeed | null>;
}
