import type { Member } from '../members/member.js';

/**
 * The members of accounts. `emailKey` is unique across every account (an email and a
 * password name one member). Deleting a member deletes what is only theirs: sessions,
 * sign-in links, identities, passkeys and challenges, and their devices (`webpush`
 * channels, with their delivery history).
 */
export interface MemberStore {
  /** Inserts or replaces the member with `member.id`. Throws when another member has the email key. */
  save(member: Member): Promise<void>;
  findById(accountId: string, memberId: string): Promise<Member | null>;
  /** Looks up by the case-folded email (see `emailKeyOf`), in any account. */
  findByEmailKey(emailKey: string): Promise<Member | null>;
  /**
   * The account's members, oldest first. Inside a transaction it also holds the account's
   * membership until the transaction ends (one SQLite writer at a time; PostgreSQL locks the
   * account's row), and answers the members as committed once the hold is taken, so a change
   * that waited for another sees what that one wrote: two changes that each check "another
   * owner remains" take turns and cannot both pass. Every later read of the transaction sees
   * at least that much.
   */
  listByAccount(accountId: string): Promise<Member[]>;
  /** Deletes the member and what is only theirs (devices included); false when there was none. */
  delete(accountId: string, memberId: string): Promise<boolean>;
}
