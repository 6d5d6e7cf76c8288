/**
 * Issue 11: the web pages against the API answers they are built from, on the same data:
 * the dashboard against `GET /api/v1/analytics/summary` (target <= 1.5x) and a page of
 * the subscriptions list against `GET /api/v1/subscriptions` of the same page (<= 2x).
 * Timed like the analytics: sequential requests, median wall time and server CPU.
 */
import { medianMs } from './load.js';
import type { Target } from './measure.js';
import type { BenchOptions } from './options.js';
import { processCpuMicros } from './process-cpu.js';
import type { SeededDatabase } from './seed.js';

const LIST_QUERY = 'limit=50&status=active&sort=nextPaymentDate';

/** Each page, the API answer it is compared with and the bound on the ratio. */
export const PAGE_PAIRS = [
  {
    page: 'web dashboard /',
    path: '/',
    api: 'GET /api/v1/analytics/summary',
    apiPath: '/api/v1/analytics/summary',
    maxRatio: 1.5,
  },
  {
    page: 'web /subscriptions page',
    path: `/subscriptions?${LIST_QUERY}`,
    api: 'GET /api/v1/subscriptions page',
    apiPath: `/api/v1/subscriptions?${LIST_QUERY}`,
    maxRatio: 2,
  },
] as const;

/** One page's figures beside its API answer's. */
export interface PageFigures {
  page: string;
  medianMs: number;
  cpuMsPerRequest: number | null;
  api: string;
  apiMedianMs: number;
  apiCpuMsPerRequest: number | null;
  maxRatio: number;
}

const cookiePair = (response: Response, name: string): string => {
  const found = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
  if (!found) throw new Error(`no ${name} cookie from ${response.url}: ${response.status}`);
  return found;
};

/**
 * `fetch`, tried once more when the connection fails: after the analytics of a large
 * database the server may have closed an idle keep-alive connection that undici still
 * holds (see `measure.ts`), and the first request on it fails without reaching the server.
 */
async function fetchAgainOnce(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

/**
 * Signs in over HTTP as a browser would: opens the one-time sign-in link (which sets the
 * pre-session CSRF cookie and shows its token), presses "Sign in", keeps the session cookie.
 */
export async function signInOverHttp(baseUrl: string, signInPath: string): Promise<string> {
  const page = await fetchAgainOnce(baseUrl + signInPath);
  const csrfCookie = cookiePair(page, 'subtrack_csrf');
  const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!token) throw new Error('the sign-in link page has no CSRF token');
  const signedIn = await fetchAgainOnce(baseUrl + signInPath, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      cookie: csrfCookie,
      origin: baseUrl,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ _csrf: token }).toString(),
  });
  return cookiePair(signedIn, 'subtrack_session');
}

const WARM_UP_REQUESTS = 200;

/** Median wall time and server CPU of sequential GETs of `url`, after a warm-up. */
export async function timed(
  options: BenchOptions,
  pid: number | undefined,
  url: string,
  headers: Record<string, string>,
): Promise<{ medianMs: number; cpuMsPerRequest: number | null }> {
  // Pages are cheap next to analytics: more samples keep the median steady.
  const samples = options.analyticsSamples * 3;
  // Warmed up first, as the HTTP workloads are: the first requests of a route run its code
  // before V8 has optimised it, and a median of 33 would still count some of them.
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const response = await fetchAgainOnce(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
  }
  const before = processCpuMicros(pid);
  const ms = await medianMs(samples, async () => {
    const response = await fetchAgainOnce(url, { headers, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  });
  const after = processCpuMicros(pid);
  const cpu =
    before === null || after === null
      ? null
      : Math.round((after - before) / (samples + 1) / 10) / 100;
  return { medianMs: ms, cpuMsPerRequest: cpu };
}

/** Times every page of {@link PAGE_PAIRS} and its API answer on one seeded database. */
export async function measurePages(
  options: BenchOptions,
  seeded: SeededDatabase,
  service: Target,
  sessionCookie: string,
): Promise<PageFigures[]> {
  const figures: PageFigures[] = [];
  for (const pair of PAGE_PAIRS) {
    const api = await timed(options, service.pid, service.baseUrl + pair.apiPath, {
      authorization: `Bearer ${seeded.key}`,
    });
    const page = await timed(options, service.pid, service.baseUrl + pair.path, {
      cookie: sessionCookie,
    });
    figures.push({
      page: pair.page,
      ...page,
      api: pair.api,
      apiMedianMs: api.medianMs,
      apiCpuMsPerRequest: api.cpuMsPerRequest,
      maxRatio: pair.maxRatio,
    });
  }
  return figures;
}
