import { computeSpendSummary, type SpendSummary } from '../analytics/summary.js';
import type { Ports } from '../ports/ports.js';
import { rollForwardAccount } from './roll-forward-account.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The account's spend summary (D13) over the next `horizonDays` days, after rolling stale
 * dates forward (D6) so upcoming renewals never start before today.
 */
export function getSpendSummary(
  ports: Ports,
  accountId: string,
  options: { horizonDays: number },
): SpendSummary {
  rollForwardAccount(ports, accountId);
  return computeSpendSummary(ports.subscriptions.iterateAll(accountId), {
    today: todayForAccount(ports, accountId),
    horizonDays: options.horizonDays,
    asOf: ports.clock.now().toISOString(),
  });
}
