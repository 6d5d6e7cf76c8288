import type { CounterpartyDismissal } from '../discovery/dismissal.js';

/**
 * The counterparties each account said are not a subscription. Every method is scoped
 * by account id.
 */
export interface CounterpartyDismissalStore {
  /**
   * Stores the dismissal unless the account has one of the same `key` already (a unique
   * key on account and counterparty key), which stays as it is. Answers whether it was
   * stored.
   */
  insert(dismissal: CounterpartyDismissal): Promise<boolean>;
  /** The account's dismissal of this counterparty key, if any. */
  findByKey(accountId: string, key: string): Promise<CounterpartyDismissal | null>;
  /** Every dismissal of the account, the newest first. */
  listByAccount(accountId: string): Promise<CounterpartyDismissal[]>;
  /** Removes one dismissal of the account; answers whether there was one. */
  delete(accountId: string, id: string): Promise<boolean>;
}
