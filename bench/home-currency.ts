/**
 * Issue 36's home-currency rows: on a database of each size with a year of payments
 * (`billing-seed.ts`), a year of reference rates of every currency the seed uses and EUR as
 * the home currency, the estimate beside the analytics summary and the converted spend
 * beside the plain spend, each timed over HTTP as sequential GETs (median, server CPU).
 * Targets: each at most 2x its neighbour.
 */
import { join } from 'node:path';
import {
  addDays,
  cliWriteContext,
  type EuroRate,
  importReferenceRates,
  updateCurrencySettings,
} from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { seedBillingDatabase } from './billing-seed.js';
import type { BenchOptions } from './options.js';
import { ratio } from './ratio.js';
import type { Target } from './report.js';
import { startService } from './servers.js';
import { timed } from './web-pages.js';

/** What one euro bought, roughly, in each currency `seed-data.ts` weighs in. */
const EURO_IN: Readonly<Record<string, number>> = {
  USD: 1.0856,
  CNY: 7.8463,
  GBP: 0.8571,
  JPY: 163.84,
  AUD: 1.6789,
  CAD: 1.5103,
  CHF: 0.9412,
  HKD: 8.4411,
  SGD: 1.4528,
};
const MAX_RATIO = 2;

/** One size's figures (medians and server CPU of sequential GETs, in ms). */
export interface HomeCurrencyFigures {
  size: number;
  payments: number;
  rates: number;
  summaryMs: number;
  summaryCpuMs: number | null;
  estimateMs: number;
  estimateCpuMs: number | null;
  spendMs: number;
  spendCpuMs: number | null;
  convertedMs: number;
  convertedCpuMs: number | null;
}

/** Every working day's rates from 14 days before `first` through `last`, as the ECB publishes. */
function yearOfRates(first: string, last: string): EuroRate[] {
  const rates: EuroRate[] = [];
  for (let date = addDays(first, -14), day = 0; date <= last; date = addDays(date, 1), day++) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const [currency, level] of Object.entries(EURO_IN)) {
      const rate = (level * (1 + 0.01 * Math.sin(day / 17))).toPrecision(5);
      rates.push({ date, currency, rate });
    }
  }
  return rates;
}

export async function measureHomeCurrencyRows(context: {
  options: BenchOptions;
  bundle: string;
  dir: string;
  progress: (line: string) => void;
}): Promise<HomeCurrencyFigures[]> {
  const { options, bundle, dir, progress } = context;
  const figures: HomeCurrencyFigures[] = [];
  for (const size of options.sizes) {
    progress(`home currency: seeding ${size} subscriptions, a year of payments and of rates...`);
    const seeded = await seedBillingDatabase(join(dir, `home-currency-${size}.sqlite`), size);
    const db = openDatabase(seeded.file);
    const ports = createSqlitePorts(db);
    const today = ports.clock.now().toISOString().slice(0, 10);
    const rates = yearOfRates(addDays(today, -366), today);
    await importReferenceRates(ports, rates);
    await updateCurrencySettings(ports, cliWriteContext(seeded.accountId, 'req-bench'), {
      homeCurrency: 'EUR',
    });
    db.close();
    const service = await startService(options, seeded, bundle);
    try {
      const get = (path: string) =>
        timed(options, service.child.pid, service.url + path, {
          authorization: `Bearer ${seeded.key}`,
        });
      progress(`  ${size}: summary, estimate, spend, spend?convertTo`);
      const summary = await get('/api/v1/analytics/summary');
      const estimate = await get('/api/v1/analytics/estimate');
      const spend = await get('/api/v1/analytics/spend');
      const converted = await get('/api/v1/analytics/spend?convertTo=EUR');
      figures.push({
        size,
        payments: seeded.payments,
        rates: rates.length,
        summaryMs: summary.medianMs,
        summaryCpuMs: summary.cpuMsPerRequest,
        estimateMs: estimate.medianMs,
        estimateCpuMs: estimate.cpuMsPerRequest,
        spendMs: spend.medianMs,
        spendCpuMs: spend.cpuMsPerRequest,
        convertedMs: converted.medianMs,
        convertedCpuMs: converted.cpuMsPerRequest,
      });
    } finally {
      await service.stop();
    }
  }
  return figures;
}

/** The table: each conversion beside the figure it adds to, wall time and server CPU. */
export function homeCurrencyTables(rows: readonly HomeCurrencyFigures[]): string[] {
  return [
    '| size | payments | rates | summary ms (CPU) | estimate ms (CPU) | estimate / summary | spend ms (CPU) | spend?convertTo ms (CPU) | convertTo / spend |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.size} | ${r.payments} | ${r.rates} | ${r.summaryMs} (${r.summaryCpuMs ?? '-'}) | ${r.estimateMs} (${r.estimateCpuMs ?? '-'}) | ${ratio(r.estimateMs, r.summaryMs)} | ${r.spendMs} (${r.spendCpuMs ?? '-'}) | ${r.convertedMs} (${r.convertedCpuMs ?? '-'}) | ${ratio(r.convertedMs, r.spendMs)} |`,
    ),
  ];
}

/** Issue 36's targets: the estimate at most 2x the summary, the converted spend at most 2x the spend. */
export function homeCurrencyTargets(rows: readonly HomeCurrencyFigures[]): Target[] {
  return rows.flatMap((r) => {
    const estimate = ratio(r.estimateMs, r.summaryMs);
    const converted = ratio(r.convertedMs, r.spendMs);
    return [
      {
        name: `estimate on ${r.size}: <= ${MAX_RATIO}x analytics summary`,
        met: estimate <= MAX_RATIO,
        detail: `${estimate}x (${r.estimateMs} vs ${r.summaryMs} ms)`,
      },
      {
        name: `spend?convertTo on ${r.size} with a year of payments: <= ${MAX_RATIO}x spend`,
        met: converted <= MAX_RATIO,
        detail: `${converted}x (${r.convertedMs} vs ${r.spendMs} ms)`,
      },
    ];
  });
}
