#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the tests (D44): initdb on a temporary folder, one
// server on 127.0.0.1 and a free port, its unix socket inside that folder, fsync off (the
// data dies with the run), stopped and removed at the end. `pnpm bench` asks for a durable
// one instead (fsync and synchronous commit on, PostgreSQL's production defaults), so its
// figures include what a commit costs on a real server.
//
//   node scripts/postgres-test-cluster.mjs start   -> prints `export SUBTRACK_TEST_DATABASE_URL=...`
//                                                     and `export SUBTRACK_TEST_CLUSTER_DIR=...`
//   node scripts/postgres-test-cluster.mjs stop DIR -> stops that cluster and removes DIR
//
// scripts/run-tests.mjs and .ci/run use it. Binaries: Debian's `postgresql` package puts
// them in /usr/lib/postgresql/<major>/bin (not on PATH); initdb refuses to run as root, so
// as root the cluster belongs to the `postgres` user and initdb/pg_ctl run as that user.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a developer reads when no PostgreSQL can be found or started. */
export const HOW_TO_GET_POSTGRES =
  'The PostgreSQL tests need a PostgreSQL 15 server. Install Debian\'s "postgresql" package ' +
  '(apt-get install postgresql: the tests start a throwaway cluster of their own with its ' +
  "initdb and pg_ctl), or set SUBTRACK_TEST_DATABASE_URL to a server where the URL's user " +
  'may create databases (e.g. postgres://postgres@127.0.0.1:5432/postgres).';

/** The folder holding initdb and pg_ctl: Debian's newest major first, then PATH. */
export function findPostgresBinaries() {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    // D44: the tested version first when several are installed.
    const ordered = majors.includes('15') ? ['15', ...majors.filter((m) => m !== '15')] : majors;
    for (const major of ordered) {
      const bin = join(debian, major, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
    }
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function runAsOwner(bin, args, options = {}) {
  const [command, fullArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
    : [bin, args];
  return execFileSync(command, fullArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

function ownerIds() {
  const passwd = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (passwd.status !== 0 || group.status !== 0) {
    throw new Error(`Running as root, but there is no "postgres" user. ${HOW_TO_GET_POSTGRES}`);
  }
  return { uid: Number(passwd.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/**
 * Starts a cluster; answers `{ url, dir }` (stop it with {@link stopCluster}). Throws an
 * error whose message says how to get PostgreSQL when it cannot. `durable: true` keeps
 * PostgreSQL's own defaults for fsync, synchronous_commit and full_page_writes (the tests
 * turn them off: their data dies with the run).
 */
export async function startCluster({ durable = false } = {}) {
  const bin = findPostgresBinaries();
  if (bin === null) throw new Error(`No initdb/pg_ctl found. ${HOW_TO_GET_POSTGRES}`);
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-pg-'));
  try {
    if (isRoot()) {
      const { uid, gid } = ownerIds();
      chownSync(dir, uid, gid);
    }
    const data = join(dir, 'data');
    runAsOwner(join(bin, 'initdb'), [
      '-D',
      data,
      '--auth=trust',
      '-U',
      'postgres',
      '--encoding=UTF8',
      '--locale=C',
      ...(durable ? [] : ['--no-sync']),
    ]);
    const port = await freePort();
    const serverOptions = [
      `-p ${port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${dir}'`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=300',
    ].join(' ');
    runAsOwner(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      '60',
      'start',
    ]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = error?.stderr?.toString().trim() || error?.message || String(error);
    throw new Error(`Could not start a throwaway PostgreSQL (${detail}). ${HOW_TO_GET_POSTGRES}`);
  }
}

/** Stops the cluster in `dir` at once and removes the folder; never throws. */
export function stopCluster(dir) {
  const bin = findPostgresBinaries();
  if (bin !== null && existsSync(join(dir, 'data', 'postmaster.pid'))) {
    try {
      runAsOwner(join(bin, 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already gone: nothing to stop.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, dir] = process.argv.slice(2);
  if (command === 'start') {
    try {
      const cluster = await startCluster();
      process.stdout.write(
        `export SUBTRACK_TEST_DATABASE_URL='${cluster.url}'\nexport SUBTRACK_TEST_CLUSTER_DIR='${cluster.dir}'\n`,
      );
    } catch (error) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  } else if (command === 'stop' && dir) {
    stopCluster(dir);
  } else {
    process.stderr.write('usage: node scripts/postgres-test-cluster.mjs start | stop DIR\n');
    process.exit(2);
  }
}
