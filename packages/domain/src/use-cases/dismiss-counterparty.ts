import { appendAuditEntry } from '../audit/audit-entry.js';
import { diffResources } from '../audit/diff.js';
import type { WriteContext } from '../audit/write-context.js';
import type { CounterpartyDismissal } from '../discovery/dismissal.js';
import type { Ports } from '../ports/ports.js';

/** A dismissal, and whether this call made it (false: the account had dismissed it already). */
export interface DismissedCounterparty {
  dismissal: CounterpartyDismissal;
  created: boolean;
}

/**
 * "Not a subscription": the account's discoveries never suggest this counterparty
 * again. Stored with its `counterparty.dismissed` audit record in one transaction; a
 * counterparty dismissed already stays as it was (nothing written, nothing audited). Take
 * `counterparty` from `counterpartyOf(name)` (or `parseDismissalBody`).
 *
 * @example
 * await dismissCounterparty(ports, ctx, counterpartyOf('Spotify'));
 */
export async function dismissCounterparty(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  counterparty: { name: string; key: string },
): Promise<DismissedCounterparty> {
  return ports.unitOfWork.transaction(async (tx) => {
    const now = ports.clock.now().toISOString();
    const dismissal: CounterpartyDismissal = {
      id: ports.ids.newId(),
      accountId: ctx.accountId,
      key: counterparty.key,
      name: counterparty.name,
      dismissedAt: now,
    };
    if (!(await tx.dismissals.insert(dismissal))) {
      const held = await tx.dismissals.findByKey(ctx.accountId, counterparty.key);
      // The unique key that refused the insert holds it (in this transaction's view).
      return { dismissal: held ?? dismissal, created: false };
    }
    await appendAuditEntry(ports, tx, ctx, now, {
      action: 'counterparty.dismissed',
      resourceType: 'counterparty',
      resourceId: dismissal.id,
      changes: diffResources(null, { name: dismissal.name, key: dismissal.key }),
    });
    return { dismissal, created: true };
  });
}
