import type { ApiKey } from '../keys/api-key.js';
import { type InvitationSummary, toInvitationSummary } from '../members/invitation-summary.js';
import { findLeftovers } from '../members/member-leftovers.js';
import type { Ports } from '../ports/ports.js';

/**
 * The API keys a member made that still work and their invitations whose links still work:
 * what removing them, or giving an owner another role, ends. The confirmation pages list them
 * before the owner confirms.
 */
export async function listMemberLeftovers(
  ports: Pick<Ports, 'clock' | 'apiKeys' | 'invitations'>,
  accountId: string,
  memberId: string,
): Promise<{ keys: ApiKey[]; invitations: InvitationSummary[] }> {
  const now = ports.clock.now().toISOString();
  const { keys, invitations } = await findLeftovers(ports, accountId, memberId, now);
  return { keys, invitations: invitations.map(toInvitationSummary) };
}
