import type { InvitationRecord } from '../members/invitation.js';
import type { Member } from '../members/member.js';
import { appendMemberAudit, madeWith } from '../members/member-audit.js';
import { emailKeyOf, validateEmail } from '../owners/email-rules.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import { validateNewPassword } from '../owners/password-rules.js';
import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';
import { webWriteContext } from './context.js';
import { takeInvitation } from './find-invitation.js';
import { requireFreeEmail } from './set-owner-email.js';
import { type StartedWebSession, startWebSession } from './start-web-session.js';

/**
 * The new member of an invitation, signed in: saved, a session begun, `member.joined`
 * (with role and email) and `owner.signed_in` audited with that session as actor.
 */
async function joinAs(
  ports: Ports,
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

/**
 * D45: accepts an invitation with an email and password of the invitee's choosing (D28's
 * rules; the email unused by any member). Every check runs before anything is written, and
 * a refusal leaves the invitation usable; on success it is used up and the new member is
 * signed in.
 */
export async function joinWithPassword(
  ports: Ports,
  input: {
    token: string;
    email: string;
    password: string;
    confirmPassword: string;
    requestId: string;
  },
): Promise<StartedWebSession> {
  const email = validateEmail(input.email);
  const password = validateNewPassword(input.password);
  if (input.password !== input.confirmPassword) {
    throw new DomainError('invalid_owner_login', 'Passwords do not match', {
      field: 'confirmPassword',
      suggestedFix: 'Type the same password in both fields.',
    });
  }
  // The slow hash runs before the transaction (D43).
  const passwordHash = await ports.passwordHasher.hash(password);
  const now = ports.clock.now().toISOString();
  return ports.unitOfWork.transaction(async (tx) => {
    const invitation = await takeInvitation(tx, hashSecretToken(input.token), now);
    const emailKey = emailKeyOf(email);
    await requireFreeEmail(tx, emailKey, null);
    const fields = { email, emailKey, passwordHash };
    return (await joinAs(ports, tx, invitation, fields, input.requestId)).session;
  });
}

/** D46: the provider already vouches for a member with this issuer and subject. */
export function identityAlreadyBound(): DomainError {
  return new DomainError(
    'identity_already_bound',
    'This identity provider login is already used by a member',
    { suggestedFix: 'Sign in with it, or sign in to the provider as someone else.' },
  );
}

/**
 * D45, D46: accepts an invitation by signing in with the identity provider: the new member
 * is bound to the provider's `issuer` and `subject` (never found by email) and signed in.
 * Their email is the invitation's, else the provider's verified one, when no member uses
 * it; else none. `invitationTokenHash` is what the sign-in began with (the token is not
 * kept). A refusal (used invitation, identity bound already) leaves the invitation as it was.
 */
export async function joinWithIdentity(
  ports: Ports,
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
    const fields = { email, emailKey: email === null ? null : emailKeyOf(email), passwordHash: null };
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
