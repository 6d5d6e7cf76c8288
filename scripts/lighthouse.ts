// `pnpm lighthouse`: Lighthouse's scores of the dashboard and the subscriptions list, on a
// phone and a desktop, on the built server (`pnpm build`'s bundle) with the demo account,
// signed in as its owner (the session cookie passed as a header). Prints performance,
// accessibility and best practices per page, and every accessibility or best-practice audit
// that did not pass; exits 1 when one of those two is below 100 (performance is a figure,
// it varies with the machine's load). Needs /usr/bin/chromium (CHROME_PATH).
//
// `--runs N` runs each page N times and reports the run of median performance, as
// Lighthouse advises on a busy machine; `--save DIR` writes that run's report as JSON there.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS, launchBrowser } from '../e2e/web/support/browser.js';
import { freePort, startServerProcess } from '../packages/cli-seed/src/testing/server-process.js';
import { buildCli } from './build-cli.js';
import { demoSignInUrl, signInAsDemoOwner } from './lib/screens.js';

const PAGES = { dashboard: '/', list: '/subscriptions' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, save: { type: 'string' } },
});

const score = (report: Result, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** Prints a run's scores, its transfer, its metrics, and the audits that kept a score down. */
function print(name: string, device: string, report: Result, performances: number[]): boolean {
  const { audits, categories } = report;
  const kb = Math.round((audits['total-byte-weight']?.numericValue ?? 0) / 1024);
  const scores = CATEGORIES.map((id) => score(report, id)).join('\t');
  console.log(`${name}\t${device}\t${scores}\t${kb} KB\t${performances.join(', ')}`);
  console.log(`  ${METRICS.map((id) => `${id} ${audits[id]?.displayValue}`).join(', ')}`);
  let below = false;
  for (const id of ['accessibility', 'best-practices']) {
    if (score(report, id) < 100) below = true;
    for (const ref of categories[id]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 1) {
        console.log(`  ${id}: ${audit?.title} (${ref.id})`);
      }
    }
  }
  return below;
}

/** Chromium with its DevTools port open for Lighthouse, in a profile of its own. */
async function startChromium(profile: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.env.CHROME_PATH ?? CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 100; tries++) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('Chromium did not open its DevTools port');
}

const dir = mkdtempSync(join(tmpdir(), 'subtrack-lighthouse-'));
const db = join(dir, 'subtrack.sqlite');
let failed = false;
try {
  const bundle = await buildCli();
  const signInUrl = await demoSignInUrl(bundle, db);
  const args = ['serve', '--db', db, '--port', '0', '--host', '127.0.0.1'];
  const server = await startServerProcess(null, args, { script: bundle });
  const chromium = await startChromium(join(dir, 'profile'));
  try {
    const signedIn = await launchBrowser({ width: 1280, colorScheme: 'light' });
    await signInAsDemoOwner(signedIn.page, server.url, signInUrl);
    const cookies = await signedIn.context.cookies(server.url);
    await signedIn.close();
    const flags: Flags = {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      extraHeaders: { Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    };
    console.log('page\tdevice\tperformance\taccessibility\tbest practices\ttransferred\truns');
    for (const [name, path] of Object.entries(PAGES)) {
      for (const device of ['phone', 'desktop'] as const) {
        const reports: Result[] = [];
        for (let run = 0; run < Number(options.runs); run++) {
          const config = device === 'desktop' ? desktopConfig : undefined;
          const report = (await lighthouse(server.url + path, flags, config))?.lhr;
          if (!report?.finalDisplayedUrl.endsWith(path)) {
            throw new Error(`${path} ended at ${report?.finalDisplayedUrl}: not signed in?`);
          }
          // A run Lighthouse could not finish scores 0: say why, so it is not read as slow.
          if (report.runtimeError) {
            console.log(`  ${name} ${device} run ${run + 1}: ${report.runtimeError.message}`);
          }
          reports.push(report);
        }
        reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
        const median = reports[Math.floor(reports.length / 2)] as Result;
        const performances = reports.map((report) => score(report, 'performance'));
        if (print(name, device, median, performances)) failed = true;
        if (options.save) {
          mkdirSync(options.save, { recursive: true });
          writeFileSync(join(options.save, `${name}-${device}.json`), JSON.stringify(median));
        }
      }
    }
  } finally {
    const exited = new Promise((resolve) => chromium.child.once('exit', resolve));
    chromium.child.kill();
    await exited;
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
