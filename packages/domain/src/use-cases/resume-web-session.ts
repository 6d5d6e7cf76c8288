import { SESSION_TOUCH_MS } from '../owners/owner-login.js';
import { hashSecretToken } from '../owners/secret-token.js';
import { isSessionExpired } from '../owners/session-expiry.js';
import type { Ports } from '../ports/ports.js';

/** A live session as a request sees it. */
export interface ActiveWebSession {
  idHash: string;
  publicId: string;
  accountId: string;
  /** The owner's email, or null when none is set yet. */
  email: string | null;
  hasPassword: boolean;
  createdAt: string;
}

/**
 * D29: the live session of a cookie's id, or null (unknown, signed out or expired; an
 * expired one is deleted). Refreshes last-seen at most once a minute.
 */
export async function resumeWebSession(
  ports: Ports,
  sessionId: string,
): Promise<ActiveWebSession | null> {
  const idHash = hashSecretToken(sessionId);
  const found = await ports.webSessions.findByHash(idHash);
  if (!found) return null;
  const now = ports.clock.now();
  if (isSessionExpired(found, now)) {
    await ports.unitOfWork.transaction((tx) => tx.webSessions.delete(idHash));
    return null;
  }
  if (now.getTime() - Date.parse(found.lastSeenAt) >= SESSION_TOUCH_MS) {
    await ports.unitOfWork.transaction((tx) => tx.webSessions.touch(idHash, now.toISOString()));
  }
  const login = await ports.ownerLogins.findByAccount(found.accountId);
  return {
    idHash,
    publicId: found.publicId,
    accountId: found.accountId,
    email: login?.email ?? null,
    hasPassword: Boolean(login?.passwordHash),
    createdAt: found.createdAt,
  };
}
