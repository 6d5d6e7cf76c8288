import { webWriteContext } from '../audit/write-context.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * Ends every session of the member signed in but this one and audits
 * `owner.signed_out_elsewhere`. Other members' sessions stay. Answers how many ended.
 */
export async function signOutOtherSessions(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: { session: ActiveWebSession; requestId: string },
): Promise<number> {
  const { accountId, memberId, publicId, idHash } = input.session;
  return ports.unitOfWork.transaction(async (tx) => {
    const ended = await tx.webSessions.deleteAllOfMember(accountId, memberId, idHash);
    const ctx = webWriteContext(accountId, publicId, memberId, input.requestId);
    await appendOwnerAudit(ports, tx, ctx, 'owner.signed_out_elsewhere');
    return ended;
  });
}
