/** The benchmark's table, its targets (issue 7) and where the figures are kept. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { billingTables, billingTargets } from './billing-report.js';
import type { BillingFigures } from './billing-rows.js';
import type { DataIoFigures } from './data-io.js';
import { type DiscoveryFigures, discoveryTables, discoveryTargets } from './discovery.js';
import type { RateImportRun } from './exchange-rate-import.js';
import { rateImportTables, rateImportTargets } from './exchange-rate-report.js';
import {
  type HomeCurrencyFigures,
  homeCurrencyTables,
  homeCurrencyTargets,
} from './home-currency.js';
import type { LongestBlock } from './longest-block.js';
import type { AnalyticsFigures, RoundFigures } from './measure.js';
import type { PostgresFigures } from './postgres-rows.js';
import { ratio } from './ratio.js';
import type { PageFigures } from './web-pages.js';

export interface BenchResults {
  quick: boolean;
  connections: number;
  durationSeconds: number;
  rounds: number;
  startedAt: string;
  sizes: Array<{
    size: number;
    http: Array<
      RoundFigures & {
        workload: string;
        floorRequestsPerSecond: number | null;
        floorCpuMicrosPerRequest: number | null;
      }
    >;
    analytics: AnalyticsFigures[];
    /** Issue 13: export, import and the calendar feed (null when `--only` left them out). */
    dataIo?: DataIoFigures | null;
    /** Issue 11: the web pages beside their API answers (absent when not measured). */
    pages?: PageFigures[];
    /** D48: the longest the server's thread was held by each operation (absent when not measured). */
    longestBlocks?: LongestBlock[];
    peakRssMb: number | null;
  }>;
  /** Issue 22: the billing rows (absent in results saved before them or when left out). */
  billing?: BillingFigures;
  /** Issue 21: the PostgreSQL rows (absent in results saved before them). */
  postgres?: PostgresFigures;
  /** Issue 36: importing the ECB's whole history (absent when not measured). */
  exchangeRates?: RateImportRun[];
  /** Issue 40: subscriptions found in bank exports (absent in results saved before them). */
  discovery?: DiscoveryFigures;
  /** Issue 36: the estimate and the converted spend (absent when not measured). */
  homeCurrency?: HomeCurrencyFigures[];
}

/** One of the issue's targets, judged on this run's figures. */
export interface Target {
  name: string;
  met: boolean;
  detail: string;
}

const FLOOR_TARGETS = ['GET one', 'GET list'];

/** Judges the issue's targets: floor ratios, analytics cost and growth, POST p99, peak RSS. */
export function evaluateTargets(results: BenchResults): Target[] {
  const targets: Target[] = [];
  for (const { size, http } of results.sizes) {
    for (const row of http.filter(
      (r) => FLOOR_TARGETS.includes(r.workload) && r.floorRequestsPerSecond,
    )) {
      const r = ratio(row.requestsPerSecond, row.floorRequestsPerSecond!);
      targets.push({
        name: `${row.workload} on ${size}: >= 0.75 of the floor`,
        met: r >= 0.75,
        detail: `${r}`,
      });
    }
  }
  const largest = results.sizes.at(-1);
  const previous = results.sizes.at(-2);
  for (const row of largest?.analytics ?? []) {
    const vsSelect = ratio(row.medianMs, row.selectMs);
    targets.push({
      name: `${row.endpoint} on ${largest!.size}: <= 3x reading the rows`,
      met: vsSelect <= 3,
      detail: `${vsSelect}x`,
    });
    const before = previous?.analytics.find((a) => a.endpoint === row.endpoint);
    if (before) {
      const growth = ratio(row.medianMs, before.medianMs);
      targets.push({
        name: `${row.endpoint}: ${largest!.size} <= 12x ${previous!.size}`,
        met: growth <= 12,
        detail: `${growth}x`,
      });
    }
  }
  for (const { size, http } of results.sizes) {
    const post = http.find((r) => r.workload === 'POST create');
    if (post)
      targets.push({
        name: `POST create on ${size}: p99 < 4x p50`,
        met: post.p99Ms < 4 * post.p50Ms,
        detail: `p50 ${post.p50Ms} ms, p99 ${post.p99Ms} ms`,
      });
  }
  targets.push(...dataIoTargets(results));
  for (const { size, pages } of results.sizes) {
    for (const p of pages ?? []) {
      const r = ratio(p.medianMs, p.apiMedianMs);
      targets.push({
        name: `${p.page} on ${size}: <= ${p.maxRatio}x ${p.api}`,
        met: r <= p.maxRatio,
        detail: `${r}x (${p.medianMs} ms vs ${p.apiMedianMs} ms)`,
      });
    }
  }
  if (results.billing) targets.push(...billingTargets(results.billing));
  if (results.exchangeRates) targets.push(...rateImportTargets(results.exchangeRates));
  if (results.discovery) targets.push(...discoveryTargets(results.discovery));
  if (results.homeCurrency) targets.push(...homeCurrencyTargets(results.homeCurrency));
  const peak = Math.max(...results.sizes.map((s) => s.peakRssMb ?? 0));
  targets.push({ name: 'peak RSS of the server < 300 MB', met: peak < 300, detail: `${peak} MB` });
  return targets;
}

