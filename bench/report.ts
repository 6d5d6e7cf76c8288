/** The benchmark's table, its targets (issue 7) and where the figures are kept. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { billingTables, billingTargets } from './billing-report.js';
import type { BillingFigures } from './billing-rows.js';
import { floorCpuTargets, postgresTargets } from './current-targets.js';
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
    /** The longest the server's thread was held by each operation (absent when not measured). */
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
  targets.push(...floorCpuTargets(results));
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
  // Issue 34 names 10,000 and 100,000 subscriptions: a quick run's tiny sizes, in rounds of
  // a second just after the cluster starts, measure its warm-up, not those targets.
  if (results.postgres && !results.quick) targets.push(...postgresTargets(results.postgres));
  // Measured on the sizes' servers only: a run of other rows alone has no figure to judge.
  if (results.sizes.length > 0) {
    const peak = Math.max(...results.sizes.map((s) => s.peakRssMb ?? 0));
    targets.push({
      name: 'peak RSS of the server < 300 MB',
      met: peak < 300,
      detail: `${peak} MB`,
    });
  }
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

/**
 * The tables of the SQLite sizes in `sizes` (HTTP workloads, analytics, data I/O, longest
 * blocks, web pages), each size's growth judged against the size before it in `all`.
 */
export function sizeTables(sizes: BenchResults['sizes'], all: BenchResults['sizes']): string[] {
  const lines: string[] = [];
  lines.push(
    '| size | workload | req/s | p50 ms | p99 ms | floor req/s | ratio to floor | CPU µs/req | floor CPU µs/req | non-2xx | peak RSS MB |',
  );
  lines.push('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { size, http, peakRssMb } of sizes) {
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
  for (const entry of sizes) {
    const previous = all[all.indexOf(entry) - 1];
    for (const a of entry.analytics) {
      const before = previous?.analytics.find((b) => b.endpoint === a.endpoint);
      lines.push(
        `| ${entry.size} | ${a.endpoint} | ${a.medianMs} | ${a.cpuMsPerRequest ?? '-'} | ${a.selectMs} | ${ratio(a.medianMs, a.selectMs)} | ${before ? `${ratio(a.medianMs, before.medianMs)}x` : '-'} | ${cpuGrowth(a, before)} |`,
      );
    }
  }
  const dataIo = sizes.filter((s) => s.dataIo);
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
  if (sizes.some((s) => s.longestBlocks?.length)) {
    lines.push(
      '',
      '| size | operation | longest block ms (longest /healthz wait meanwhile) | operation ms |',
      '|---:|---|---:|---:|',
    );
    for (const { size, longestBlocks } of sizes) {
      for (const b of longestBlocks ?? []) {
        lines.push(`| ${size} | ${b.operation} | ${b.longestMs} | ${b.totalMs} |`);
      }
    }
  }
  if (sizes.some((s) => s.pages?.length)) {
    lines.push(
      '',
      '| size | web page | median ms | CPU ms/req | compared with | its median ms | its CPU ms/req | ratio |',
      '|---:|---|---:|---:|---|---:|---:|---:|',
    );
    for (const { size, pages } of sizes) {
      for (const p of pages ?? []) {
        lines.push(
          `| ${size} | ${p.page} | ${p.medianMs} | ${p.cpuMsPerRequest ?? '-'} | ${p.api} | ${p.apiMedianMs} | ${p.apiCpuMsPerRequest ?? '-'} | ${ratio(p.medianMs, p.apiMedianMs)} |`,
        );
      }
    }
  }
  return lines;
}

/** The targets judged on `results`. */
export function targetsTable(results: BenchResults): string[] {
  return [
    '| target | met | figure |',
    '|---|---|---|',
    ...evaluateTargets(results).map(
      (t) => `| ${t.name} | ${t.met ? 'met' : 'MISSED'} | ${t.detail} |`,
    ),
  ];
}

/** Every table of a run, as `docs/performance.md` keeps them. */
export function renderTables(results: BenchResults): string {
  const sections = [
    results.sizes.length > 0 ? sizeTables(results.sizes, results.sizes) : [],
    results.billing ? billingTables(results.billing) : [],
    results.postgres ? postgresTables(results.postgres) : [],
    results.exchangeRates ? rateImportTables(results.exchangeRates) : [],
    results.discovery ? discoveryTables(results.discovery) : [],
    results.homeCurrency ? homeCurrencyTables(results.homeCurrency) : [],
    targetsTable(results),
  ].filter((section) => section.length > 0);
  return sections.map((section) => section.join('\n')).join('\n\n');
}

/**
 * Issue 21: the engines and processes tables and the reminder check; issue 34: the
 * PostgreSQL server's CPU per request, three process counts, the race figures (figures only).
 */
export function postgresTables(pg: PostgresFigures): string[] {
  const total = (f: RoundFigures) => f.non2xx + f.errors;
  const counts = pg.processes[0]?.byProcesses.map((_, i) => `${i + 1}`) ?? [];
  const engines = [
    '| size | workload, one process | SQLite req/s | PostgreSQL req/s | ratio | SQLite p50 / p99 ms | PostgreSQL p50 / p99 ms | SQLite CPU µs/req | PostgreSQL CPU µs/req | CPU ratio | PostgreSQL server CPU µs/req | non-2xx |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...pg.engines.map(
      ({ workload, first: s, second: p }) =>
        `| ${pg.size} | ${workload} | ${s.requestsPerSecond} | ${p.requestsPerSecond} | ${ratio(p.requestsPerSecond, s.requestsPerSecond)} | ${s.p50Ms} / ${s.p99Ms} | ${p.p50Ms} / ${p.p99Ms} | ${s.cpuMicrosPerRequest ?? '-'} | ${p.cpuMicrosPerRequest ?? '-'} | ${s.cpuMicrosPerRequest && p.cpuMicrosPerRequest ? ratio(p.cpuMicrosPerRequest, s.cpuMicrosPerRequest) : '-'} | ${p.databaseCpuMicrosPerRequest ?? '-'} | ${total(s) + total(p)} |`,
    ),
  ];
  const processes = [
    `| size | workload on PostgreSQL through nginx | ${counts.map((n) => `${n} req/s`).join(' | ')} | ${counts.map((n) => `${n} p50 / p99 ms`).join(' | ')} | ${counts.map((n) => `${n} server CPU µs/req`).join(' | ')} | non-2xx |`,
    `|---:|---|${counts
      .map(() => '---:|')
      .join('')
      .repeat(3)}---:|`,
    ...pg.processes.map(
      ({ workload, byProcesses: by }) =>
        `| ${pg.size} | ${workload} | ${by.map((f) => f.requestsPerSecond).join(' | ')} | ${by.map((f) => `${f.p50Ms} / ${f.p99Ms}`).join(' | ')} | ${by.map((f) => f.databaseCpuMicrosPerRequest ?? '-').join(' | ')} | ${by.reduce((n, f) => n + total(f), 0)} |`,
    ),
  ];
  const reminders = [
    '| subscriptions | daily reminder check | reminders due | first check ms | next check ms |',
    '|---:|---|---:|---:|---:|',
    ...pg.reminderChecks.map(
      (c) => `| ${c.subscriptions} | ${c.engine} | ${c.due} | ${c.firstMs} | ${c.againMs} |`,
    ),
  ];
  const races = [
    '| set-up | race | rounds | rounds with more than one winner | rounds that lost a change | answers |',
    '|---|---|---:|---:|---:|---|',
    ...(pg.races ?? []).flatMap(({ setUp, cases }) =>
      cases.map(
        (c) =>
          `| ${setUp} | ${c.case} | ${c.rounds} | ${c.roundsWithSeveralWinners} | ${c.roundsThatLostAChange ?? '-'} | ${Object.entries(
            c.statuses,
          )
            .map(([status, n]) => `${n} x ${status}`)
            .join(', ')} |`,
      ),
    ),
  ];
  // Tables with rows only (`--only` may leave some empty), a blank line between two.
  const tables: Array<[string[], number]> = [
    [engines, pg.engines.length],
    [processes, pg.processes.length],
    [reminders, pg.reminderChecks.length],
    [races, pg.races?.length ?? 0],
  ];
  return tables
    .filter(([, rows]) => rows > 0)
    .flatMap(([table], n) => (n === 0 ? table : ['', ...table]));
}

/** Prints tables on stdout as soon as they are measured, so a failing run keeps them. */
export function printTables(lines: string[]): void {
  if (lines.length > 0) process.stdout.write(`${lines.join('\n')}\n\n`);
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
