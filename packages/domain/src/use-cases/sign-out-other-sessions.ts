import { webWriteContext } from '../audit/write-context.js';
import { appendOwnerAudit } from '../owners/owner-audit.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * D29: ends every session of the owner but this one and audits
 * `owner.signed_out_elsewhere` (D30). Answers how many ended.
 */
export async function signOutOtherSessions(
  ports: Ports,
  input: { session: ActiveWebSession; requestId: string },
): Promise<number> {
  return ports.unitOfWork.transaction(async (tx) => {
    const ended = await tx.webSessions.deleteAllOfAccount(
      input.session.accountId,
      input.session.idHash,
    );
    const { accountId, publicId } = input.session;
    await appendOwnerAudit(
      ports,
      tx,
      webWriteContext(accountId, publicId, input.requestId),
      'owner.signed_out_elsewhere',
    );
    return ended;
  });
}
