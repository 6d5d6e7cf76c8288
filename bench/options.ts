/** What one `pnpm bench` run measures, from its flags and environment (issue 7). */

/** The knobs of one benchmark run. */
export interface BenchOptions {
  quick: boolean;
  /** Subscriptions in the one account of each seeded database. */
  sizes: number[];
  /** Seconds of one measured round of one workload. */
  durationSeconds: number;
  /** Rounds per workload; the fastest is kept (see `measure.ts`). */
  rounds: number;
  /** Requests sent to each server before a workload is measured (JIT, caches). */
  warmupRequests: number;
  connections: number;
  /** Sequential requests per analytics endpoint; the median is kept. */
  analyticsSamples: number;
  /** BENCH_CPU_PROF=1: run `serve` under `node --cpu-prof`, profiles in this folder. */
  cpuProfileDir: string | null;
  /** Only workloads whose name contains this text (for profiling one path). */
  only: string | null;
  /**
   * BENCH_BUNDLE=path: serve this prebuilt bundle instead of building the current one, to
   * measure another version (a build of main) with the same harness, before and after.
   */
  bundle: string | null;
  /** Issue 21: subscriptions of the PostgreSQL against SQLite and one-against-two-processes rows. */
  postgresSize: number;
  /** Issue 21: subscriptions of the daily reminder check row. */
  reminderSize: number;
  /** Issue 22: subscriptions of the spend, payments and roll-forward-with-payments rows. */
  billingSizes: number[];
  /** Issue 22: subscriptions of the daily roll row (one renewal each). */
  rollSize: number;
  /** `--postgres-only`: only the PostgreSQL rows (no 1k/10k/100k SQLite tables). */
  postgresOnly: boolean;
  /**
   * `--no-postgres`: no PostgreSQL rows (the daily reminder check runs whatever `--only`
   * says, and starting a cluster takes a while): for repeating one SQLite row quickly.
   */
  noPostgres: boolean;
}

function flagValue(argv: readonly string[], name: string): string | undefined {
  const prefix = `--${name}=`;
  return argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

/**
 * `--quick`: tiny sizes, one second a workload (CI keeps the benchmark from rotting).
 * `--sizes=1000,10000`: other data sizes. `--only=GET one`: a subset of the HTTP workloads
 * (analytics always run first, so `--only=analytics`, which names no HTTP workload, runs
 * the analytics alone). `--postgres-size=N`, `--reminder-size=N`: the PostgreSQL rows' sizes
 * (issue 21); `--postgres-only`: those rows alone. `--billing-sizes=N,M`, `--roll-size=N`: the
 * billing rows' sizes (issue 22; 10k and 100k, quick 200 and 1k). `--only=home currency`: issue
 * 36's estimate and converted spend rows alone, on databases of `--sizes`.
 */
export function parseBenchOptions(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  root: string,
): BenchOptions {
  const quick = argv.includes('--quick');
  const sizes =
    flagValue(argv, 'sizes')?.split(',').map(Number) ??
    (quick ? [200, 1_000] : [1_000, 10_000, 100_000]);
  const postgresSize = Number(flagValue(argv, 'postgres-size') ?? (quick ? 200 : 10_000));
  const reminderSize = Number(flagValue(argv, 'reminder-size') ?? (quick ? 2_000 : 100_000));
  const billingSizes =
    flagValue(argv, 'billing-sizes')?.split(',').map(Number) ??
    (quick ? [200, 1_000] : [10_000, 100_000]);
  const rollSize = Number(flagValue(argv, 'roll-size') ?? (quick ? 2_000 : 100_000));
  if (
    [...sizes, ...billingSizes, postgresSize, reminderSize, rollSize].some(
      (size) => !Number.isInteger(size) || size < 1,
    )
  )
    throw new Error(
      '--sizes, --billing-sizes, --postgres-size, --reminder-size and --roll-size take whole numbers',
    );
  return {
    quick,
    sizes,
    durationSeconds: quick ? 1 : 4,
    rounds: quick ? 1 : 3,
    warmupRequests: quick ? 100 : 1_000,
    connections: 16,
    analyticsSamples: quick ? 3 : 11,
    cpuProfileDir: env['BENCH_CPU_PROF'] === '1' ? `${root}/bench/results/profiles` : null,
    only: flagValue(argv, 'only') ?? null,
    bundle: env['BENCH_BUNDLE'] || null,
    postgresSize,
    reminderSize,
    billingSizes,
    rollSize,
    postgresOnly: argv.includes('--postgres-only'),
    noPostgres: argv.includes('--no-postgres'),
  };
}
