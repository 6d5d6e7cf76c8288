import { webWriteContext } from '../audit/write-context.js';
import type { Member } from '../members/member.js';
import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { appendOwnerAudit } from './owner-audit.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

/** A session just begun: `sessionId` goes into the cookie and is never stored or shown again. */
export interface StartedWebSession {
  sessionId: string;
  publicId: string;
  accountId: string;
  memberId: string;
  /** True when the member has no password yet (signed in by link): the web asks for one. */
  needsPassword: boolean;
}

/**
 * Begins a new session for `member` (a new random id at every sign-in, by any method)
 * and stores only its hash. Call it inside the sign-in's transaction, with its `tx` ports,
 * so the session and the sign-in's records commit together.
 */
export async function startWebSession(
  ports: Pick<Ports, 'clock' | 'ids' | 'random'>,
  tx: StoragePorts,
  member: Pick<Member, 'id' | 'accountId' | 'passwordHash'>,
): Promise<StartedWebSession> {
  const sessionId = newSecretToken(ports.random);
  const now = ports.clock.now().toISOString();
  const publicId = ports.ids.newId();
  await tx.webSessions.insert({
    idHash: hashSecretToken(sessionId),
    publicId,
    accountId: member.accountId,
    memberId: member.id,
    createdAt: now,
    lastSeenAt: now,
  });
  return {
    sessionId,
    publicId,
    accountId: member.accountId,
    memberId: member.id,
    needsPassword: member.passwordHash === null,
  };
}

/**
 * A sign-in by any method: a new session for `member` and `owner.signed_in`
 * audited with that session (and member) as actor. Inside the sign-in's transaction.
 */
export async function signInMember(
  ports: Pick<Ports, 'clock' | 'ids' | 'random'>,
  tx: StoragePorts,
  member: Pick<Member, 'id' | 'accountId' | 'passwordHash'>,
  requestId: string,
): Promise<StartedWebSession> {
  const started = await startWebSession(ports, tx, member);
  const ctx = webWriteContext(member.accountId, started.publicId, member.id, requestId);
  await appendOwnerAudit(ports, tx, ctx, 'owner.signed_in');
  return started;
}
