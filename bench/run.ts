/**
 * `pnpm bench` (issue 7): seeds databases of 1k, 10k and 100k subscriptions, starts the
 * real `serve` process and a bare floor server on the same file, drives both over
 * 127.0.0.1 with autocannon, and prints req/s, p50, p99, the ratio to the floor, analytics
 * time against a plain SELECT of the same rows, and the server's peak RSS.
 * `--quick` (tiny sizes, one second a workload) keeps it from rotting in CI; nothing here
 * asserts speed. Then issue 22's billing rows (`billing-rows.ts`): the spend endpoint,
 * the payments page, writes that record payments and the daily roll. Then issue 21's PostgreSQL rows (`postgres-rows.ts`): PostgreSQL against
 * SQLite, one process against two behind nginx, the daily reminder check. Then issue 36's
 * import of the European Central Bank's whole history of rates (`exchange-rate-import.ts`),
 * and issue 40's discovery rows (`discovery.ts`): precision and recall per bank export layout, and
 * 100,000 transactions read and analysed. Then issue 36's home-currency rows
 * (`home-currency.ts`): the estimate beside the summary, spend?convertTo beside spend.
 * Issue 35: the programs it drives are checked before anything starts (as `pnpm test` does),
 * each table is printed as soon as it is measured, and whatever ends the run, nothing it
 * started stays running (`leftovers.ts`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildCli } from '../scripts/build-cli.js';
import { ensureTools, TEST_TOOLS } from '../scripts/test-tools.mjs';
import { billingTables } from './billing-report.js';
import { measureBillingRows } from './billing-rows.js';
import { measureDataIo } from './data-io.js';
import { discoveryTables, measureDiscovery } from './discovery.js';
import { measureRateImports } from './exchange-rate-import.js';
import { rateImportTables } from './exchange-rate-report.js';
import { homeCurrencyTables, measureHomeCurrencyRows } from './home-currency.js';
import { stopAtExit, stopLeftoversOnExit } from './leftovers.js';
import { measureLongestBlocks } from './longest-block.js';
import { measureAnalytics, measureWorkload } from './measure.js';
import { parseBenchOptions } from './options.js';
import { measurePostgresRows } from './postgres-rows.js';
import { startBenchPostgres } from './postgres-server.js';
import {
  type BenchResults,
  postgresTables,
  printTables,
  saveReport,
  sizeTables,
  targetsTable,
} from './report.js';
import { seedDatabase } from './seed.js';
import { startFloor, startService } from './servers.js';
import { measurePages, signInOverHttp } from './web-pages.js';
import { httpWorkloads } from './workloads.js';

const root = resolve(import.meta.dirname, '..');
const options = parseBenchOptions(process.argv.slice(2), process.env, root);
const progress = (line: string) => process.stderr.write(`${line}\n`);

/** The PostgreSQL rows drive nginx, openssl (its certificate) and, unless given one, PostgreSQL. */
const POSTGRES_ROW_TOOLS = ['nginx', 'openssl', 'postgresql'];

