import type { MemberRole } from '../members/member.js';
import { hashSecretToken } from '../owners/secret-token.js';
import { isSessionExpired } from '../owners/session-expiry.js';
import { SESSION_TOUCH_MS } from '../owners/sign-in-records.js';
import type { Ports } from '../ports/ports.js';

/** A live session as a request sees it. */
export interface ActiveWebSession {
  idHash: string;
  publicId: string;
  accountId: string;
  /** The member signed in, and their role as stored now. */
  memberId: string;
  role: MemberRole;
  /** The member's email, or null when none is set yet. */
  email: string | null;
  /** The language the member chose for the pages, or null for the browser's. */
  language: string | null;
  hasPassword: boolean;
  createdAt: string;
}

/**
 * The live session of a cookie's id, or null (unknown, signed out, expired, or its
 * member removed, D45; an expired one is deleted). Refreshes last-seen at most once a
 * minute. The role is read at every request, so a changed role counts at once.
 */
export async function resumeWebSession(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'members' | 'webSessions'>,
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
  const member = await ports.members.findById(found.accountId, found.memberId);
  if (!member) return null;
  if (now.getTime() - Date.parse(found.lastSeenAt) >= SESSION_TOUCH_MS) {
    await ports.unitOfWork.transaction((tx) => tx.webSessions.touch(idHash, now.toISOString()));
  }
  return {
    idHash,
    publicId: found.publicId,
    accountId: found.accountId,
    memberId: member.id,
    role: member.role,
    email: member.email,
    language: member.language ?? null,
    hasPassword: member.passwordHash !== null,
    createdAt: found.createdAt,
  };
}
