import type { PasskeySummary } from '../members/passkey.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** The passkeys of the member signed in, oldest first. */
export async function listPasskeys(
  ports: Pick<Ports, 'passkeys'>,
  session: Pick<ActiveWebSession, 'accountId' | 'memberId'>,
): Promise<PasskeySummary[]> {
  return (await ports.passkeys.listByMember(session.accountId, session.memberId)).map(
    ({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }),
  );
}
