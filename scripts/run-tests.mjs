#!/usr/bin/env node
// Runs every *.test.ts of the workspace with node:test (through tsx) under c8.
// Node 20's --test does not expand globs, so the file list is built here.
// Coverage: the whole workspace is reported; packages/domain must keep 95% lines, branches and
// functions (domain-coverage.mjs).
// Before anything runs, the programs the selected tests drive (nginx, chromium...) are made
// sure of (test-tools.mjs): installed as root, else named, one line each, and the run stops.
// D44: when a selected test needs PostgreSQL and SUBTRACK_TEST_DATABASE_URL is not set, one
// throwaway cluster is started for the whole run and stopped at the end (also on failure
// and Ctrl+C); every test file makes its own database on it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DOMAIN_FLOOR, domainCoverage } from './domain-coverage.mjs';
import { startCluster, stopCluster } from './postgres-test-cluster.mjs';
import { ensureTools, toolsNeededBy, usesPostgres } from './test-tools.mjs';
import { planTestUnits, writeTestUnits } from './test-units.mjs';

const roots = ['packages', 'e2e', 'bench', 'scripts'];
const only = process.argv.slice(2);

function findTests(dir, out) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) findTests(path, out);
    else if (entry.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const files = roots
  .flatMap((root) => findTests(root, []))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();
const texts = files.map((file) => [file, readFileSync(file, 'utf8')]);
if (!ensureTools(toolsNeededBy(texts))) process.exit(1);

// A folder of this run's own, so two runs of one checkout never share their files.
mkdirSync('.tmp', { recursive: true });
const runDir = mkdtempSync(resolve('.tmp/test-run-'));
// Several package test files to a process, the longest-looking first (see test-units.mjs).
const units = writeTestUnits(planTestUnits(files), runDir);
// Issue 25: the tests' server processes run the command line's bundle (what `pnpm start`
// runs), built once here from the sources, instead of each loading the TypeScript through
// tsx (see packages/cli-seed/src/testing/server-process.ts). It is written inside the
// command line's package, as `pnpm start`'s is, so that what it loads from disk at run time
// (the web package's assets) resolves through that package's own dependencies.
mkdirSync('packages/cli-seed/.tmp', { recursive: true });
const bundleDir = mkdtempSync(resolve('packages/cli-seed/.tmp/test-bundle-'));
const removeRunFolders = () => {
  rmSync(runDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
};
const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-cli.ts', bundleDir], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  removeRunFolders();
  process.exit(build.status ?? 1);
}

const c8 = [
  'exec',
  'c8',
  '--reporter=text-summary',
  '--reporter=json-summary',
  '--exclude=**/*.test.ts',
  '--exclude=**/node_modules/**',
  '--exclude=**/dist/**',
  '--exclude=bench/**',
  '--exclude=scripts/**',
  '--exclude=e2e/**',
  '--exclude=**/.tmp/**',
];
const needsPostgres = texts.some(([file, text]) => usesPostgres(file, text));
const env = {
  ...process.env,
  NODE_ENV: 'test',
  SUBTRACK_TEST_CLI_BUNDLE: join(bundleDir, 'subtrack.mjs'),
};
let cluster = null;
if (needsPostgres && !env.SUBTRACK_TEST_DATABASE_URL) {
  try {
    cluster = await startCluster();
    env.SUBTRACK_TEST_DATABASE_URL = cluster.url;
  } catch (error) {
    // The tests that need it run anyway and fail, each saying how to get PostgreSQL.
    console.error(error.message);
  }
}
const stop = () => {
  if (cluster !== null) stopCluster(cluster.dir);
  cluster = null;
  removeRunFolders();
};
process.on('exit', stop);

const child = spawn(
  'pnpm',
  [
    ...c8,
    'node',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=2',
    ...units,
  ],
  { stdio: 'inherit', env },
);
// Ctrl+C reaches the test processes too (one process group); wait for them, then stop.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
const status = await new Promise((resolve) =>
  child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
);
stop();
if (status !== 0) process.exit(status);
if (only.length > 0) process.exit(0);

const coverage = domainCoverage(
  JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8')),
  process.cwd(),
);
const under = Object.entries(coverage).filter(([, kind]) => kind.under);
console.log(
  `packages/domain coverage: ${Object.entries(coverage)
    .map(([kind, { pct }]) => `${kind} ${pct.toFixed(2)} %`)
    .join(', ')} (at least ${DOMAIN_FLOOR} % each)`,
);
for (const [kind, { pct, covered, total }] of under) {
  console.error(
    `packages/domain: ${kind} coverage ${pct.toFixed(2)} % (${covered} of ${total}) is under ${DOMAIN_FLOOR} %`,
  );
}
process.exit(under.length === 0 ? 0 : 1);
