import type { WebSessionRecord } from '../owners/sign-in-records.js';

/** Web sessions, stored by the SHA-256 of their id; D45: each of one member. */
export interface WebSessionStore {
  insert(session: WebSessionRecord): Promise<void>;
  findByHash(idHash: string): Promise<WebSessionRecord | null>;
  /** Sets last-seen; false when there is no such session. */
  touch(idHash: string, lastSeenAt: string): Promise<boolean>;
  /** Deletes one session; false when there was none. */
  delete(idHash: string): Promise<boolean>;
  /**
   * Deletes every session of the member except `keepIdHash` (null: all); answers how many.
   */
  deleteAllOfMember(
    accountId: string,
    memberId: string,
    keepIdHash: string | null,
  ): Promise<number>;
  /** The member's sessions, most recently seen first. */
  listByMember(accountId: string, memberId: string): Promise<WebSessionRecord[]>;
}
