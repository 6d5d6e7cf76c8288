import type { IdentityRecord } from '../members/identity.js';

/** Identity-provider logins bound to members, one member per (issuer, subject). */
export interface IdentityStore {
  /** Throws when the issuer and subject are already bound (to anyone). */
  insert(identity: IdentityRecord): Promise<void>;
  find(issuer: string, subject: string): Promise<IdentityRecord | null>;
  /** The member's identities, oldest first. */
  listByMember(accountId: string, memberId: string): Promise<IdentityRecord[]>;
}
