/**
 * Issue 21's PostgreSQL rows: GET one, GET list and POST on PostgreSQL against the same
 * workload on SQLite, with the PostgreSQL server's own CPU per request beside the `serve`
 * process's (issue 34); one, two and three `serve` processes on PostgreSQL behind nginx;
 * the daily reminder check of a large account on PostgreSQL (and, for scale, on SQLite);
 * issue 34's race figures (`races.ts`). Every row seeds a SQLite file and copies it with
 * `subtrack db copy` into a database of its own, so both sides hold the same rows, key and
 * ids. Figures only: nothing here asserts speed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  type ChannelSender,
  type Ports,
  type ReminderRunReport,
  runReminderCheck,
} from '@subtrack/domain';
import { createDatabaseClock, createPostgresPorts, openPostgres } from '@subtrack/postgres-adapter';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { findNginx, startNginx } from '../e2e/proxy/nginx.js';
import { selfSignedCertificate } from '../e2e/proxy/tls-certificate.js';
import { measureRaces, type RaceFigures } from '../e2e/support/api-races.js';
import { runInProcess } from '../packages/cli-seed/src/testing/cli-in-process.js';
import type { RunningServer } from '../packages/cli-seed/src/testing/server-process.js';
import { measureSideBySide, measureWorkload, type RoundFigures, type Target } from './measure.js';
import type { BenchOptions } from './options.js';
import type { BenchPostgres } from './postgres-server.js';
import { type SeededDatabase, seedDatabase } from './seed.js';
import { startService } from './servers.js';
import { httpWorkloads } from './workloads.js';

/** The workloads the issue names for the PostgreSQL rows. */
const WORKLOADS = ['GET one', 'GET list', 'POST create'];
const UPSTREAM = new URL('../docs/deploy/nginx-subtrack-upstream.conf', import.meta.url);

/** One workload measured on two sides in the same run, rounds alternating. */
export interface PairedRow {
  workload: string;
  first: RoundFigures;
  second: RoundFigures;
}

/** The daily check on one engine: the first run (claims and records) and the next (nothing new). */
export interface ReminderCheckFigures {
  engine: 'SQLite' | 'PostgreSQL';
  subscriptions: number;
  due: number;
  firstMs: number;
  againMs: number;
}

/** One workload on PostgreSQL behind one nginx, with 1, 2, 3 `serve` processes. */
export interface ProcessesRow {
  workload: string;
  /** Index 0: one process, 1: two, 2: three. */
  byProcesses: RoundFigures[];
}

export interface PostgresFigures {
  size: number;
  /** first: SQLite, second: PostgreSQL; one `serve` process each. */
  engines: PairedRow[];
  processes: ProcessesRow[];
  reminderChecks: ReminderCheckFigures[];
  races?: RaceFigures[];
}

/** How many `serve` processes the processes row puts behind nginx, side by side. */
const PROCESS_COUNTS = [1, 2, 3];

interface Context {
  options: BenchOptions;
  postgres: BenchPostgres;
  bundle: string;
  dir: string;
  progress: (line: string) => void;
}

const target = (server: RunningServer): Target => ({
  baseUrl: server.url,
  pid: server.child.pid,
});

/** Whether `only` leaves any of the rows' HTTP workloads (nothing to seed otherwise). */
const anyWorkload = (only: string | null) =>
  only === null || WORKLOADS.some((name) => name.includes(only));

function workloadsOf(seeded: SeededDatabase, only: string | null) {
  return httpWorkloads(seeded, new Date()).filter(
    (w) => WORKLOADS.includes(w.name) && (only === null || w.name.includes(only)),
  );
}

/**
 * Runs the rows; `only` (a workload name) narrows the HTTP ones as in the main table, and
 * `--only=races` runs the race figures alone with the reminder check.
 */
export async function measurePostgresRows(context: Context, only: string | null) {
  const { options } = context;
  const races = only === null || 'races'.includes(only);
  return {
    size: options.postgresSize,
    engines: anyWorkload(only) ? await compareEngines(context, only) : [],
    processes: anyWorkload(only) ? await compareProcesses(context, only) : [],
    // As before issue 34, whatever `--only` names, except the races alone.
    reminderChecks:
      only !== null && 'races'.includes(only) ? [] : await compareReminderChecks(context),
    ...(races ? { races: await raceFigures(context) } : {}),
  } satisfies PostgresFigures;
}

