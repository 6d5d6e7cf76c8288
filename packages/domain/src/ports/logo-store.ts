import type { StoredLogo } from '../logos/logo.js';

/**
 * Storage of the logos owners upload, at most one a subscription, scoped by account id
 * and subscription id together (another account's id is "none"). Whether a record has one
 * is the record's own `hasLogo`, written in the same transaction as the logo. Every
 * method answers a promise; inside `unitOfWork.transaction` use the `tx.logos` the work is
 * given.
 */
export interface LogoStore {
  /** Stores the subscription's logo, replacing the one it had. */
  put(logo: StoredLogo): Promise<void>;
  /** The subscription's logo, or null when it has none. */
  get(accountId: string, subscriptionId: string): Promise<StoredLogo | null>;
  /** Removes the subscription's logo; false when it had none. */
  delete(accountId: string, subscriptionId: string): Promise<boolean>;
}
