import type { WebSession } from '../request-state.js';

/** A signed-in owner's session as the screens and routes under test see it. */
export function aWebSession(accountId = 'account-1'): WebSession {
  return {
    accountId,
    memberId: 'member-1',
    role: 'owner',
    sessionPublicId: 'session-public-1',
    csrfToken: 'csrf-token-1',
    email: 'owner@example.com',
    language: null,
  };
}
