import type { OwnerLogin } from '../owners/owner-login.js';

/** D28: owner logins, one per account; `emailKey` is unique across accounts. */
export interface OwnerLoginStore {
  /** Inserts or replaces the login of `login.accountId`. Throws when another account has the email key. */
  save(login: OwnerLogin): Promise<void>;
  findByAccount(accountId: string): Promise<OwnerLogin | null>;
  /** Looks up by the case-folded email (see `emailKeyOf`). */
  findByEmailKey(emailKey: string): Promise<OwnerLogin | null>;
}
