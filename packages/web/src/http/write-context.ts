import type { Context } from 'koa';
import type { WebState } from '../web-state.js';

/**
 * D30: the audit context of a write made from a page: the account, the actor
 * `{ type: 'web', id: <session public id> }` and the request id.
 */
export function webWriteContextFor(ctx: Context) {
  const state = ctx.state as WebState;
  if (!state.session) throw new Error('webWriteContextFor needs a signed-in request');
  // Replaced by the domain's webWriteContext once D30 is on main.
  return {
    accountId: state.session.accountId,
    actor: { type: 'web' as const, id: state.session.sessionPublicId },
    requestId: state.requestId,
  };
}
