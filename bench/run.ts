/**
 * `pnpm bench` (issue 7): seeds databases of 1k, 10k and 100k subscriptions, starts the
 * real `serve` process and a bare floor server on the same file, drives both over
 * 127.0.0.1 with autocannon, and prints req/s, p50, p99, the ratio to the floor, analytics
 * time against a plain SELECT of the same rows, and the server's peak RSS.
 * `--quick` (tiny sizes, one second a workload) keeps it from rotting in CI; nothing here
 * asserts speed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { freePort, type RunningServer, startServer } from '../scripts/lib/server-process.js';
import { type LoadFigures, medianMs, runLoad, type Workload } from './load.js';
import { type BenchResults, printReport, saveReport } from './report.js';
import { type SeededDatabase, seedDatabase } from './seed.js';

const quick = process.argv.includes('--quick');
const sizes = quick ? [200, 1_000] : [1_000, 10_000, 100_000];
const durationSeconds = quick ? 1 : 5;
const connections = 16;
const analyticsSamples = quick ? 3 : 15;
const root = resolve(import.meta.dirname, '..');

function httpWorkloads(seeded: SeededDatabase): Workload[] {
  const ids = seeded.ids.slice(0, 200);
  const one = ids.map((id) => `/api/v1/subscriptions/${id}`);
  const nextDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: 'GET one', paths: one, floor: 'GET one' },
    { name: 'GET list', paths: ['/api/v1/subscriptions?limit=50&status=active&sort=nextPaymentDate'], floor: 'GET list' },
    { name: 'GET list q', paths: ['/api/v1/subscriptions?limit=50&q=net'] },
    {
      name: 'POST create',
      method: 'POST',
      paths: ['/api/v1/subscriptions'],
      body: JSON.stringify({ name: 'Bench', category: 'Bench', amount: 9.99, currency: 'USD', period: 'monthly', nextPaymentDate: nextDate }),
    },
    { name: 'PATCH', method: 'PATCH', paths: one, body: JSON.stringify({ notificationEnabled: true }) },
    { name: 'GET /healthz', paths: ['/healthz'] },
  ];
}

async function startBoth(seeded: SeededDatabase): Promise<{ service: RunningServer; floor: RunningServer }> {
  const servicePort = await freePort();
  const service = await startServer({
    script: join(root, 'packages/cli-seed/src/main.ts'),
    args: ['serve', '--db', seeded.file, '--port', String(servicePort), '--host', '127.0.0.1',
      '--rate-limit-per-hour', '1000000000', '--reminder-interval-seconds', '86400'],
    port: servicePort,
    readyPath: '/healthz',
  });
  const floorPort = await freePort();
  const floor = await startServer({ script: join(root, 'bench/floor-server.ts'), args: [seeded.file, String(floorPort)], port: floorPort, readyPath: '/healthz' });
  return { service, floor };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-bench-'));
  const results: BenchResults = { quick, connections, durationSeconds, sizes: [], startedAt: new Date().toISOString() };
  try {
    for (const size of sizes) {
      process.stderr.write(`seeding ${size} subscriptions...\n`);
      const seeded = seedDatabase(join(dir, `bench-${size}.sqlite`), size);
      const { service, floor } = await startBoth(seeded);
      const load = (baseUrl: string, workload: Workload): Promise<LoadFigures> =>
        runLoad({ baseUrl, workload, token: seeded.key, connections, durationSeconds });
      const http: BenchResults['sizes'][number]['http'] = [];
      for (const workload of httpWorkloads(seeded)) {
        process.stderr.write(`  ${size}: ${workload.name}\n`);
        const figures = await load(service.baseUrl, workload);
        const floorFigures = workload.floor ? await load(floor.baseUrl, { ...workload, name: `floor ${workload.name}` }) : null;
        http.push({ workload: workload.name, ...figures, floorRequestsPerSecond: floorFigures?.requestsPerSecond ?? null });
      }
      const reader = new Database(seeded.file, { readonly: true });
      const select = reader.prepare('SELECT * FROM subscriptions WHERE account_id = ?');
      const selectMs = await medianMs(analyticsSamples, () => select.all(seeded.accountId));
      reader.close();
      const analytics: BenchResults['sizes'][number]['analytics'] = [];
      for (const path of ['/api/v1/analytics/summary', '/api/v1/analytics/duplicates', '/api/v1/analytics/optimizations']) {
        const ms = await medianMs(analyticsSamples, async () => {
          const response = await fetch(service.baseUrl + path, { headers: { authorization: `Bearer ${seeded.key}` } });
          if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
          await response.arrayBuffer();
        });
        analytics.push({ endpoint: path.replace('/api/v1/analytics/', ''), medianMs: ms, selectMs });
      }
      results.sizes.push({ size, http, analytics, peakRssMb: service.peakRssMb() });
      await Promise.all([service.stop(), floor.stop()]);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printReport(results);
  saveReport(results, root);
}

await main();
