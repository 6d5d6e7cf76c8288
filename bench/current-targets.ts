/**
 * The targets of the Koa return (issue 35) and of PostgreSQL's cost (issue 34), judged in
 * the run's table beside the older ones: the floor's CPU a request over the service's on
 * SQLite, and PostgreSQL against SQLite on one process.
 */
import type { PostgresFigures } from './postgres-rows.js';
import { ratio } from './ratio.js';
import type { BenchResults, Target } from './report.js';

/** Issue 35: at least this share of the floor's CPU a request (the floor's µs over ours). */
const FLOOR_CPU_SHARE: Record<string, number> = { 'GET one': 0.5, 'GET /healthz': 0.6 };

/** Issue 34: PostgreSQL's requests a second over SQLite's, at least. */
const POSTGRES_THROUGHPUT_SHARE: Record<string, number> = { 'GET one': 0.5, 'GET list': 0.7 };
/** Issue 34: PostgreSQL's serve CPU a request over SQLite's, at most. */
const POSTGRES_CPU_RATIO: Record<string, number> = { 'GET one': 2 };
/** Issue 34: the daily reminder check on PostgreSQL over SQLite, at most. */
const REMINDER_CHECK_RATIO = 3;

export function floorCpuTargets(results: BenchResults): Target[] {
  const targets: Target[] = [];
  for (const { size, http } of results.sizes) {
    for (const row of http) {
      const share = FLOOR_CPU_SHARE[row.workload];
      const [ours, floor] = [row.cpuMicrosPerRequest, row.floorCpuMicrosPerRequest];
      if (share === undefined || !ours || !floor) continue;
      const r = ratio(floor, ours);
      targets.push({
        name: `${row.workload} on ${size}: the floor's CPU a request >= ${share} of ours`,
        met: r >= share,
        detail: `${r} (${floor} / ${ours} µs)`,
      });
    }
  }
  return targets;
}

export function postgresTargets(pg: PostgresFigures): Target[] {
  const targets: Target[] = [];
  for (const { workload, first: sqlite, second: postgres } of pg.engines) {
    const share = POSTGRES_THROUGHPUT_SHARE[workload];
    if (share !== undefined) {
      const r = ratio(postgres.requestsPerSecond, sqlite.requestsPerSecond);
      targets.push({
        name: `${workload} on ${pg.size}: PostgreSQL >= ${share} of SQLite's requests a second`,
        met: r >= share,
        detail: `${r} (${postgres.requestsPerSecond} / ${sqlite.requestsPerSecond})`,
      });
    }
    const most = POSTGRES_CPU_RATIO[workload];
    const [pgCpu, sqliteCpu] = [postgres.cpuMicrosPerRequest, sqlite.cpuMicrosPerRequest];
    if (most !== undefined && pgCpu && sqliteCpu) {
      const r = ratio(pgCpu, sqliteCpu);
      targets.push({
        name: `${workload} on ${pg.size}: PostgreSQL's serve CPU a request <= ${most}x SQLite's`,
        met: r <= most,
        detail: `${r}x (${pgCpu} / ${sqliteCpu} µs)`,
      });
    }
  }
  const onEngine = (engine: string) => pg.reminderChecks.find((c) => c.engine === engine);
  const [postgres, sqlite] = [onEngine('PostgreSQL'), onEngine('SQLite')];
  if (postgres && sqlite) {
    for (const [check, key] of [
      ['first', 'firstMs'],
      ['next', 'againMs'],
    ] as const) {
      const r = ratio(postgres[key], sqlite[key]);
      targets.push({
        name: `daily reminder check of ${postgres.subscriptions}, ${check} check: PostgreSQL <= ${REMINDER_CHECK_RATIO}x SQLite`,
        met: r <= REMINDER_CHECK_RATIO,
        detail: `${r}x (${postgres[key]} / ${sqlite[key]} ms)`,
      });
    }
  }
  return targets;
}
