import { hashSecretToken } from '../owners/secret-token.js';
import { signInLinkInvalid } from '../owners/sign-in-link-invalid.js';
import { type StartedWebSession, signInMember } from '../owners/start-web-session.js';
import type { Ports } from '../ports/ports.js';

/**
 * Signs in with a one-time link (the POST after the owner pressed "Sign in"). The
 * link is used up even when it has expired; a new session starts and `owner.signed_in`
 * is audited. `needsPassword` tells the web to ask for a password next.
 */
export async function redeemSignInLink(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids' | 'random'>,
  input: { token: string; requestId: string },
): Promise<StartedWebSession> {
  const now = ports.clock.now().toISOString();
  return ports.unitOfWork.transaction(async (tx) => {
    const link = await tx.signInLinks.take(hashSecretToken(input.token));
    const member = link && (await tx.members.findById(link.accountId, link.memberId));
    if (!link || link.expiresAt <= now || !member) throw signInLinkInvalid();
    return signInMember(ports, tx, member, input.requestId);
  });
}
