#!/usr/bin/env node
// The programs the tests drive besides Node.js, each with the Debian package that has it: the
// one list `pnpm test` (scripts/run-tests.mjs), `pnpm bench` and `.ci/run` check.
//
// Before a test runs, each missing tool is installed when we are root on a machine with
// apt-get, without starting its service (nginx and postgresql start one when installed; the
// tests start their own); otherwise one line per missing tool names its package, and the run
// stops with a non-zero exit. A test never skips because a tool is missing.
//
//   node scripts/test-tools.mjs    -> makes sure of every tool (what .ci/run calls)
//
// SUBTRACK_TEST_TOOLS_HIDDEN=nginx,postgresql (Debian package names) makes the check treat
// those tools as missing and never install them: how a test sees what a machine without
// them is told.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPostgresBinaries } from './postgres-test-cluster.mjs';

/** The helper every PostgreSQL test file imports; such a file needs a PostgreSQL server. */
export const POSTGRES_HELPER = 'test-support/postgres-test-database';

/** True when a test file at `file` with the text `text` needs a PostgreSQL server. */
export const usesPostgres = (_file, text) => text.includes(POSTGRES_HELPER);

/** Files whose path contains one of `parts`. */
const inPaths =
  (...parts) =>
  (file) =>
    parts.some((part) => file.includes(part));

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first of `paths`, then of `commands` on PATH, that can be run; null when none. */
function lookUp({ paths = [], commands = [] }, env) {
  const found = paths.find(isExecutable);
  if (found) return found;
  const dirs = (env.PATH ?? '').split(':').filter(Boolean);
  for (const command of commands) {
    const dir = dirs.find((d) => isExecutable(join(d, command)));
    if (dir) return join(dir, command);
  }
  return null;
}

/**
 * Every tool: its name, its Debian package, how it is found (where the tests look for it),
 * what it is for, and which test files need it (by their path or text).
 */
export const TEST_TOOLS = [
  {
    name: 'chromium',
    debianPackage: 'chromium',
    find: (env) => lookUp({ paths: ['/usr/bin/chromium'] }, env),
    neededFor: 'the browser tests and the /docs page test',
    neededBy: inPaths('e2e/web/', 'docs-page-chromium'),
  },
  {
    name: 'curl',
    debianPackage: 'curl',
    find: (env) => lookUp({ commands: ['curl'] }, env),
    neededFor: "the README's walkthrough",
    neededBy: inPaths('readme-walkthrough'),
  },
  {
    name: 'nginx',
    debianPackage: 'nginx',
    // Debian puts it in /usr/sbin, often off a user's PATH.
    find: (env) =>
      lookUp({ paths: ['/usr/sbin/nginx', '/usr/bin/nginx'], commands: ['nginx'] }, env),
    neededFor: 'the reverse-proxy and several-processes tests',
    neededBy: inPaths('e2e/proxy/reverse-proxy', 'e2e/multi-process/'),
  },
  {
    name: 'openssl',
    debianPackage: 'openssl',
    find: (env) => lookUp({ commands: ['openssl'] }, env),
    neededFor: "the reverse-proxy tests' certificates",
    neededBy: inPaths('e2e/proxy/reverse-proxy', 'e2e/multi-process/'),
  },
  {
    name: 'systemd-analyze',
    debianPackage: 'systemd',
    find: (env) => lookUp({ commands: ['systemd-analyze'] }, env),
    neededFor: 'the check of the systemd unit in docs/deploy',
    neededBy: inPaths('e2e/proxy/systemd-unit'),
  },
  {
    name: 'python3',
    debianPackage: 'python3',
    find: (env) => lookUp({ commands: ['python3'] }, env),
    neededFor: 'the test of a client that sends a whole oversized body before reading',
    neededBy: inPaths('request/oversized-body'),
  },
  {
    name: 'PostgreSQL (initdb, pg_ctl)',
    debianPackage: 'postgresql',
    find: () => findPostgresBinaries(),
    neededFor: 'the PostgreSQL tests (or set SUBTRACK_TEST_DATABASE_URL to a server)',
    neededBy: usesPostgres,
    // A server given by URL needs no local binaries.
    unneeded: (env) => Boolean(env.SUBTRACK_TEST_DATABASE_URL),
  },
];

const hiddenIn = (env) =>
  new Set((env.SUBTRACK_TEST_TOOLS_HIDDEN ?? '').split(',').filter(Boolean));

/** Where `tool` is, or null when it is missing (or hidden). */
export function findTool(tool, env = process.env) {
  if (hiddenIn(env).has(tool.debianPackage)) return null;
  return tool.find(env);
}

/** The tools the test files need: `files` as `[path, text]` pairs; all of them when null. */
export function toolsNeededBy(files, env = process.env) {
  return TEST_TOOLS.filter(
    (tool) =>
      !tool.unneeded?.(env) &&
      (files === null || files.some(([file, text]) => tool.neededBy(file, text))),
  );
}

/** The line that says a tool is missing, naming its Debian package. */
export const missingLine = (tool) =>
  `${tool.name} is missing, for ${tool.neededFor}: install the Debian package ` +
  `${tool.debianPackage} (apt-get install ${tool.debianPackage})`;

const POLICY = '/usr/sbin/policy-rc.d';

/** apt-get installs `packages` (as root); no service starts meanwhile (policy-rc.d). */
function install(packages, log) {
  log(`installing ${packages.join(' ')} for the tests (apt-get, no service started)...`);
  const ownPolicy = !existsSync(POLICY);
  if (ownPolicy) writeFileSync(POLICY, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
    spawnSync('apt-get', ['update', '-qq'], quiet);
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
      ...quiet,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } finally {
    if (ownPolicy) rmSync(POLICY, { force: true });
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Makes sure `tools` are there: installs the missing ones as root with apt-get, else (or
 * when that fails) writes one line per missing tool with `log`. Answers whether all are there.
 */
export function ensureTools(tools, { env = process.env, log = console.error } = {}) {
  const missing = () => tools.filter((tool) => findTool(tool, env) === null);
  const hidden = hiddenIn(env);
  const installable = missing().filter((tool) => !hidden.has(tool.debianPackage));
  if (installable.length > 0 && isRoot() && lookUp({ commands: ['apt-get'] }, env)) {
    install([...new Set(installable.map((tool) => tool.debianPackage))], log);
  }
  const still = missing();
  for (const tool of still) log(missingLine(tool));
  return still.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureTools(toolsNeededBy(null))) process.exit(1);
}
