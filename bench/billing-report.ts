/** Issue 22's table and targets for the billing rows (see `billing-rows.ts`). */
import type { BillingFigures } from './billing-rows.js';
import { ratio } from './ratio.js';
import type { Target } from './report.js';

/** The spend and payments page table, the writes table and the daily roll line. */
export function billingTables(billing: BillingFigures): string[] {
  const lines = [
    '| size | payments | spend median ms | spend CPU ms/req | summary median ms | summary CPU ms/req | spend / summary | spend growth | payments page ms | subscriptions page ms | ratio |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  billing.sizes.forEach((s, index) => {
    const before = billing.sizes[index - 1];
    lines.push(
      `| ${s.size} | ${s.payments} | ${s.spendMs} | ${s.spendCpuMs ?? '-'} | ${s.summaryMs} | ${s.summaryCpuMs ?? '-'} | ${ratio(s.spendMs, s.summaryMs)} | ${before ? `${ratio(s.spendMs, before.spendMs)}x` : '-'} | ${s.paymentsPageMs} | ${s.listPageMs} | ${ratio(s.paymentsPageMs, s.listPageMs)} |`,
    );
  });
  lines.push(
    '',
    '| size | write that records payments | req/s | p50 ms | p99 ms | p99 / p50 | non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|',
  );
  for (const s of billing.sizes) {
    for (const w of s.writes) {
      lines.push(
        `| ${s.size} | ${w.workload} | ${w.requestsPerSecond} | ${w.p50Ms} | ${w.p99Ms} | ${ratio(w.p99Ms, w.p50Ms)} | ${w.non2xx} |`,
      );
    }
  }
  const r = billing.roll;
  lines.push(
    '',
    '| subscriptions renewed yesterday | payments written | roll ms |',
    '|---:|---:|---:|',
    `| ${r.subscriptions} | ${r.payments} | ${r.rollMs} |`,
  );
  return lines;
}

/**
 * Issue 22's targets: spend <= 3x the summary and growing <= 12x between the two sizes,
 * writes' p99 < 4x p50, the payments page <= a subscriptions page of the same size, the
 * daily roll of the roll size under 10 s.
 */
export function billingTargets(billing: BillingFigures): Target[] {
  const targets: Target[] = [];
  for (const s of billing.sizes) {
    const vsSummary = ratio(s.spendMs, s.summaryMs);
    targets.push({
      name: `spend on ${s.size}: <= 3x analytics summary`,
      met: vsSummary <= 3,
      detail: `${vsSummary}x (${s.spendMs} vs ${s.summaryMs} ms)`,
    });
    const page = ratio(s.paymentsPageMs, s.listPageMs);
    targets.push({
      name: `payments page on ${s.size}: <= a subscriptions page of the same size`,
      met: page <= 1,
      detail: `${page}x (${s.paymentsPageMs} vs ${s.listPageMs} ms)`,
    });
    for (const w of s.writes)
      targets.push({
        name: `${w.workload} on ${s.size}: p99 < 4x p50`,
        met: w.p99Ms < 4 * w.p50Ms,
        detail: `p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms`,
      });
  }
  const [first, last] = [billing.sizes[0], billing.sizes.at(-1)];
  if (first && last && last !== first) {
    const growth = ratio(last.spendMs, first.spendMs);
    targets.push({
      name: `spend: ${last.size} <= 12x ${first.size}`,
      met: growth <= 12,
      detail: `${growth}x`,
    });
  }
  const seconds = Math.round(billing.roll.rollMs / 10) / 100;
  targets.push({
    name: `daily roll of ${billing.roll.subscriptions} (one renewal each): < 10 s`,
    met: seconds < 10 && billing.roll.payments === billing.roll.subscriptions,
    detail: `${seconds} s, ${billing.roll.payments} payments`,
  });
  return targets;
}
