/** What {@link RequestQuotaStore.consume} did with one request. */
export interface QuotaCount {
  /** True when the request was counted: its window still had room. */
  counted: boolean;
  /** Requests counted in the window after the call. */
  used: number;
}

/**
 * Requests counted per key (an account) in fixed windows, each named by its start
 * (an RFC 3339 instant, e.g. the UTC clock hour). One store serves every process that
 * shares it (on PostgreSQL, every process on one database), so N processes behind one
 * proxy count one quota. A key holds one window: asking for a later window starts it from
 * zero; a request dated in an earlier window than the one held (a process whose clock lags
 * a little at the turn of the hour) counts in the one held, never resets it.
 */
export interface RequestQuotaStore {
  /**
   * Counts one request of `key` in `window` when fewer than `limit` are counted there.
   * Atomic: two processes can never both take the last unit.
   */
  consume(key: string, window: string, limit: number): Promise<QuotaCount>;
  /** Requests counted for `key` in `window`; 0 when none, or when the key holds an earlier window. */
  used(key: string, window: string): Promise<number>;
  /** Gives one counted request of `window` back (never below zero; nothing for another window). */
  refund(key: string, window: string): Promise<void>;
}
