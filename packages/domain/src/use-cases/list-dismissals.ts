import type { CounterpartyDismissal } from '../discovery/dismissal.js';
import type { Ports } from '../ports/ports.js';

/**
 * The counterparties the account said are not a subscription, the newest first.
 *
 * @example
 * await listDismissals(ports, accountId); // [{ id, accountId, key: 'spotify', name: 'Spotify', dismissedAt }]
 */
export async function listDismissals(
  ports: Pick<Ports, 'dismissals'>,
  accountId: string,
): Promise<CounterpartyDismissal[]> {
  return ports.dismissals.listByAccount(accountId);
}
