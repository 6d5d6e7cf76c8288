import { DEFAULT_MEMBER_ID } from '@subtrack/domain/testing';
import type { WebSession } from '../web-state.js';

/** A signed-in owner's session as the screens and routes under test see it. */
export function aWebSession(accountId = 'account-1'): WebSession {
  return {
    accountId,
    sessionPublicId: 'session-public-1',
    memberId: DEFAULT_MEMBER_ID,
    csrfToken: 'csrf-token-1',
    email: 'owner@example.com',
  };
}
