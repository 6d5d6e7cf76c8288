import { type InvitationSummary, toInvitationSummary } from '../members/invitation-summary.js';
import { pendingInvitations } from '../members/member-leftovers.js';
import type { Ports } from '../ports/ports.js';

/**
 * The account's invitations whose links still work (neither used, revoked nor expired),
 * oldest first.
 *
 * @example (await listInvitations(ports, accountId))[0] // { invitationId, role: 'editor', invitedBy, ... }
 */
export async function listInvitations(
  ports: Pick<Ports, 'clock' | 'invitations'>,
  accountId: string,
): Promise<InvitationSummary[]> {
  const now = ports.clock.now().toISOString();
  return (await pendingInvitations(ports, accountId, now)).map(toInvitationSummary);
}
