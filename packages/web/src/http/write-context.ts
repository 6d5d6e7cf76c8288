import { type WriteContext, webWriteContext } from '@subtrack/domain';
import type { Context } from 'koa';
import type { WebState } from '../request-state.js';

/**
 * The audit context of a write made from a page: the account, the actor
 * `{ type: 'web', id: <session public id>, memberId }` and the request id.
 */
export function webWriteContextFor(ctx: Context): WriteContext {
  const state = ctx.state as WebState;
  if (!state.session) throw new Error('webWriteContextFor needs a signed-in request');
  const { accountId, sessionPublicId, memberId } = state.session;
  return webWriteContext(accountId, sessionPublicId, memberId, state.requestId);
}
