import type { SignInLinkRecord } from '../owners/sign-in-records.js';

/** One-time sign-in links, stored by the SHA-256 of their token only. */
export interface SignInLinkStore {
  insert(link: SignInLinkRecord): Promise<void>;
  /**
   * Removes the link and answers it, so it works once: a second call, even a concurrent one,
   * gets null. Expiry is the caller's rule.
   */
  take(tokenHash: string): Promise<SignInLinkRecord | null>;
  /** The link, left in place (the page a link opens shows whether it still works). */
  find(tokenHash: string): Promise<SignInLinkRecord | null>;
}
