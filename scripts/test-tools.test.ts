import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import {
  findTool,
  missingLine,
  POSTGRES_HELPER,
  TEST_TOOLS,
  type TestTool,
  toolsNeededBy,
} from './test-tools.mjs';

const ROOT = join(import.meta.dirname, '..');
const tool = (name: string): TestTool => TEST_TOOLS.find((t) => t.name === name)!;
const names = (tools: TestTool[]) => tools.map((t) => t.name);

/** `pnpm test PARTS` as a machine without `hidden` runs it. */
function runTests(parts: string[], hidden: string) {
  return spawnSync(process.execPath, ['scripts/run-tests.mjs', ...parts], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SUBTRACK_TEST_TOOLS_HIDDEN: hidden },
  });
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

describe('pnpm test on a machine without a tool the tests drive', () => {
  it('names the Debian package of each missing tool, one line each, and runs no test', () => {
    const run = runTests(['e2e/proxy/reverse-proxy'], 'nginx,openssl');
    assert.equal(run.status, 1);
    assert.deepEqual(run.stderr.trim().split('\n'), [
      'nginx is missing, for the reverse-proxy and several-processes tests: install the Debian package nginx (apt-get install nginx)',
      "openssl is missing, for the reverse-proxy tests' certificates: install the Debian package openssl (apt-get install openssl)",
    ]);
    assert.equal(run.stdout, '', 'nothing was built and no test ran');
  });

  it('asks only for the tools of the selected test files', () => {
    const file = (path: string, text = '') => [path, text] as const;
    assert.deepEqual(names(toolsNeededBy([file('packages/domain/src/a.test.ts')], {})), []);
    assert.deepEqual(
      names(toolsNeededBy([file('packages/cli-seed/src/readme-walkthrough.test.ts')], {})),
      ['curl'],
    );
    const postgres = [file('packages/x/src/a.test.ts', `import '../${POSTGRES_HELPER}.js';`)];
    assert.deepEqual(names(toolsNeededBy(postgres, {})), ['PostgreSQL (initdb, pg_ctl)']);
    // A server named by URL needs no local PostgreSQL.
    const given = { SUBTRACK_TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' };
    assert.deepEqual(names(toolsNeededBy(postgres, given)), []);
    assert.equal(toolsNeededBy(null, {}).length, TEST_TOOLS.length);
  });

  it('looks for a command on the PATH it is given', () => {
    assert.equal(findTool(tool('python3'), { PATH: '/nonexistent' }), null);
    assert.equal(findTool(tool('python3'), { PATH: '/usr/local/bin:/usr/bin' }) !== null, true);
  });

  it('needs each tool for at least one test file of the workspace', () => {
    const files = ['packages', 'e2e', 'bench', 'scripts']
      .flatMap((dir) => testFiles(dir))
      .map((path) => [path, readFileSync(join(ROOT, path), 'utf8')] as const);
    for (const t of TEST_TOOLS) {
      assert.ok(
        files.some(([path, text]) => t.neededBy(path, text)),
        `no test file needs ${t.name}`,
      );
    }
  });

  it('is what the README lists as prerequisites, with its message', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const start = readme.slice(0, readme.indexOf('\n## '));
    for (const t of TEST_TOOLS) assert.ok(start.includes(`\`${t.debianPackage}\``), t.name);
    assert.ok(start.includes(missingLine(tool('nginx'))));
  });
});
