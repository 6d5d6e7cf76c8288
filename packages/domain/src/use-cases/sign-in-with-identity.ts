import { type StartedWebSession, signInMember } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';

/**
 * Signs in the member bound to the provider's `issuer` and `subject` (checked by the
 * caller: the ID token's signature, audience, nonce). An identity bound to nobody signs in
 * nobody (`ok: false`): it is never matched by email.
 */
export async function signInWithIdentity(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random' | 'identities'>,
  input: { issuer: string; subject: string; requestId: string },
): Promise<{ ok: true; session: StartedWebSession } | { ok: false }> {
  const identity = await ports.identities.find(input.issuer, input.subject);
  if (!identity) return { ok: false };
  return ports.unitOfWork.transaction(async (tx) => {
    const member = await tx.members.findById(identity.accountId, identity.memberId);
    if (!member) return { ok: false } as const;
    return { ok: true, session: await signInMember(ports, tx, member, input.requestId) } as const;
  });
}
