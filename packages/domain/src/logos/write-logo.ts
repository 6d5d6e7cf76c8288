import { appendAuditEntry } from '../audit/audit-entry.js';
import type { WriteContext } from '../audit/write-context.js';
import type { Ports } from '../ports/ports.js';
import type { Subscription } from '../subscriptions/subscription.js';
import { subscriptionNotFound } from '../subscriptions/subscription-not-found.js';
import type { EncodedLogo } from './logo.js';
import { logoNotFound } from './logo-errors.js';
import { storedLogoOf } from './logo-etag.js';

/**
 * The one way a subscription's logo changes, in one transaction: the logo stored (or, for
 * `null`, removed: `logo_not_found` when there is none), the record's `hasLogo` set to
 * match, its `updatedAt` and version moved (a logo is part of the record, so its ETag
 * changes), and `subscription.logo_set` or `subscription.logo_removed` recorded with the
 * logo's ETag before and after (null: none). A step of `setLogo` and `removeLogo`.
 *
 * @internal
 */
export async function writeLogo(
  ports: Pick<Ports, 'unitOfWork' | 'clock' | 'ids'>,
  ctx: WriteContext,
  id: string,
  logo: EncodedLogo | null,
): Promise<Subscription> {
  const accountId = ctx.accountId;
  return ports.unitOfWork.transaction(async (tx) => {
    const before = await tx.subscriptions.findById(accountId, id);
    if (!before) throw subscriptionNotFound(id);
    const previous = await tx.logos.get(accountId, id);
    const now = ports.clock.now().toISOString();
    const stored = logo === null ? null : storedLogoOf(accountId, id, logo, now);
    if (stored === null) {
      if (previous === null) throw logoNotFound(id);
      await tx.logos.delete(accountId, id);
    } else {
      await tx.logos.put(stored);
    }
    const after: Subscription = {
      ...before,
      hasLogo: logo !== null,
      updatedAt: now,
      version: before.version + 1,
    };
    await tx.subscriptions.update(after);
    await appendAuditEntry(ports, tx, ctx, now, {
      action: logo === null ? 'subscription.logo_removed' : 'subscription.logo_set',
      resourceType: 'subscription',
      resourceId: id,
      changes: { logo: { from: previous?.etag ?? null, to: stored?.etag ?? null } },
    });
    return after;
  });
}
