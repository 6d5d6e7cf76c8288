import { webWriteContext } from '../audit/write-context.js';
import { identityAlreadyBound } from '../members/identity-already-bound.js';
import { joinAs } from '../members/join-as.js';
import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import { takeInvitation } from '../members/take-invitation.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import type { StartedWebSession } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';

/**
 * Accepts an invitation by signing in with the identity provider: the new member
 * is bound to the provider's `issuer` and `subject` (never found by email) and signed in.
 * Their email is the invitation's, else the provider's verified one, when no member uses
 * it; else none. `invitationTokenHash` is what the sign-in began with (the token is not
 * kept). A refusal (used invitation, identity bound already) leaves the invitation as it was.
 */
export async function joinWithIdentity(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  input: {
    invitationTokenHash: string;
    issuer: string;
    subject: string;
    verifiedEmail: string | null;
    requestId: string;
  },
): Promise<StartedWebSession> {
  const now = ports.clock.now().toISOString();
  return ports.unitOfWork.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, input.invitationTokenHash, now);
    if (await tx.identities.find(input.issuer, input.subject)) throw identityAlreadyBound();
    const email = await freeEmailOf(tx, invitation.email ?? input.verifiedEmail);
    const fields = {
      email,
      emailKey: email === null ? null : emailKeyOf(email),
      passwordHash: null,
    };
    const { member, session } = await joinAs(ports, tx, invitation, fields, input.requestId);
    await tx.identities.insert({
      issuer: input.issuer,
      subject: input.subject,
      accountId: member.accountId,
      memberId: member.id,
      createdAt: now,
    });
    const ctx = webWriteContext(member.accountId, session.publicId, member.id, input.requestId);
    const changes = madeWith({ issuer: input.issuer, subject: input.subject });
    await appendMemberAudit(ports, tx, ctx, 'identity.bound', member.id, changes);
    return session;
  });
}

/** `candidate` when it is a valid address no member uses, else null (a label, not a key). */
async function freeEmailOf(tx: StoragePorts, candidate: string | null): Promise<string | null> {
  if (candidate === null) return null;
  try {
    const email = validateEmail(candidate);
    return (await tx.members.findByEmailKey(emailKeyOf(email))) ? null : email;
  } catch {
    return null;
  }
}
