/**
 * `pnpm release:check`: everything a release of the embeddable packages must pass.
 * 1. delete each package's `dist/`, as in a fresh checkout, then pack `@subtrack/i18n`,
 *    `@subtrack/domain`, `@subtrack/system-services`, `@subtrack/sql-rows`,
 *    `@subtrack/sqlite-adapter` and `@subtrack/postgres-adapter` with `pnpm pack`, as a
 *    maintainer publishes: each package's `prepack` script builds it (ESM, .d.ts, source
 *    maps), and the check fails when a tarball lacks its code (issue 25: without `prepack`,
 *    it shipped no `dist/`);
 * 2. lint each tarball with publint and with Are the Types Wrong (`attw`);
 * 3. install the tarballs into new npm projects and run the domain README's examples there
 *    and the use cases on an app's own asynchronous store
 *    (scripts/release/packed-consumers.check.ts), and check the size of a bundle that
 *    imports only `nextBillingDate`;
 * 4. generate the API reference (`pnpm docs:api`), which fails on any TypeDoc warning.
 * Exits non-zero when any step fails; prints every tool's own output.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WORKSPACE = join(import.meta.dirname, '..');
const PACKAGES = [
  'i18n',
  'domain',
  'system-services',
  'sql-rows',
  'sqlite-adapter',
  'postgres-adapter',
];
const results: { step: string; ok: boolean }[] = [];

/** Runs one step; a `quiet` step prints its last line only, or everything when it fails. */
function step(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; quiet?: boolean } = {},
): void {
  console.log(`\n== ${name}\n$ ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, {
    cwd: WORKSPACE,
    stdio: options.quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  if (options.quiet) {
    const output = `${run.stdout}${run.stderr}`.trimEnd();
    console.log(run.status === 0 ? output.split('\n').pop() : output);
  }
  results.push({ step: name, ok: run.status === 0 });
}

/** The files a tarball must hold to be usable: its entry point and its types. */
const REQUIRED_FILES = ['package/dist/index.js', 'package/dist/index.d.ts'];

/** Fails the check unless `tarball` carries the built code (`tar -t` lists its files). */
function checkTarballHoldsCode(tarball: string, file: string): void {
  const listing = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' });
  const files = new Set(listing.stdout.split('\n'));
  const missing = REQUIRED_FILES.filter((required) => !files.has(required));
  const verdict = missing.length
    ? `missing ${missing.join(', ')}: does the package's prepack script build dist/?`
    : 'ok';
  console.log(`\n== ${file} holds its code\n${verdict}`);
  results.push({ step: `${file} holds dist/`, ok: listing.status === 0 && missing.length === 0 });
}

const packed = mkdtempSync(join(tmpdir(), 'subtrack-release-'));
try {
  // A fresh checkout has no dist/: the tarball's code must come from the package's prepack.
  for (const name of PACKAGES) {
    rmSync(join(WORKSPACE, 'packages', name, 'dist'), { recursive: true, force: true });
  }
  for (const name of PACKAGES) {
    step(
      `pack ${name}`,
      'pnpm',
      ['--dir', `packages/${name}`, 'pack', '--pack-destination', packed],
      {
        quiet: true,
      },
    );
  }
  for (const file of readdirSync(packed)) {
    const tarball = join(packed, file);
    checkTarballHoldsCode(tarball, file);
    step(`publint ${file}`, 'pnpm', ['exec', 'publint', '--strict', tarball]);
    // ESM only, on purpose: CommonJS apps load it with require() (Node.js 20.19+), and
    // TypeScript's old `node10` resolution predates `exports` (docs/decisions.md).
    step(`attw ${file}`, 'pnpm', ['exec', 'attw', '--profile', 'esm-only', tarball]);
  }
  step(
    'packed packages in new npm projects',
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      'scripts/release/packed-consumers.check.ts',
    ],
    { env: { SUBTRACK_RELEASE_TARBALLS: packed } },
  );
  step('API reference (TypeDoc, warnings are errors)', 'pnpm', ['docs:api']);
} finally {
  rmSync(packed, { recursive: true, force: true });
}

console.log('\n== release:check');
for (const { step: name, ok } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
