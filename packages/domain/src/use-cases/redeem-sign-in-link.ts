import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { type StartedWebSession, signInMember } from './start-web-session.js';

/** The error of a used, expired or unknown link: the three look the same. */
export function signInLinkInvalid(): DomainError {
  return new DomainError(
    'sign_in_link_invalid',
    'This sign-in link has expired or has already been used',
    { suggestedFix: 'Ask for a new link with `subtrack account sign-in-link --account <id>`.' },
  );
}

/**
 * D28: true while the link can still sign in (known, unused, not expired, its member
 * there). Changes nothing: the page a link opens uses it to show the "Sign in" button only
 * when pressing it would work (issue 20).
 *
 * @example await signInLinkWorks(ports, 'Jx3…') // false once used or 15 minutes old
 */
export async function signInLinkWorks(ports: Ports, token: string): Promise<boolean> {
  const link = await ports.signInLinks.find(hashSecretToken(token));
  const now = ports.clock.now().toISOString();
  if (link === null || link.expiresAt <= now) return false;
  return (await ports.members.findById(link.accountId, link.memberId)) !== null;
}

/**
 * D28: signs in with a one-time link (the POST after the owner pressed "Sign in"). The
 * link is used up even when it has expired; a new session starts and `owner.signed_in`
 * is audited (D30). `needsPassword` tells the web to ask for a password next.
 */
export async function redeemSignInLink(
  ports: Ports,
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
