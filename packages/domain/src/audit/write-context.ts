import type { Principal } from '../keys/api-key.js';
import type { Actor } from './actor.js';

/** Which account is written, by whom, under which request id: what every audit record carries. */
export interface WriteContext {
  accountId: string;
  actor: Actor;
  requestId: string;
}

/** A write whose account is only known once its target is found (e.g. revoking a key by id). */
export type WriteAuthor = Omit<WriteContext, 'accountId'>;

/**
 * The context of a write made over the API with an authenticated key.
 *
 * @example
 * apiKeyWriteContext(principal, requestId); // { accountId, actor: { type: 'api_key', id }, requestId }
 */
export function apiKeyWriteContext(principal: Principal, requestId: string): WriteContext {
  return {
    accountId: principal.accountId,
    actor: { type: 'api_key', id: principal.apiKeyId },
    requestId,
  };
}

/**
 * The context of a write made from a signed-in web session: its public id (never
 * the secret) and the member signed in to it.
 *
 * @example
 * webWriteContext(accountId, session.publicId, session.memberId, requestId);
 * // { accountId, actor: { type: 'web', id, memberId }, requestId }
 */
export function webWriteContext(
  accountId: string,
  sessionPublicId: string,
  memberId: string,
  requestId: string,
): WriteContext {
  return { accountId, actor: { type: 'web', id: sessionPublicId, memberId }, requestId };
}

/** The context of a write made by the command line on the server. */
export function cliWriteContext(accountId: string, requestId: string): WriteContext {
  return { accountId, actor: { type: 'cli', id: null }, requestId };
}

/**
 * The context of what subtrack writes by itself as days pass (a subscription reaching
 * its end): actor `system`, under a request id of its own for the pass that wrote it.
 */
export function systemWriteContext(accountId: string, requestId: string): WriteContext {
  return { accountId, actor: { type: 'system', id: null }, requestId };
}
