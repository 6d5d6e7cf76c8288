import type { Account } from '../accounts/account.js';

export interface AccountStore {
  insert(account: Account): void;
  findById(id: string): Account | null;
  /** Oldest first. */
  list(): Account[];
}