async function main(): Promise<void> {
  const tools = options.noPostgres
    ? []
    : TEST_TOOLS.filter(
        (tool) => POSTGRES_ROW_TOOLS.includes(tool.debianPackage) && !tool.unneeded?.(process.env),
      );
  if (!ensureTools(tools, { log: progress })) process.exit(1);
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-bench-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  // Its databases weigh hundreds of MB: removed too when Ctrl+C ends the run.
  const forgetDir = stopAtExit(removeDir);
  const results: BenchResults = {
    quick: options.quick,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    rounds: options.rounds,
    sizes: [],
    startedAt: new Date().toISOString(),
  };
  try {
    const bundle = options.bundle ?? (await buildCli());
    progress(
      `serving ${options.bundle ? `the given bundle ${bundle}` : 'the CLI bundle that `pnpm start` runs'}`,
    );
    // Issue 36: `--only=home currency` seeds its own databases of the sizes, nothing else.
    const homeCurrencyOnly = options.only !== null && 'home currency'.includes(options.only);
    for (const size of options.postgresOnly || homeCurrencyOnly ? [] : options.sizes) {
      progress(`seeding ${size} subscriptions...`);
      const seeded = await seedDatabase(join(dir, `bench-${size}.sqlite`), size);
      const service = await startService(options, seeded, bundle);
      const floor = await startFloor(root, options, seeded);
      try {
        progress(`  ${size}: analytics`);
        const analytics = await measureAnalytics(options, seeded, {
          baseUrl: service.url,
          pid: service.child.pid,
        });
        // The web pages' and data-io targets are set at 1,000 and 10,000 subscriptions; a
        // 100,000 export (about 50 MB) is over the import's 10 MiB body limit anyway.
        const withinRowSizes = size <= MAX_PAGE_AND_DATA_IO_SIZE;
        const pages =
          withinRowSizes && (options.only === null || 'web pages'.includes(options.only))
            ? await measureWebPages(seeded, service)
            : undefined;
        // Before the write workloads, which add thousands of records: the export, import
        // and feed rows measure exactly `size` records (and a 10,000 export stays under the
        // import's 10 MiB body limit).
        const runDataIo =
          withinRowSizes && (options.only === null || 'data-io'.includes(options.only));
        if (runDataIo) progress(`  ${size}: export, import, calendar feed`);
        const dataIo = runDataIo ? await measureDataIo(options, seeded, service.url, dir) : null;
        // D48: on the seeded account as it is, before the write workloads add to it.
        const runLongestBlocks =
          withinRowSizes && (options.only === null || 'longest block'.includes(options.only));
        if (runLongestBlocks) progress(`  ${size}: longest block per operation`);
        const longestBlocks = runLongestBlocks
          ? await measureLongestBlocks(service.url, seeded)
          : undefined;
        const http: BenchResults['sizes'][number]['http'] = [];
        for (const workload of httpWorkloads(seeded, new Date())) {
          if (options.only !== null && !workload.name.includes(options.only)) continue;
          progress(`  ${size}: ${workload.name}`);
          const figures = await measureWorkload(
            options,
            seeded,
            workload,
            { baseUrl: service.url, pid: service.child.pid },
            workload.floor ? { baseUrl: floor.url, pid: floor.child.pid } : null,
          );
          http.push({
            workload: workload.name,
            ...figures.service,
            floorRequestsPerSecond: figures.floor?.requestsPerSecond ?? null,
            floorCpuMicrosPerRequest: figures.floor?.cpuMicrosPerRequest ?? null,
          });
        }
        const measured = {
          size,
          http,
          analytics,
          dataIo,
          pages,
          longestBlocks,
          peakRssMb: service.peakRssMb(),
        };
        results.sizes.push(measured);
        printTables(sizeTables([measured], results.sizes));
      } finally {
        await Promise.all([service.stop(), floor.stop()]);
      }
    }
    if (!options.postgresOnly && (options.only === null || 'billing'.includes(options.only))) {
      results.billing = await measureBillingRows({ options, bundle, dir, progress });
      printTables(billingTables(results.billing));
    }
    // Issue 36: the ECB's whole history, SQLite here and PostgreSQL once its server is up.
    const rates = options.only === null || 'exchange rates'.includes(options.only);
    const rateDays = options.quick ? 100 : 6_800;
    if (rates && !options.postgresOnly) {
      progress("importing the ECB's whole history on SQLite");
      results.exchangeRates = await measureRateImports({
        dir,
        engines: ['SQLite'],
        days: rateDays,
      });
    }
    // Issue 36: the estimate and the converted spend beside what they add to.
    if (!options.postgresOnly && (options.only === null || homeCurrencyOnly)) {
      results.homeCurrency = await measureHomeCurrencyRows({ options, bundle, dir, progress });
      printTables(homeCurrencyTables(results.homeCurrency));
    }
    // Issue 40: subscriptions found in bank exports (in process: no door serves them yet).
    if (!options.postgresOnly && (options.only === null || 'discovery'.includes(options.only))) {
      results.discovery = await measureDiscovery(options.quick, progress);
      printTables(discoveryTables(results.discovery));
    }
    if (!options.noPostgres && !homeCurrencyOnly) {
      const postgres = await startBenchPostgres(progress);
      try {
        if (rates) {
          progress("importing the ECB's whole history on PostgreSQL");
          results.exchangeRates = [
            ...(results.exchangeRates ?? []),
            ...(await measureRateImports({ dir, engines: ['PostgreSQL'], days: rateDays })),
          ];
        }
        results.postgres = await measurePostgresRows(
          { options, postgres, bundle, dir, progress },
          options.only,
        );
        printTables(postgresTables(results.postgres));
      } finally {
        await postgres.stop();
      }
    }
    if (results.exchangeRates) printTables(rateImportTables(results.exchangeRates));
  } finally {
    forgetDir();
    removeDir();
  }
  printTables(targetsTable(results));
  saveReport(
    results,
    root,
    options.only === null &&
      options.cpuProfileDir === null &&
      !options.postgresOnly &&
      !options.noPostgres,
  );
}

// Issue 11: the dashboard and the subscriptions page, signed in over HTTP like a browser.
const MAX_PAGE_AND_DATA_IO_SIZE = 10_000;

async function measureWebPages(
  seeded: Awaited<ReturnType<typeof seedDatabase>>,
  service: { url: string; child: { pid?: number | undefined } },
) {
  progress('  web pages');
  const target = { baseUrl: service.url, pid: service.child.pid };
  const cookie = await signInOverHttp(service.url, seeded.signInPath);
  return measurePages(options, seeded, target, cookie);
}

stopLeftoversOnExit();
try {
  await main();
} catch (error) {
  // The tables measured so far are printed already; the exit stops whatever still runs.
  progress(`pnpm bench failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(1);
}
