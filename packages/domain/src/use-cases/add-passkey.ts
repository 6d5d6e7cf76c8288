import { appendAuditEntry } from '../audit/audit-entry.js';
import { type WriteContext, webWriteContext } from '../audit/write-context.js';
import { memberNotFound } from '../members/member-access.js';
import {
  type PasskeyRecord,
  type PasskeySummary,
  parsePasskeyName,
  type VerifiedPasskey,
} from '../members/passkey.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { ActiveWebSession } from './resume-web-session.js';

const contextOf = (session: ActiveWebSession, requestId: string): WriteContext =>
  webWriteContext(session.accountId, session.publicId, session.memberId, requestId);

/**
 * Stores a passkey the member signed in just registered (the caller verified the
 * browser's answer against a challenge they began) under a name of theirs. A credential
 * stored already is refused (`invalid_passkey`). Audits `passkey.added` with its name.
 */
export async function addPasskey(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  input: { session: ActiveWebSession; name: string; passkey: VerifiedPasskey; requestId: string },
): Promise<PasskeySummary> {
  const name = parsePasskeyName(input.name);
  const { session } = input;
  const now = ports.clock.now().toISOString();
  const record: PasskeyRecord = {
    id: ports.ids.newId(),
    accountId: session.accountId,
    memberId: session.memberId,
    name,
    ...input.passkey,
    createdAt: now,
    lastUsedAt: null,
  };
  await ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.members.findById(session.accountId, session.memberId))) throw memberNotFound();
    if (await tx.passkeys.findByCredentialId(record.credentialId)) {
      throw new DomainError('invalid_passkey', 'This passkey is added already', {
        suggestedFix: 'Use another authenticator, or keep the passkey you have.',
      });
    }
    await tx.passkeys.insert(record);
    await appendAuditEntry(ports, tx, contextOf(session, input.requestId), now, {
      action: 'passkey.added',
      resourceType: 'passkey',
      resourceId: record.id,
      changes: { name: { from: null, to: name } },
    });
  });
  return { id: record.id, name, createdAt: now, lastUsedAt: null };
}
