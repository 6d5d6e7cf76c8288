import { type WriteContext, webWriteContext } from '@subtrack/domain';
import type { Context } from 'koa';
import { ownerSessionOf } from '../middleware/load-session.js';

/**
 * D30: the audit context of a write made from a page: the account, the actor
 * `{ type: 'web', id: <session public id>, memberId }` (D45) and the request id.
 */
export function webWriteContextFor(ctx: Context): WriteContext {
  const { active } = ownerSessionOf(ctx);
  return webWriteContext(active.accountId, active.publicId, active.memberId, ctx.state.requestId);
}
