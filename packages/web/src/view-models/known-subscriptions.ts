import { type AuditRecord, getSubscription, isDomainError, type Ports } from '@subtrack/domain';
import type { KnownSubscriptions } from './activity-line.js';

/**
 * The subscriptions a page of records is about, by id, read once each; a deleted one is
 * left out (its events then say "a subscription").
 */
export async function knownSubscriptions(
  ports: Ports,
  accountId: string,
  records: readonly AuditRecord[],
): Promise<KnownSubscriptions> {
  const ids = new Set(
    records.filter((r) => r.resourceType === 'subscription').map((r) => r.resourceId),
  );
  const known = new Map<string, { name: string; currency: string }>();
  for (const id of ids) {
    try {
      const { name, currency } = await getSubscription(ports, accountId, id);
      known.set(id, { name, currency });
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'subscription_not_found') throw error;
    }
  }
  return known;
}
