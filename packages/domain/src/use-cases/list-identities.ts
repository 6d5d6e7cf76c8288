import type { IdentitySummary } from '../members/identity-summary.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** The identity-provider logins bound to the member signed in, oldest first. */
export async function listIdentities(
  ports: Pick<Ports, 'identities'>,
  session: Pick<ActiveWebSession, 'accountId' | 'memberId'>,
): Promise<IdentitySummary[]> {
  return (await ports.identities.listByMember(session.accountId, session.memberId)).map(
    ({ issuer, subject, createdAt }) => ({ issuer, subject, createdAt }),
  );
}
