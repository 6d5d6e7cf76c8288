import { hashSecretToken } from '../owners/secret-token.js';
import type { Ports } from '../ports/ports.js';

/**
 * True while the link can still sign in (known, unused, not expired, its member
 * there). Changes nothing: the page a link opens uses it to show the "Sign in" button only
 * when pressing it would work (issue 20).
 *
 * @example await signInLinkWorks(ports, 'Jx3…') // false once used or 15 minutes old
 */
export async function signInLinkWorks(
  ports: Pick<Ports, 'clock' | 'members' | 'signInLinks'>,
  token: string,
): Promise<boolean> {
  const link = await ports.signInLinks.find(hashSecretToken(token));
  const now = ports.clock.now().toISOString();
  if (link === null || link.expiresAt <= now) return false;
  return (await ports.members.findById(link.accountId, link.memberId)) !== null;
}
