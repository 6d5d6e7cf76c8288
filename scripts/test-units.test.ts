/**
 * Issue 25: `pnpm test` runs package test files several to a process. No file may be lost or
 * run twice, and a file in a shared process must behave as it did alone: its hooks its own,
 * its failure reported under its name and failing the run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  BATCH_SIZE,
  BROWSER_BATCH_SIZE,
  planTestUnits as plan,
  weightOf,
  writeTestUnits,
} from './test-units.mjs';

describe('the processes of a test run', () => {
  const browserFiles = Array.from({ length: 9 }, (_, i) => `e2e/web/b${i}.test.ts`);
  const files = [
    'e2e/load.test.ts',
    'e2e/crash.test.ts',
    'e2e/web/look.test.ts',
    ...browserFiles,
    ...Array.from({ length: 30 }, (_, i) => `packages/domain/src/f${i}.test.ts`),
    'packages/web/src/a.test.ts',
    'packages/web/src/b.test.ts',
    'scripts/x.test.ts',
  ];
  const size = (file: string) =>
    ({ 'e2e/web/look.test.ts': 900, 'e2e/load.test.ts': 2_000, 'e2e/crash.test.ts': 50 })[file] ??
    100;

  it('holds every file exactly once', () => {
    assert.deepEqual(plan(files, size).flat().sort(), [...files].sort());
  });

  it('gives each end-to-end file a process, and deals the browser files evenly over a few', () => {
    const units = plan(files, size);
    const browserUnits = units.filter((unit) => unit[0]!.startsWith('e2e/web/'));
    assert.equal(browserUnits.length, Math.ceil(10 / BROWSER_BATCH_SIZE));
    assert.ok(browserUnits.every((unit) => unit.every((file) => file.startsWith('e2e/web/'))));
    // look (900) alone weighs more than any three others (100 each): it gets a process to itself.
    assert.deepEqual(browserUnits[0], ['e2e/web/look.test.ts']);
    assert.deepEqual(
      browserUnits.slice(1).map((unit) => unit.length),
      [5, 4],
    );
    assert.deepEqual(units[0], ['e2e/load.test.ts']);
    assert.ok(units.some((unit) => unit.length === 1 && unit[0] === 'e2e/crash.test.ts'));
  });

  it('batches a package at most BATCH_SIZE to one process', () => {
    const units = plan(files, size).filter(
      (unit) => unit[0]!.startsWith('packages/') || unit[0]!.startsWith('scripts/'),
    );
    for (const unit of units) {
      assert.ok(unit.length <= BATCH_SIZE);
      assert.equal(new Set(unit.map((file) => file.split('/').slice(0, 2).join('/'))).size, 1);
    }
    assert.equal(units.length, Math.ceil(30 / BATCH_SIZE) + 1 + 1, 'domain 30, web, scripts');
  });

  it('weighs a file that gives itself a long timeout above any larger file', () => {
    const long = "describe('a mixed load', { timeout: 900_000 }, () => {});";
    const large = `describe('screens', () => {${' '.repeat(100_000)}});`;
    assert.ok(weightOf(long) > weightOf(large));
    assert.ok(weightOf(`${large} `) > weightOf(large), 'then the larger first');
  });

  it('starts the larger batches first', () => {
    const sizes = plan(files, size)
      .filter((unit) => !unit[0]!.startsWith('e2e/'))
      .map((unit) => unit.length);
    assert.deepEqual(
      sizes,
      [...sizes].sort((a, b) => b - a),
    );
  });

  it('keeps each file’s hooks its own and reports a failure under its file, failing the run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'subtrack-units-'));
    try {
      const log = join(dir, 'log');
      const file = (name: string, body: string) => {
        writeFileSync(
          join(dir, name),
          `import { appendFileSync } from 'node:fs';\nimport { after, before, test } from 'node:test';\n` +
            `const note = (text) => appendFileSync(${JSON.stringify(log)}, text + '\\n');\n${body}\n`,
        );
        return join(dir, name);
      };
      const first = file(
        'first.test.mjs',
        `before(() => note('first before'));\nafter(() => note('first after'));\n` +
          `await new Promise((resolve) => setTimeout(resolve, 20));\ntest('one', () => note('first test'));`,
      );
      const second = file(
        'second.test.mjs',
        `before(() => note('second before'));\ntest('breaks', () => { throw new Error('boom'); });`,
      );
      const [unit] = writeTestUnits([[first, second]], dir);
      // A run of its own: without the variable that makes node:test report to this test.
      const { NODE_TEST_CONTEXT: _parent, ...env } = process.env;
      const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', unit!], {
        encoding: 'utf8',
        env,
      });
      assert.equal(run.status, 1, 'the failing file fails the run');
      assert.match(run.stdout, new RegExp(`not ok \\d+ - ${second.replace(/[/.]/g, '\\$&')}`));
      assert.match(run.stdout, new RegExp(`\\nok \\d+ - ${first.replace(/[/.]/g, '\\$&')}`));
      assert.deepEqual(readFileSync(log, 'utf8').trim().split('\n'), [
        'first before',
        'first test',
        'first after',
        'second before',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
