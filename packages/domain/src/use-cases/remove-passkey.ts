import { appendAuditEntry } from '../audit/audit-entry.js';
import { webWriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { ActiveWebSession } from './resume-web-session.js';

/**
 * Removes one of the member's own passkeys: it signs in no more from then on. Another
 * member's passkey id is `passkey_not_found`. Audits `passkey.removed` with its name.
 */
export async function removePasskey(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: { session: ActiveWebSession; passkeyId: string; requestId: string },
): Promise<void> {
  const { session } = input;
  await ports.unitOfWork.transaction(async (tx) => {
    const passkey = (await tx.passkeys.listByMember(session.accountId, session.memberId)).find(
      (candidate) => candidate.id === input.passkeyId,
    );
    if (
      !passkey ||
      !(await tx.passkeys.delete(session.accountId, session.memberId, input.passkeyId))
    ) {
      throw new DomainError('passkey_not_found', 'You have no passkey with that id', {
        suggestedFix: 'Choose a passkey from the list on the account screen.',
      });
    }
    await appendAuditEntry(
      ports,
      tx,
      webWriteContext(session.accountId, session.publicId, session.memberId, input.requestId),
      ports.clock.now().toISOString(),
      {
        action: 'passkey.removed',
        resourceType: 'passkey',
        resourceId: input.passkeyId,
        // The name says which one it was; never its key material.
        changes: { name: { from: passkey.name, to: null } },
      },
    );
  });
}