async function compareEngines(context: Context, only: string | null): Promise<PairedRow[]> {
  const { options, progress } = context;
  const size = options.postgresSize;
  progress(`PostgreSQL against SQLite on ${size} subscriptions: seeding and copying...`);
  const seeded = await seedDatabase(join(context.dir, `engines-${size}.sqlite`), size);
  const database = await context.postgres.copyOf(seeded);
  const sqlite = await startService(options, seeded, context.bundle);
  const pg = await startService(
    options,
    seeded,
    context.bundle,
    ['--database-url', database.url],
    `${seeded.file}.pg.log`,
  );
  try {
    const rows: PairedRow[] = [];
    for (const workload of workloadsOf(seeded, only)) {
      progress(`  ${workload.name}: SQLite and PostgreSQL`);
      // The SQLite process as the "floor" side: rounds alternate between the two.
      const figures = await measureWorkload(
        options,
        seeded,
        workload,
        { ...target(pg), databaseCpuMicros: context.postgres.cpuMicros },
        target(sqlite),
      );
      rows.push({ workload: workload.name, first: figures.floor!, second: figures.service });
    }
    return rows;
  } finally {
    await Promise.all([sqlite.stop(), pg.stop()]);
  }
}

async function compareProcesses(context: Context, only: string | null): Promise<ProcessesRow[]> {
  const { options, progress } = context;
  const nginx = findNginx();
  if (nginx === null) throw new Error('nginx is missing: apt-get install nginx');
  const size = options.postgresSize;
  progress(
    `one, two and three processes behind nginx on ${size} subscriptions: seeding and copying...`,
  );
  const seeded = await seedDatabase(join(context.dir, `processes-${size}.sqlite`), size);
  const database = await context.postgres.copyOf(seeded);
  const cleanups: Array<() => Promise<void> | void> = [];
  const scope = { after: (fn: () => Promise<void> | void) => cleanups.push(fn) };
  try {
    const servers = await Promise.all(
      PROCESS_COUNTS.map((n) =>
        startService(
          options,
          seeded,
          context.bundle,
          ['--database-url', database.url],
          `${seeded.file}.${n}.log`,
        ),
      ),
    );
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())).then(() => {}));
    const prefix = join(context.dir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const cert = selfSignedCertificate(context.dir, 'subtrack.test');
    // docs/deploy's upstream group, once per count: the first n processes in group n.
    const group = (name: string, members: RunningServer[]) => {
      const lines = readFileSync(UPSTREAM, 'utf8')
        .replace('upstream subtrack_processes', `upstream ${name}`)
        .split('\n')
        .filter((line) => !/server 127\.0\.0\.1:300[23];/.test(line));
      const hosts = members.map((s) => `    server ${new URL(s.url).host};`).join('\n');
      return lines.join('\n').replace('    server 127.0.0.1:3001;', hosts);
    };
    const sites = await startNginx(
      scope,
      nginx,
      prefix,
      cert,
      PROCESS_COUNTS.map((n) => `http://bench_${n}`),
      PROCESS_COUNTS.map((n) => group(`bench_${n}`, servers.slice(0, n))),
    );
    const rows: ProcessesRow[] = [];
    for (const workload of workloadsOf(seeded, only)) {
      progress(`  ${workload.name}: ${PROCESS_COUNTS.join(', ')} processes`);
      // No pid: the figures are the proxy's, and the work is spread over several processes.
      const byProcesses = await measureSideBySide(
        options,
        seeded,
        workload,
        sites.map((site) => ({
          baseUrl: site.httpsUrl,
          pid: undefined,
          databaseCpuMicros: context.postgres.cpuMicros,
        })),
      );
      rows.push({ workload: workload.name, byProcesses });
    }
    return rows;
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** A channel that accepts every message at once: the bench costs the check, not a receiver. */
const acceptAll: ChannelSender = {
  send: async () => ({ delivered: true, status: 200, error: null }),
};

async function timedCheck(ports: Ports): Promise<{ ms: number; report: ReminderRunReport }> {
  const start = performance.now();
  const report = await runReminderCheck(ports, { dryRun: false, sender: acceptAll, log: () => {} });
  return { ms: Math.round(performance.now() - start), report };
}

/** The first check (claims and records what is due), then the next (finds it all sent). */
async function checkTwice(
  engine: ReminderCheckFigures['engine'],
  subscriptions: number,
  ports: Ports,
): Promise<ReminderCheckFigures> {
  const first = await timedCheck(ports);
  const again = await timedCheck(ports);
  return {
    engine,
    subscriptions,
    due: first.report.reminders.length,
    firstMs: first.ms,
    againMs: again.ms,
  };
}

/**
 * Issue 34's race figures on SQLite (one process), PostgreSQL with one process and with
 * three, each on a small account with notification settings.
 */
async function raceFigures(context: Context): Promise<RaceFigures[]> {
  const { options, progress } = context;
  progress('races: concurrent PATCHes and idempotent POSTs...');
  const seeded = await seedDatabase(join(context.dir, 'races.sqlite'), 20);
  await cli([
    'notifications',
    'set',
    '--db',
    seeded.file,
    '--account',
    seeded.accountId,
    '--enabled',
    'true',
  ]);
  const database = await context.postgres.copyOf(seeded);
  const rounds = options.quick ? 3 : 15;
  const figures: RaceFigures[] = [];
  const sqlite = await startService(options, seeded, context.bundle);
  try {
    figures.push(await measureRaces('SQLite, 1 process', [sqlite], seeded.key, rounds));
  } finally {
    await sqlite.stop();
  }
  const pg = await Promise.all(
    [1, 2, 3].map((n) =>
      startService(
        options,
        seeded,
        context.bundle,
        ['--database-url', database.url],
        `${seeded.file}.race-${n}.log`,
      ),
    ),
  );
  try {
    figures.push(await measureRaces('PostgreSQL, 1 process', pg.slice(0, 1), seeded.key, rounds));
    figures.push(await measureRaces('PostgreSQL, 3 processes', pg, seeded.key, rounds));
  } finally {
    await Promise.all(pg.map((server) => server.stop()));
  }
  return figures;
}

async function cli(args: string[]): Promise<void> {
  const run = await runInProcess([...args, '--json']);
  if (run.status !== 0) throw new Error(`subtrack ${args.join(' ')}: ${run.stderr}`);
}

async function compareReminderChecks(context: Context): Promise<ReminderCheckFigures[]> {
  const { options, progress } = context;
  const size = options.reminderSize;
  progress(`daily reminder check of ${size} subscriptions: seeding and copying...`);
  const seeded = await seedDatabase(join(context.dir, `reminders-${size}.sqlite`), size);
  const at = ['--db', seeded.file];
  // Reminders three days ahead, one digest channel: the server's daily check of this account.
  await cli([
    'notifications',
    'set',
    ...at,
    '--account',
    seeded.accountId,
    '--enabled',
    'true',
    '--days-before',
    '3',
  ]);
  await cli([
    'channel',
    'add',
    ...at,
    '--account',
    seeded.accountId,
    '--kind',
    'webhook',
    '--label',
    'bench',
    '--url',
    'http://127.0.0.1:9/bench',
    '--digest',
  ]);
  const database = await context.postgres.copyOf(seeded);
  const figures: ReminderCheckFigures[] = [];

  progress('  reminder check on PostgreSQL');
  const pool = await openPostgres(database.url);
  const clock = await createDatabaseClock(pool);
  try {
    figures.push(await checkTwice('PostgreSQL', size, createPostgresPorts(pool, { clock })));
  } finally {
    clock.close();
    await pool.end();
  }

  progress('  reminder check on SQLite');
  const db = openDatabase(seeded.file);
  try {
    figures.push(await checkTwice('SQLite', size, createSqlitePorts(db)));
  } finally {
    db.close();
  }
  return figures;
}
