import type { InvitationRecord } from '../members/invitation.js';

/** D45: one-time invitations, stored by the SHA-256 of their token only. */
export interface InvitationStore {
  insert(invitation: InvitationRecord): Promise<void>;
  /** The invitation, left in place (the page a link opens shows whether it still works). */
  find(tokenHash: string): Promise<InvitationRecord | null>;
  /**
   * Removes the invitation and answers it, so it works once: a second call, even a
   * concurrent one, gets null. Expiry is the caller's rule.
   */
  take(tokenHash: string): Promise<InvitationRecord | null>;
}
