import type { Account } from '../accounts/account.js';

export interface AccountStore {
  insert(account: Account): Promise<void>;
  findById(id: string): Promise<Account | null>;
  /** Oldest first. */
  list(): Promise<Account[]>;
}
