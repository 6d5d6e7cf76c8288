import { isSessionExpired } from '../owners/session-expiry.js';
import type { Ports } from '../ports/ports.js';
import type { ActiveWebSession } from './resume-web-session.js';

/** One session as the account screen lists it: never its id or hash. */
export interface WebSessionSummary {
  publicId: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The member's own sessions, most recently seen first, the current one marked. */
export async function listWebSessions(
  ports: Pick<Ports, 'clock' | 'webSessions'>,
  session: ActiveWebSession,
): Promise<WebSessionSummary[]> {
  const now = ports.clock.now();
  const live = (await ports.webSessions.listByMember(session.accountId, session.memberId)).filter(
    (record) => !isSessionExpired(record, now),
  );
  return live.map((record) => ({
    publicId: record.publicId,
    createdAt: record.createdAt,
    lastSeenAt: record.lastSeenAt,
    current: record.idHash === session.idHash,
  }));
}
