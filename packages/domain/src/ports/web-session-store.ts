import type { WebSessionRecord } from '../owners/owner-login.js';

/** D29: web sessions, stored by the SHA-256 of their id only. */
export interface WebSessionStore {
  insert(session: WebSessionRecord): void;
  findByHash(idHash: string): WebSessionRecord | null;
  /** Sets last-seen; false when there is no such session. */
  touch(idHash: string, lastSeenAt: string): boolean;
  /** Deletes one session; false when there was none. */
  delete(idHash: string): boolean;
  /** Deletes every session of the account except `keepIdHash` (null: all); answers how many. */
  deleteAllOfAccount(accountId: string, keepIdHash: string | null): number;
  /** The account's sessions, most recently seen first. */
  listByAccount(accountId: string): WebSessionRecord[];
}