// Issue 13: import of 10k <= 1.5x inserting them, exports of 10k <= 2x paging the list, the
// feed of 1k <= 2x the analytics summary (on the sizes the issue names, when measured).
function dataIoTargets(results: BenchResults): Target[] {
  const targets: Target[] = [];
  const at = (size: number) => results.sizes.find((s) => s.size === size)?.dataIo ?? null;
  const tenK = at(10_000);
  if (tenK) {
    const imp = ratio(tenK.importMs, tenK.insertMs);
    targets.push({
      name: 'import of 10000 (JSON): <= 1.5x inserting them',
      met: imp <= 1.5,
      detail: `${imp}x (${tenK.importMs} vs ${tenK.insertMs} ms)`,
    });
    for (const [format, ms] of [
      ['JSON', tenK.exportJsonMs],
      ['CSV', tenK.exportCsvMs],
    ] as const) {
      const r = ratio(ms, tenK.pageListMs);
      targets.push({
        name: `export of 10000 as ${format}: <= 2x paging the list`,
        met: r <= 2,
        detail: `${r}x (${ms} vs ${tenK.pageListMs} ms)`,
      });
    }
  }
  const oneK = at(1_000);
  if (oneK) {
    const r = ratio(oneK.feedMs, oneK.summaryMs);
    targets.push({
      name: 'calendar feed of 1000: <= 2x analytics summary',
      met: r <= 2,
      detail: `${r}x (${oneK.feedMs} vs ${oneK.summaryMs} ms)`,
    });
  }
  return targets;
}

function cpuGrowth(now: AnalyticsFigures, before: AnalyticsFigures | undefined): string {
  const [a, b] = [now.cpuMsPerRequest, before?.cpuMsPerRequest];
  return a && b ? `${ratio(a, b)}x` : '-';
}

