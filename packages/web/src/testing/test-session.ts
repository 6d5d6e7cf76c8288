import type { MemberRole } from '@subtrack/domain';
import type { WebSession } from '../web-state.js';

/** A signed-in member's session (an owner's unless `role` says) as screens and routes under test see it. */
export function aWebSession(accountId = 'account-1', role: MemberRole = 'owner'): WebSession {
  return {
    accountId,
    sessionPublicId: 'session-public-1',
    memberId: 'member-1',
    role,
    csrfToken: 'csrf-token-1',
    email: 'owner@example.com',
  };
}
