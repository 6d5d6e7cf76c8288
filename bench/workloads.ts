/** The HTTP workloads of issue 7, in the order they run on each database. */
import type { Workload } from './load.js';
import type { SeededDatabase } from './seed.js';

const DAY_MS = 86_400_000;

/**
 * Reads first, writes last: POST and PATCH add rows and audit records, which would change
 * what the reads measure. Analytics run before all of these (see `run.ts`).
 */
export function httpWorkloads(seeded: SeededDatabase, now: Date): Workload[] {
  const one = seeded.ids.slice(0, 500).map((id) => `/api/v1/subscriptions/${id}`);
  const nextDate = new Date(now.getTime() + 40 * DAY_MS).toISOString().slice(0, 10);
  const amounts = Array.from({ length: 50 }, (_, i) => 5 + i / 4);
  return [
    { name: 'GET one', paths: one, floor: true },
    {
      name: 'GET list',
      paths: ['/api/v1/subscriptions?limit=50&status=active&sort=nextPaymentDate'],
      floor: true,
    },
    // Different pages, so the list is not one cached row set.
    {
      name: 'GET list q',
      paths: ['net', 'spot', 'cloud', 'plus', 'one'].map(
        (q) => `/api/v1/subscriptions?limit=50&q=${q}`,
      ),
    },
    { name: 'GET /healthz', paths: ['/healthz'], floor: true },
    {
      name: 'POST create',
      method: 'POST',
      paths: ['/api/v1/subscriptions'],
      bodies: amounts.map((amount, i) =>
        JSON.stringify({
          name: `Bench ${i}`,
          category: 'Bench',
          amount,
          currency: 'USD',
          period: 'monthly',
          nextPaymentDate: nextDate,
        }),
      ),
    },
    // Each PATCH really changes the amount, so it writes a row and an audit diff (D18).
    {
      name: 'PATCH',
      method: 'PATCH',
      paths: one,
      bodies: amounts.map((amount) => JSON.stringify({ amount })),
    },
  ];
}
