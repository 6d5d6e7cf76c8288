import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';

/** A session just begun: `sessionId` goes into the cookie and is never stored or shown again. */
export interface StartedWebSession {
  sessionId: string;
  publicId: string;
  accountId: string;
  /** True when the owner has no password yet (signed in by link): the web asks for one. */
  needsPassword: boolean;
}

/**
 * D29: begins a new session (a new random id at every sign-in) and stores only its hash.
 * Call it inside the sign-in's transaction, with its `tx` ports (D43).
 */
export async function startWebSession(
  ports: Pick<Ports, 'clock' | 'ids' | 'random'>,
  tx: StoragePorts,
  accountId: string,
): Promise<StartedWebSession> {
  const sessionId = newSecretToken(ports.random);
  const now = ports.clock.now().toISOString();
  const publicId = ports.ids.newId();
  await tx.webSessions.insert({
    idHash: hashSecretToken(sessionId),
    publicId,
    accountId,
    createdAt: now,
    lastSeenAt: now,
  });
  const login = await tx.ownerLogins.findByAccount(accountId);
  return { sessionId, publicId, accountId, needsPassword: !login?.passwordHash };
}
