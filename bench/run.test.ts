// `pnpm bench` that ends early, by a failed measurement or by Ctrl+C, keeps the tables it
// measured on the screen and leaves no process it started running.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { type CliRun, collect, MAIN_PATH } from '../packages/cli-seed/src/testing/cli-process.js';
import { descendantsOf } from './leftovers.js';

const ROOT = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'subtrack-bench-test-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A `serve` for BENCH_BUNDLE whose first start is the real one and whose later starts say
 * they listen on a port where nothing does: the run fails at its second size.
 */
function serveThatFailsAfterItsFirstStart(): string {
  const file = join(dir, 'serve-once.ts');
  // An ES module (top-level await), though outside the workspace.
  writeFileSync(join(dir, 'package.json'), '{"type": "module"}');
  const real = process.env['SUBTRACK_TEST_CLI_BUNDLE'] ?? MAIN_PATH;
  const starts = join(dir, 'starts');
  writeFileSync(
    file,
    [
      "import { appendFileSync, readFileSync } from 'node:fs';",
      `appendFileSync(${JSON.stringify(starts)}, 'x');`,
      `if (readFileSync(${JSON.stringify(starts)}, 'utf8').length === 1) await import(${JSON.stringify(real)});`,
      "else { console.log('listening on http://127.0.0.1:9'); setInterval(() => {}, 1000); }",
    ].join('\n'),
  );
  return file;
}

/** Is `pid` still a live process (not gone, not a zombie waiting to be reaped)? */
function alive(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

interface BenchRun {
  child: ChildProcess;
  /** Every process seen below the benchmark while it ran. */
  started: Set<number>;
  exited: Promise<CliRun>;
}

/** `pnpm bench` on two tiny sizes, one workload, no PostgreSQL rows. */
function bench(env: Record<string, string> = {}): BenchRun {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/run.ts',
      '--quick',
      '--sizes=20,30',
      '--only=GET one',
      '--no-postgres',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const started = new Set<number>();
  const watch = setInterval(() => {
    for (const pid of descendantsOf(child.pid!)) started.add(pid);
  }, 50);
  const exited = collect(child);
  void exited.finally(() => clearInterval(watch));
  return { child, started, exited };
}

/** Resolves once the benchmark has written `text` on stderr (its progress lines). */
function progressed(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) resolve();
    });
    child.once('close', () => reject(new Error(`ended before "${text}": ${seen}`)));
  });
}

/** The servers the benchmark started that still run (after a moment for the last signals). */
async function stillRunning(run: BenchRun): Promise<number[]> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return [...run.started].filter(alive);
}

describe('pnpm bench that ends early', { timeout: 180_000 }, () => {
  it('prints the tables measured before a failure, exits 1 and leaves no process running', async () => {
    const run = bench({ BENCH_BUNDLE: serveThatFailsAfterItsFirstStart() });
    const { status, stdout, stderr } = await run.exited;
    // The real serve and the floor of size 20, the idle serve and the floor of size 30.
    assert.ok(run.started.size >= 4, `saw ${[...run.started].join(', ')}`);
    assert.deepEqual(await stillRunning(run), []);
    assert.equal(status, 1, stderr);
    assert.match(stdout, /^\| 20 \| GET one \| \d+/m);
    assert.match(stdout, /^\| 20 \| summary \| /m);
    assert.doesNotMatch(stdout, /^\| 30 \|/m);
    assert.match(stderr, /pnpm bench failed: .*fetch failed/);
  });

  it('stops every server it started when interrupted with Ctrl+C (SIGINT)', async () => {
    const run = bench({ BENCH_BUNDLE: process.env['SUBTRACK_TEST_CLI_BUNDLE'] ?? MAIN_PATH });
    await progressed(run.child, '20: GET one');
    // Only the benchmark gets the signal, as when it runs in the background.
    run.child.kill('SIGINT');
    const { status, stderr } = await run.exited;
    assert.ok(run.started.size >= 2, `saw ${[...run.started].join(', ')}`);
    assert.deepEqual(await stillRunning(run), []);
    assert.equal(status, 130, stderr);
  });
});
