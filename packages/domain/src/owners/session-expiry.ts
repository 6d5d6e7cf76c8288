import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type WebSessionRecord } from './sign-in-records.js';

/** True when the session is past its idle (7 days) or absolute (30 days) end. */
export function isSessionExpired(session: WebSessionRecord, now: Date): boolean {
  const at = now.getTime();
  return (
    at - Date.parse(session.lastSeenAt) >= SESSION_IDLE_MS ||
    at - Date.parse(session.createdAt) >= SESSION_ABSOLUTE_MS
  );
}
