import { type PasskeyRecord, parsePasskeyName } from '../members/passkey.js';
import type { Ports } from '../ports/ports.js';
import { DomainError } from '../shared/domain-error.js';
import { appendAuditEntry } from './audit-entry.js';
import { type WriteContext, webWriteContext } from './context.js';
import { memberNotFound } from './member-access.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** D46: one passkey as the account screen lists it: never its key material. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** What a verified WebAuthn registration gives (the adapter checked its attestation). */
export interface VerifiedPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const contextOf = (session: ActiveWebSession, requestId: string): WriteContext =>
  webWriteContext(session.accountId, session.publicId, session.memberId, requestId);

/**
 * D46: stores a passkey the member signed in just registered (the caller verified the
 * browser's answer against a challenge they began) under a name of theirs. A credential
 * stored already is refused (`invalid_passkey`). Audits `passkey.added` with its name.
 */
export async function addPasskey(
  ports: Ports,
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

/** D46: the passkeys of the member signed in, oldest first. */
export async function listPasskeys(
  ports: Ports,
  session: Pick<ActiveWebSession, 'accountId' | 'memberId'>,
): Promise<PasskeySummary[]> {
  return (await ports.passkeys.listByMember(session.accountId, session.memberId)).map(
    ({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }),
  );
}

/**
 * D46: removes one of the member's own passkeys: it signs in no more from then on. Another
 * member's passkey id is `passkey_not_found`. Audits `passkey.removed`.
 */
export async function removePasskey(
  ports: Ports,
  input: { session: ActiveWebSession; passkeyId: string; requestId: string },
): Promise<void> {
  const { session } = input;
  await ports.unitOfWork.transaction(async (tx) => {
    if (!(await tx.passkeys.delete(session.accountId, session.memberId, input.passkeyId))) {
      throw new DomainError('passkey_not_found', 'You have no passkey with that id', {
        suggestedFix: 'Choose a passkey from the list on the account screen.',
      });
    }
    await appendAuditEntry(
      ports,
      tx,
      contextOf(session, input.requestId),
      ports.clock.now().toISOString(),
      { action: 'passkey.removed', resourceType: 'passkey', resourceId: input.passkeyId, changes: null },
    );
  });
}
