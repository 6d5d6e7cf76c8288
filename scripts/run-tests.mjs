#!/usr/bin/env node
// Runs every *.test.ts of the workspace with node:test (through tsx) under c8.
// Node 20's --test does not expand globs, so the file list is built here.
// Coverage: the whole workspace is reported; packages/domain must keep 95% lines and branches.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
];
const run = spawnSync(
  'pnpm',
  [
    ...c8,
    'node',
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-concurrency=2',
    ...files,
  ],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
);
if (run.status !== 0) process.exit(run.status ?? 1);
if (only.length > 0) process.exit(0);

// D: the domain is the product's rulebook; its coverage floor is stricter than the rest.
const check = spawnSync(
  'pnpm',
  [
    'exec',
    'c8',
    'check-coverage',
    '--lines=95',
    '--branches=95',
    '--functions=95',
    '--include=packages/domain/src/**',
    '--exclude=**/*.test.ts',
    '--exclude=packages/domain/src/testing/**',
  ],
  { stdio: 'inherit' },
);
process.exit(check.status ?? 1);