/** The three Markdown tables: HTTP workloads, analytics, targets. */
export function renderTables(results: BenchResults): string {
  // `--postgres-only`: the SQLite tables are empty, and their targets have nothing to judge.
  if (results.sizes.length === 0 && results.postgres)
    return postgresTables(results.postgres).join('\n');
  const lines: string[] = [];
  lines.push(
    '| size | workload | req/s | p50 ms | p99 ms | floor req/s | ratio to floor | CPU µs/req | floor CPU µs/req | non-2xx | peak RSS MB |',
  );
  lines.push('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { size, http, peakRssMb } of results.sizes) {
    for (const r of http) {
      const floor = r.floorRequestsPerSecond;
      lines.push(
        `| ${size} | ${r.workload} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${floor ?? '-'} | ${floor ? ratio(r.requestsPerSecond, floor) : '-'} | ${r.cpuMicrosPerRequest ?? '-'} | ${r.floorCpuMicrosPerRequest ?? '-'} | ${r.non2xx + r.errors} | ${peakRssMb ?? '-'} |`,
      );
    }
  }
  lines.push(
    '',
    '| size | analytics | median ms | CPU ms/req | SELECT of the rows ms | ratio to SELECT | growth from previous size | CPU growth |',
    '|---:|---|---:|---:|---:|---:|---:|---:|',
  );
  results.sizes.forEach(({ size, analytics }, index) => {
    for (const a of analytics) {
      const before = results.sizes[index - 1]?.analytics.find((b) => b.endpoint === a.endpoint);
      lines.push(
        `| ${size} | ${a.endpoint} | ${a.medianMs} | ${a.cpuMsPerRequest ?? '-'} | ${a.selectMs} | ${ratio(a.medianMs, a.selectMs)} | ${before ? `${ratio(a.medianMs, before.medianMs)}x` : '-'} | ${cpuGrowth(a, before)} |`,
      );
    }
  });
  const dataIo = results.sizes.filter((s) => s.dataIo);
  if (dataIo.length > 0) {
    lines.push(
      '',
      '| size | export JSON ms | export CSV ms | paging the list ms | calendar feed first fetch ms | calendar feed ms | analytics summary ms | import ms | insert baseline ms |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const { size, dataIo: d } of dataIo)
      lines.push(
        `| ${size} | ${d!.exportJsonMs} | ${d!.exportCsvMs} | ${d!.pageListMs} | ${d!.feedFirstMs} | ${d!.feedMs} | ${d!.summaryMs} | ${d!.importMs} | ${d!.insertMs} |`,
      );
  }
  if (results.sizes.some((s) => s.longestBlocks?.length)) {
    lines.push(
      '',
      '| size | operation | longest block ms (longest /healthz wait meanwhile) | operation ms |',
      '|---:|---|---:|---:|',
    );
    for (const { size, longestBlocks } of results.sizes) {
      for (const b of longestBlocks ?? []) {
        lines.push(`| ${size} | ${b.operation} | ${b.longestMs} | ${b.totalMs} |`);
      }
    }
  }
  if (results.sizes.some((s) => s.pages?.length)) {
    lines.push(
      '',
      '| size | web page | median ms | CPU ms/req | compared with | its median ms | its CPU ms/req | ratio |',
      '|---:|---|---:|---:|---|---:|---:|---:|',
    );
    for (const { size, pages } of results.sizes) {
      for (const p of pages ?? []) {
        lines.push(
          `| ${size} | ${p.page} | ${p.medianMs} | ${p.cpuMsPerRequest ?? '-'} | ${p.api} | ${p.apiMedianMs} | ${p.apiCpuMsPerRequest ?? '-'} | ${ratio(p.medianMs, p.apiMedianMs)} |`,
        );
      }
    }
  }
  if (results.billing) lines.push('', ...billingTables(results.billing));
  if (results.postgres) lines.push('', ...postgresTables(results.postgres));
  if (results.exchangeRates) lines.push('', ...rateImportTables(results.exchangeRates));
  if (results.discovery) lines.push('', ...discoveryTables(results.discovery));
  if (results.homeCurrency) lines.push('', ...homeCurrencyTables(results.homeCurrency));
  lines.push('', '| target | met | figure |', '|---|---|---|');
  for (const t of evaluateTargets(results))
    lines.push(`| ${t.name} | ${t.met ? 'met' : 'MISSED'} | ${t.detail} |`);
  return lines.join('\n');
}

/** Issue 21: the two paired tables and the reminder check (figures only, no target). */
function postgresTables(pg: PostgresFigures): string[] {
  const paired = (
    title: string,
    [first, second]: [string, string],
    rows: PostgresFigures['engines'],
    cpu: boolean,
  ) => [
    `| size | ${title} | ${first} req/s | ${second} req/s | ratio | ${first} p50 / p99 ms | ${second} p50 / p99 ms |${cpu ? ` ${first} CPU µs/req | ${second} CPU µs/req |` : ''} non-2xx |`,
    `|---:|---|---:|---:|---:|---:|---:|${cpu ? '---:|---:|' : ''}---:|`,
    ...rows.map(
      (r) =>
        `| ${pg.size} | ${r.workload} | ${r.first.requestsPerSecond} | ${r.second.requestsPerSecond} | ${ratio(r.second.requestsPerSecond, r.first.requestsPerSecond)} | ${r.first.p50Ms} / ${r.first.p99Ms} | ${r.second.p50Ms} / ${r.second.p99Ms} |${cpu ? ` ${r.first.cpuMicrosPerRequest ?? '-'} | ${r.second.cpuMicrosPerRequest ?? '-'} |` : ''} ${r.first.non2xx + r.first.errors + r.second.non2xx + r.second.errors} |`,
    ),
  ];
  return [
    ...paired('workload, one process', ['SQLite', 'PostgreSQL'], pg.engines, true),
    '',
    ...paired(
      'workload on PostgreSQL through nginx',
      ['1 process', '2 processes'],
      pg.processes,
      false,
    ),
    '',
    '| subscriptions | daily reminder check | reminders due | first check ms | next check ms |',
    '|---:|---|---:|---:|---:|',
    ...pg.reminderChecks.map(
      (c) => `| ${c.subscriptions} | ${c.engine} | ${c.due} | ${c.firstMs} | ${c.againMs} |`,
    ),
  ];
}

/** Prints the tables on stdout. */
export function printReport(results: BenchResults): void {
  process.stdout.write(`${renderTables(results)}\n`);
}

function machine(): string {
  return `${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

function generatedSection(results: BenchResults): string {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
  return [
    START,
    `Generated by \`pnpm bench\` on ${results.startedAt}.`,
    '',
    `Machine: ${machine()}. Load average when the run ended: ${load}.`,
    '',
    `Each HTTP workload: ${results.rounds} rounds of ${results.durationSeconds} s at ${results.connections} connections, fastest round kept.`,
    '',
    renderTables(results),
    '',
    'Raw figures: `bench/results/latest.json`.',
    END,
  ].join('\n');
}

/**
 * Full runs update `bench/results/latest.json` and the generated part of
 * `docs/performance.md` (between the bench markers; the prose around it stays). Quick runs
 * write `quick.json`, partial runs (`--only`, profiling) `partial.json`.
 */
export function saveReport(results: BenchResults, root: string, complete: boolean): void {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const name = results.quick ? 'quick.json' : complete ? 'latest.json' : 'partial.json';
  const json = `${JSON.stringify({ machine: machine(), loadAverage: loadavg(), ...results, targets: evaluateTargets(results) }, null, 2)}\n`;
  writeFileSync(join(root, 'bench/results', name), json);
  if (results.quick || !complete) return;
  const doc = join(root, 'docs/performance.md');
  const current = existsSync(doc)
    ? readFileSync(doc, 'utf8')
    : `# Performance\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const updated =
    start === -1 || end === -1
      ? `${current.trimEnd()}\n\n${generatedSection(results)}\n`
      : current.slice(0, start) + generatedSection(results) + current.slice(end + END.length);
  writeFileSync(doc, updated);
}
