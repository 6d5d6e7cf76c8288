import { webWriteContext } from '../audit/write-context.js';
import type { InvitationRecord } from '../members/invitation.js';
import type { Member } from '../members/member.js';
import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import { type StartedWebSession, startWebSession } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/**
 * The new member of an invitation, signed in: saved, a session begun, `member.joined`
 * (with role and email) and `owner.signed_in` audited with that session as actor.
 */
export async function joinAs(
  ports: Pick<Ports, 'clock' | 'ids' | 'random'>,
  tx: StoragePorts,
  invitation: InvitationRecord,
  fields: Pick<Member, 'email' | 'emailKey' | 'passwordHash'>,
  requestId: string,
): Promise<{ member: Member; session: StartedWebSession }> {
  const now = ports.clock.now().toISOString();
  const member: Member = {
    id: ports.ids.newId(),
    accountId: invitation.accountId,
    role: invitation.role,
    ...fields,
    createdAt: now,
    updatedAt: now,
  };
  await tx.members.save(member);
  const session = await startWebSession(ports, tx, member);
  const ctx = webWriteContext(member.accountId, session.publicId, member.id, requestId);
  const changes = madeWith({ role: member.role, email: member.email });
  await appendMemberAudit(ports, tx, ctx, 'member.joined', member.id, changes);
  await appendOwnerAudit(ports, tx, ctx, 'owner.signed_in');
  return { member, session };
}
