/**
 * Issue 36: importing the European Central Bank's whole history (6,800 days x 30 currencies,
 * 204,000 rates) as the server's reference rates, as `subtrack rates import` and the server's
 * daily fetch will: the zip read by `readEcbRates` and stored by `importReferenceRates`,
 * paced by the production pacer. Measured on SQLite (a file) and on PostgreSQL, into empty
 * tables and again over the same rates (the daily fetch of the history file replaces them
 * all), with the longest the thread was held meanwhile. Target: under 5 s, never more than
 * about 100 ms at a time. Run on its own: `pnpm exec tsx bench/exchange-rate-import.ts
 * [tries]` (PostgreSQL too when SUBTRACK_TEST_DATABASE_URL is set).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { importReferenceRates, type Ports } from '@subtrack/domain';
import { readEcbRates } from '@subtrack/file-formats';
import { ecbHistoryCsv, ecbHistoryZip } from '@subtrack/file-formats/testing';
import { createDatabaseClock, createPostgresPorts, openPostgres } from '@subtrack/postgres-adapter';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { systemPacer } from '@subtrack/system-services';
import { createTestDatabase } from '../packages/postgres-adapter/src/test-support/postgres-test-database.js';

/** One import of the whole history. */
export interface RateImportRun {
  engine: 'SQLite' | 'PostgreSQL';
  /** `empty`: into empty tables; `again`: over the same rates, each one replaced. */
  tables: 'empty' | 'again';
  rates: number;
  /** Reading the zip into rates, in ms. */
  readMs: number;
  /** Checking and storing them, in ms. */
  storeMs: number;
  totalMs: number;
  /** The longest the thread went without running a 1 ms timer meanwhile, in ms. */
  longestBlockMs: number;
  /**
   * The most CPU time the process used within one such gap, in ms: on a busy machine a gap
   * also holds the time other processes had the core, which this leaves out.
   */
  longestBlockCpuMs: number;
}

/** Runs `work` while a 1 ms timer notes the longest gap between its turns, in wall and CPU time. */
async function withLongestBlock<T>(
  work: () => Promise<T>,
): Promise<{ value: T; longestMs: number; longestCpuMs: number }> {
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  let timer: NodeJS.Timeout | undefined;
  const note = () => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    longest = Math.max(longest, now - last);
    longestCpu = Math.max(longestCpu, (cpu.user + cpu.system) / 1000);
    last = now;
    lastCpu = process.cpuUsage();
  };
  const tick = () => {
    note();
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  try {
    const value = await work();
    note();
    return { value, longestMs: Math.round(longest), longestCpuMs: Math.round(longestCpu) };
  } finally {
    clearTimeout(timer);
  }
}

async function importOnce(
  engine: RateImportRun['engine'],
  tables: RateImportRun['tables'],
  ports: Ports,
  zip: Uint8Array,
): Promise<RateImportRun> {
  const start = performance.now();
  const { value, longestMs, longestCpuMs } = await withLongestBlock(async () => {
    const rows = await readEcbRates(zip, { pacer: systemPacer() });
    const read = performance.now();
    const { imported } = await importReferenceRates(ports, rows);
    return { read, imported };
  });
  const end = performance.now();
  return {
    engine,
    tables,
    rates: value.imported.rates,
    readMs: Math.round(value.read - start),
    storeMs: Math.round(end - value.read),
    totalMs: Math.round(end - start),
    longestBlockMs: longestMs,
    longestBlockCpuMs: longestCpuMs,
  };
}

/** Of several tries of one row, each figure's least: what the code costs, not the machine's other work. */
function leastOf(tries: RateImportRun[]): RateImportRun {
  const least = (pick: (run: RateImportRun) => number) => Math.min(...tries.map(pick));
  return {
    ...tries[0]!,
    readMs: least((run) => run.readMs),
    storeMs: least((run) => run.storeMs),
    totalMs: least((run) => run.totalMs),
    longestBlockMs: least((run) => run.longestBlockMs),
    longestBlockCpuMs: least((run) => run.longestBlockCpuMs),
  };
}

/** Into empty tables, then again over the same rates, on fresh ports `tries` times. */
async function importTwice(
  engine: RateImportRun['engine'],
  open: () => Promise<{ ports: Ports; close: () => Promise<void> }>,
  zip: Uint8Array,
  tries: number,
): Promise<RateImportRun[]> {
  const empty: RateImportRun[] = [];
  const again: RateImportRun[] = [];
  for (let t = 0; t < tries; t++) {
    const { ports, close } = await open();
    try {
      empty.push(await importOnce(engine, 'empty', ports, zip));
      again.push(await importOnce(engine, 'again', ports, zip));
    } finally {
      await close();
    }
  }
  return [leastOf(empty), leastOf(again)];
}

/**
 * Imports the generated whole history on each of `engines`: SQLite on files in `dir`,
 * PostgreSQL on new databases of the server SUBTRACK_TEST_DATABASE_URL names; `tries` times
 * each, keeping each figure's least.
 */
export async function measureRateImports(options: {
  dir: string;
  engines: ReadonlyArray<RateImportRun['engine']>;
  days?: number;
  tries?: number;
}): Promise<RateImportRun[]> {
  const zip = ecbHistoryZip(ecbHistoryCsv({ days: options.days ?? 6_800 }));
  const tries = options.tries ?? 2;
  let files = 0;
  const sqlite = async () =>
    importTwice(
      'SQLite',
      async () => {
        files += 1;
        const db = openDatabase(join(options.dir, `rates-${files}.sqlite`));
        return {
          ports: createSqlitePorts(db),
          close: async () => {
            db.close();
          },
        };
      },
      zip,
      tries,
    );
  const postgres = async () =>
    importTwice(
      'PostgreSQL',
      async () => {
        const database = await createTestDatabase();
        const pool = await openPostgres(database.url);
        const clock = await createDatabaseClock(pool);
        return {
          ports: createPostgresPorts(pool, { clock, pacer: systemPacer() }),
          close: async () => {
            clock.close();
            await pool.end();
            await database.drop();
          },
        };
      },
      zip,
      tries,
    );
  const runs: RateImportRun[] = [];
  if (options.engines.includes('SQLite')) runs.push(...(await sqlite()));
  if (options.engines.includes('PostgreSQL')) runs.push(...(await postgres()));
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { rateImportTables } = await import('./exchange-rate-report.js');
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-bench-rates-'));
  try {
    const postgres = (process.env['SUBTRACK_TEST_DATABASE_URL'] ?? '') !== '';
    const runs = await measureRateImports({
      dir,
      engines: postgres ? ['SQLite', 'PostgreSQL'] : ['SQLite'],
      tries: Number(process.argv[2] ?? 2),
    });
    process.stdout.write(`${rateImportTables(runs).join('\n')}\n`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
