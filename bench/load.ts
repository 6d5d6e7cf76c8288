/** Drives one workload with autocannon and reduces its result to the figures we print. */
import autocannon from 'autocannon';

export interface Workload {
  name: string;
  method?: 'GET' | 'POST' | 'PATCH';
  /** Paths are rotated through, one per request, so a cache of one row cannot flatter. */
  paths: string[];
  /** JSON bodies, rotated through like the paths. */
  bodies?: string[];
  /** True when the bare floor server does the same work (GET one, GET list, /healthz). */
  floor?: boolean;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

/** Runs `workload` against `baseUrl` for `durationSeconds`, or for `amount` requests when given. */
export async function runLoad(options: {
  baseUrl: string;
  workload: Workload;
  token: string;
  connections: number;
  durationSeconds: number;
  amount?: number;
}): Promise<LoadFigures> {
  const { workload } = options;
  const bodies = workload.bodies;
  let next = 0;
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    ...(options.amount === undefined
      ? { duration: options.durationSeconds }
      : { amount: options.amount }),
    requests: [
      {
        method: workload.method ?? 'GET',
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(bodies ? { 'content-type': 'application/json' } : {}),
        },
        setupRequest: (request) => {
          const turn = next++;
          request.path = workload.paths[turn % workload.paths.length]!;
          if (bodies) request.body = bodies[turn % bodies.length]!;
          return request;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Median wall time, in ms, of `times` sequential calls of `work` (after one warm-up). */
export async function medianMs(
  times: number,
  work: () => Promise<unknown> | unknown,
): Promise<number> {
  await work();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)]! * 100) / 100;
}
