/**
 * How much one account may hold, so the work that grows with an account's data (the
 * feed, analytics, exports, imports) stays bounded. The server's administrator sets it
 * (`serve --max-subscriptions-per-account N`); ports carry it to the use cases.
 */
export interface AccountLimits {
  /** Most subscriptions one account holds, whatever their status. */
  maxSubscriptionsPerAccount: number;
}

/** The defaults, 10,000 subscriptions an account. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { maxSubscriptionsPerAccount: 10_000 };
