/**
 * Issue 22's rows, after the sizes: on databases with a year of payments per
 * subscription (`billing-seed.ts`), the spend endpoint beside the analytics summary, the
 * payments list page beside a subscriptions page of the same size, and POST and PATCH
 * whose roll-forward writes payments; then the daily roll of an account whose every
 * subscription renewed yesterday.
 */
import { join } from 'node:path';
import { rollForwardAccount } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { seedBillingDatabase, seedYesterdaysRenewals } from './billing-seed.js';
import type { Workload } from './load.js';
import { measureWorkload } from './measure.js';
import type { BenchOptions } from './options.js';
import { startService } from './servers.js';
import { timed } from './web-pages.js';

const DAY_MS = 86_400_000;
const PAGE = 50;

/** One size's figures: medians (ms) and server CPU (ms a request) of sequential GETs. */
export interface BillingSizeFigures {
  size: number;
  payments: number;
  summaryMs: number;
  summaryCpuMs: number | null;
  spendMs: number;
  spendCpuMs: number | null;
  paymentsPageMs: number;
  listPageMs: number;
  writes: Array<{
    workload: string;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    non2xx: number;
  }>;
}

export interface BillingFigures {
  sizes: BillingSizeFigures[];
  /** The day's roll moving every subscription one period (one payment each). */
  roll: { subscriptions: number; payments: number; rollMs: number };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** POST with a start three months back (backfill) and PATCH to a past date (renewals). */
function writeWorkloads(ids: string[], now: number): Workload[] {
  const bodies = Array.from({ length: 50 }, (_, i) => i);
  return [
    {
      name: 'POST create with backfill',
      method: 'POST',
      paths: ['/api/v1/subscriptions'],
      bodies: bodies.map((i) =>
        JSON.stringify({
          name: `Bench ${i}`,
          category: 'Bench',
          amount: 5 + i / 4,
          currency: 'USD',
          period: 'monthly',
          startedOn: isoDay(now - (90 + i) * DAY_MS),
          nextPaymentDate: isoDay(now + (30 - (i % 28)) * DAY_MS),
        }),
      ),
    },
    {
      name: 'PATCH rolling past renewals',
      method: 'PATCH',
      paths: ids.map((id) => `/api/v1/subscriptions/${id}`),
      bodies: bodies.map((i) =>
        JSON.stringify({ amount: 5 + i / 4, nextPaymentDate: isoDay(now - (1 + i) * DAY_MS) }),
      ),
    },
  ];
}

export async function measureBillingRows(context: {
  options: BenchOptions;
  bundle: string;
  dir: string;
  progress: (line: string) => void;
}): Promise<BillingFigures> {
  const { options, bundle, dir, progress } = context;
  const sizes: BillingSizeFigures[] = [];
  for (const size of options.billingSizes) {
    progress(`billing: seeding ${size} subscriptions with a year of payments...`);
    const seeded = await seedBillingDatabase(join(dir, `billing-${size}.sqlite`), size);
    const service = await startService(options, seeded, bundle);
    try {
      const get = (path: string) =>
        timed(options, service.child.pid, service.url + path, {
          authorization: `Bearer ${seeded.key}`,
        });
      progress(`  ${size}: spend, summary, payments page`);
      const summary = await get('/api/v1/analytics/summary');
      const spend = await get('/api/v1/analytics/spend');
      const payments = await get(
        `/api/v1/subscriptions/${seeded.longHistoryId}/payments?limit=${PAGE}`,
      );
      const list = await get(`/api/v1/subscriptions?limit=${PAGE}`);
      const writes: BillingSizeFigures['writes'] = [];
      for (const workload of writeWorkloads(seeded.activeMonthlyIds, Date.now())) {
        progress(`  ${size}: ${workload.name}`);
        const target = { baseUrl: service.url, pid: service.child.pid };
        const { service: f } = await measureWorkload(options, seeded, workload, target, null);
        writes.push({
          workload: workload.name,
          requestsPerSecond: f.requestsPerSecond,
          p50Ms: f.p50Ms,
          p99Ms: f.p99Ms,
          non2xx: f.non2xx + f.errors,
        });
      }
      sizes.push({
        size,
        payments: seeded.payments,
        summaryMs: summary.medianMs,
        summaryCpuMs: summary.cpuMsPerRequest,
        spendMs: spend.medianMs,
        spendCpuMs: spend.cpuMsPerRequest,
        paymentsPageMs: payments.medianMs,
        listPageMs: list.medianMs,
        writes,
      });
    } finally {
      await service.stop();
    }
  }
  return { sizes, roll: await measureDailyRoll(context) };
}

async function measureDailyRoll(context: {
  options: BenchOptions;
  dir: string;
  progress: (line: string) => void;
}): Promise<BillingFigures['roll']> {
  const { options, dir, progress } = context;
  const count = options.rollSize;
  progress(`billing: the daily roll of ${count} subscriptions`);
  const seeded = await seedYesterdaysRenewals(join(dir, `roll-${count}.sqlite`), count);
  // Timed in this process with the server's ports (paced as it paces them, D48): a served
  // database would be rolled by whichever comes first, the reminder worker's start-up check
  // or the first read, so a read's time says little about the roll.
  const db = openDatabase(seeded.file);
  try {
    const start = process.hrtime.bigint();
    const rolled = await rollForwardAccount(createSqlitePorts(db), seeded.accountId);
    const rollMs = Number(process.hrtime.bigint() - start) / 1e6;
    const written = db
      .prepare('SELECT count(*) AS n FROM payments WHERE account_id = ?')
      .get(seeded.accountId) as { n: number };
    if (rolled !== count) throw new Error(`daily roll: ${rolled} of ${count} rolled`);
    return { subscriptions: count, payments: written.n, rollMs: Math.round(rollMs) };
  } finally {
    db.close();
  }
}
