import type { WebSessionRecord } from '../owners/owner-login.js';

/** D29: web sessions, stored by the SHA-256 of their id only. */
export interface WebSessionStore {
  insert(session: WebSessionRecord): Promise<void>;
  findByHash(idHash: string): Promise<WebSessionRecord | null>;
  /** Sets last-seen; false when there is no such session. */
  touch(idHash: string, lastSeenAt: string): Promise<boolean>;
  /** Deletes one session; false when there was none. */
  delete(idHash: string): Promise<boolean>;
  /** Deletes every session of the account except `keepIdHash` (null: all); answers how many. */
  deleteAllOfAccount(accountId: string, keepIdHash: string | null): Promise<number>;
  /** The account's sessions, most recently seen first. */
  listByAccount(accountId: string): Promise<WebSessionRecord[]>;
}
