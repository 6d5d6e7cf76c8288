import { createHash } from 'node:crypto';

/**
 * The CSRF token bound to a session, derived from its id rather than stored: a
 * different hash than the stored one (its own prefix), so the page's token reveals
 * neither the session id nor the stored hash.
 */
export function csrfTokenFor(sessionId: string): string {
  return createHash('sha256').update(`subtrack csrf\u0000${sessionId}`).digest('base64url');
}
