/** Measures one workload on the service (and its floor) and the analytics endpoints. */
import Database from 'better-sqlite3';
import { type LoadFigures, medianMs, runLoad, type Workload } from './load.js';
import type { BenchOptions } from './options.js';
import { processCpuMicros } from './process-cpu.js';
import type { SeededDatabase } from './seed.js';

/** A server under load: where to send requests and which process to cost. */
export interface Target {
  baseUrl: string;
  pid: number | undefined;
  /** CPU time of the database server behind it so far, in µs (PostgreSQL: issue 34). */
  databaseCpuMicros?: () => number | null;
}

/** One round's figures plus the server's CPU time per request (null off Linux). */
export interface RoundFigures extends LoadFigures {
  cpuMicrosPerRequest: number | null;
  /** The database server's CPU time per request, when the target names one. */
  databaseCpuMicrosPerRequest?: number | null;
}

/** The service's figures for one workload and, when it has one, the floor's. */
export interface WorkloadFigures {
  service: RoundFigures;
  floor: RoundFigures | null;
}

const fastest = (rounds: RoundFigures[]): RoundFigures =>
  rounds.reduce((best, round) => (round.requestsPerSecond > best.requestsPerSecond ? round : best));

const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0
    ? null
    : Math.round((after - before) / requests);

/**
 * Warms both servers up, then runs `options.rounds` rounds, alternating service and floor
 * so a slow spell of the machine hits both, and keeps each side's fastest round: other
 * processes on the machine can only slow a round down, never speed it up.
 */
export async function measureWorkload(
  options: BenchOptions,
  seeded: SeededDatabase,
  workload: Workload,
  service: Target,
  floor: Target | null,
): Promise<WorkloadFigures> {
  const [first, second] = await measureSideBySide(
    options,
    seeded,
    workload,
    floor ? [service, floor] : [service],
  );
  return { service: first!, floor: second ?? null };
}

/** {@link measureWorkload} for any number of targets, rounds alternating between them all. */
export async function measureSideBySide(
  options: BenchOptions,
  seeded: SeededDatabase,
  workload: Workload,
  targets: readonly Target[],
): Promise<RoundFigures[]> {
  const load = (target: Target, amount?: number) =>
    runLoad({
      baseUrl: target.baseUrl,
      workload,
      token: seeded.key,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      ...(amount === undefined ? {} : { amount }),
    });
  const round = async (target: Target): Promise<RoundFigures> => {
    const before = processCpuMicros(target.pid);
    const databaseBefore = target.databaseCpuMicros?.() ?? null;
    const figures = await load(target);
    const after = processCpuMicros(target.pid);
    const databaseAfter = target.databaseCpuMicros?.() ?? null;
    return {
      ...figures,
      cpuMicrosPerRequest: perRequest(before, after, figures.requests),
      ...(target.databaseCpuMicros
        ? {
            databaseCpuMicrosPerRequest: perRequest(
              databaseBefore,
              databaseAfter,
              figures.requests,
            ),
          }
        : {}),
    };
  };
  for (const target of targets) await load(target, options.warmupRequests);
  const rounds: RoundFigures[][] = targets.map(() => []);
  for (let i = 0; i < options.rounds; i++) {
    for (const [n, target] of targets.entries()) rounds[n]!.push(await round(target));
  }
  return rounds.map(fastest);
}

/** One analytics endpoint's median time next to the median time of a plain SELECT of the rows. */
export interface AnalyticsFigures {
  endpoint: string;
  medianMs: number;
  selectMs: number;
  /** The server's CPU time (user + system) per request, in ms; null off Linux. */
  cpuMsPerRequest?: number | null;
}

export const ANALYTICS_ENDPOINTS = ['summary', 'duplicates', 'optimizations'] as const;

/**
 * Times each analytics endpoint with sequential requests (one at a time: this is the cost
 * of the computation, not of queuing) and, for comparison, the least any implementation
 * must do: read the same account's rows with one `SELECT` through better-sqlite3.
 */
export async function measureAnalytics(
  options: BenchOptions,
  seeded: SeededDatabase,
  service: Target,
): Promise<AnalyticsFigures[]> {
  const figures: Array<Omit<AnalyticsFigures, 'selectMs'>> = [];
  for (const endpoint of ANALYTICS_ENDPOINTS) {
    const url = `${service.baseUrl}/api/v1/analytics/${endpoint}`;
    const before = processCpuMicros(service.pid);
    const ms = await medianMs(options.analyticsSamples, async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${seeded.key}` } });
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    });
    const after = processCpuMicros(service.pid);
    // Steadier than wall time on a shared machine: other processes do not add to it.
    const cpuMsPerRequest =
      before === null || after === null
        ? null
        : Math.round((after - before) / options.analyticsSamples / 10) / 100;
    figures.push({ endpoint, medianMs: ms, cpuMsPerRequest });
  }
  // After the requests: on 100k rows these SELECTs take longer than the server's keep-alive
  // timeout, and undici would then reuse a connection the server has just closed.
  const reader = new Database(seeded.file, { readonly: true });
  const select = reader.prepare('SELECT * FROM subscriptions WHERE account_id = ?');
  const selectMs = await medianMs(options.analyticsSamples, () => select.all(seeded.accountId));
  reader.close();
  return figures.map((figure) => ({ ...figure, selectMs }));
}
