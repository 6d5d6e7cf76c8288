/**
 * The whole system as a self-hoster runs it: the D1 command line creates accounts and keys,
 * `subtrack serve` answers HTTP on 127.0.0.1. The e2e tests use nothing else.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInProcess } from '../../packages/cli-seed/src/testing/cli-in-process.js';
import {
  type RunningServer,
  startServerProcess,
} from '../../packages/cli-seed/src/testing/server-process.js';

/**
 * Runs `subtrack <args> --json` in this process (the command line's own runner, no tsx
 * start-up per call) and returns its one JSON object; `input` is its standard input.
 * The server under test is a separate process on the same database file, as a self-hoster's
 * command line would be.
 */
export async function cliJson<T = Record<string, unknown>>(
  args: string[],
  input?: string,
): Promise<T> {
  const run = await runInProcess([...args, '--json'], input === undefined ? {} : { input });
  assert.equal(run.status, 0, `subtrack ${args.join(' ')}: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
}

export interface TestAccount {
  accountId: string;
  readKey: string;
  writeKey: string;
}

/** The flag that names `database`: a PostgreSQL URL or a SQLite file. */
export function databaseFlag(database: string): string[] {
  return /^postgres(ql)?:/.test(database) ? ['--database-url', database] : ['--db', database];
}

/**
 * An account with a read key and a write key, made through the CLI on `database` (a SQLite
 * file or a PostgreSQL URL); `email` also gives it an owner who can sign in to the web
 * application.
 */
export async function createAccount(
  database: string,
  name: string,
  email?: string,
): Promise<TestAccount> {
  const { accountId } = await cliJson<{ accountId: string }>([
    'account',
    'create',
    '--name',
    name,
    ...(email === undefined ? [] : ['--email', email]),
    ...databaseFlag(database),
  ]);
  const key = async (scope: string) =>
    (
      await cliJson<{ key: string }>([
        'key',
        'create',
        '--account',
        accountId,
        '--scope',
        scope,
        ...databaseFlag(database),
      ])
    ).key;
  return { accountId, readKey: await key('read'), writeKey: await key('write') };
}

/**
 * `notifications set` through the CLI (it stands in for the web app): settings, and a
 * push endpoint when `pushUrl` and `deviceKey` are given.
 */
export async function setNotifications(
  db: string,
  accountId: string,
  options: { daysBefore?: number; pushUrl?: string; deviceKey?: string } = {},
): Promise<void> {
  const args = ['notifications', 'set', '--account', accountId, '--enabled', 'true'];
  if (options.daysBefore) args.push('--days-before', String(options.daysBefore));
  if (options.pushUrl) args.push('--push-url', options.pushUrl);
  if (options.deviceKey) args.push('--device-key', options.deviceKey);
  await cliJson([...args, '--db', db]);
}

export interface System {
  dir: string;
  db: string;
  server: RunningServer;
  /** Every line the server wrote (stdout and its stderr log) since it answered /healthz. */
  logs: string[];
  /** Starts `serve` again on the same database file (after `stop` or `kill`). */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * A temp database and a running `serve` on it; extra flags go to `serve`, `env` to its
 * environment (the server process starts without the test's own `SUBTRACK_*` variables).
 */
export async function startSystem(
  serveArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<System> {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-e2e-'));
  const db = join(dir, 'subtrack.sqlite');
  const logs: string[] = [];
  const lineCollector = () => {
    let partial = '';
    return (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      logs.push(...lines.filter((line) => line.length > 0));
    };
  };
  const launch = async () => {
    const args = ['serve', '--db', db, '--port', '0', '--host', '127.0.0.1', ...serveArgs];
    const server = await startServerProcess(null, args, { env });
    // `serve` writes its JSON log lines to stderr (stdout is for the command's own output);
    // what both said until it listened comes first.
    const onStdout = lineCollector();
    const onStderr = lineCollector();
    onStdout(server.banner);
    onStderr(server.stderr());
    server.child.stdout?.on('data', (chunk: Buffer) => onStdout(chunk.toString()));
    server.child.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString()));
    return server;
  };
  const system: System = {
    dir,
    db,
    server: await launch(),
    logs,
    async restart() {
      system.server = await launch();
    },
    async dispose() {
      await system.server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return system;
}

/** `fetch` against the system with a bearer key; returns status, headers and parsed JSON. */
export async function call(
  baseUrl: string,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Headers;
  json: Record<string, unknown> | null;
  text: string;
}> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/**
 * Every item of a paged collection (`/api/v1/subscriptions`, `/api/v1/audit-events`), all
 * pages; `filters` are extra query parameters such as `resourceType=subscription`.
 */
export async function allPages(
  baseUrl: string,
  key: string,
  collection: string,
  filters = '',
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  const extra = filters === '' ? '' : `&${filters}`;
  for (let offset = 0; ; offset += 100) {
    const page = await call(
      baseUrl,
      key,
      'GET',
      `${collection}?limit=100&offset=${offset}${extra}`,
    );
    assert.equal(page.status, 200, page.text);
    items.push(...(page.json!.data as Array<Record<string, unknown>>));
    if (!(page.json!.pagination as { hasMore: boolean }).hasMore) return items;
  }
}
