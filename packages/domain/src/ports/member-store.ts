import type { Member } from '../members/member.js';

/**
 * D45: the members of accounts. `emailKey` is unique across every account (an email and a
 * password name one member, D28). Deleting a member deletes what is only theirs: sessions,
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
   * membership until the transaction ends (PostgreSQL locks the account's row), so two
   * changes that each check "another owner remains" cannot both pass on one snapshot.
   */
  listByAccount(accountId: string): Promise<Member[]>;
  /** Deletes the member and what is only theirs (devices included); false when there was none. */
  delete(accountId: string, memberId: string): Promise<boolean>;
}
