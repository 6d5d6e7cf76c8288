import type { InvitationRecord } from '../members/invitation.js';

/** One-time invitations, stored by the SHA-256 of their token only. */
export interface InvitationStore {
  insert(invitation: InvitationRecord): Promise<void>;
  /** The invitation, left in place (the page a link opens shows whether it still works). */
  find(tokenHash: string): Promise<InvitationRecord | null>;
  /**
   * Removes the invitation and answers it, so it works once: a second call, even a
   * concurrent one, gets null. Expiry is the caller's rule.
   */
  take(tokenHash: string): Promise<InvitationRecord | null>;
  /** The account's invitations, expired ones too, oldest first. */
  listByAccount(accountId: string): Promise<InvitationRecord[]>;
  /**
   * Removes the account's invitation with this id and answers it, so its link stops working;
   * null when the account has none with that id (another account's included).
   */
  revoke(accountId: string, invitationId: string): Promise<InvitationRecord | null>;
}
