import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestContext } from 'node:test';
import {
  cliWriteContext,
  createAccount,
  createApiKey,
  type IdGenerator,
  type Ports,
  type RandomSource,
} from '@subtrack/domain';
import { aSubscriptionBody, FakeClock } from '@subtrack/domain/testing';
// The adapter is a sibling workspace package; a relative import needs no extra install.
import { createSqlitePorts, type Database, openDatabase } from '@subtrack/sqlite-adapter';
import { type AppOptions, createApp } from '../app.js';
import { createHttpServer, type HttpServerOptions } from '../http-server.js';

/** One account with a read key and a write key. */
export interface TestAccount {
  accountId: string;
  readKey: string;
  writeKey: string;
}

/** A parsed answer of the server under test. */
export interface TestResponse {
  status: number;
  headers: Headers;
  /** The JSON body; `{}` when there is none or it is not JSON (then see `text`). */
  json: Record<string, unknown>;
  text: string;
}

/** How to send one request. */
export interface TestRequest {
  /** Sent as `Authorization: Bearer <key>`. */
  key?: string;
  /** Serialised as JSON with `Content-Type: application/json`. */
  body?: unknown;
  /** Sent as is (no content type added). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A running app on 127.0.0.1 with a temp SQLite file, closed in `t.after`. */
export interface TestServer extends TestAccount {
  baseUrl: string;
  ports: Ports;
  /** The SQLite file and its connection (fault tests). */
  dbPath: string;
  db: Database;
  clock: FakeClock;
  /** Every log line written so far. */
  logs: string[];
  request(method: string, path: string, request?: TestRequest): Promise<TestResponse>;
  /** Another account with its own keys (isolation tests). */
  newAccount(name?: string): Promise<TestAccount>;
}

/**
 * POSTs `aSubscriptionBody(overrides)` with `key` (the write key by default), asserts the
 * 201, and returns the created resource.
 */
export async function createSubscription(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  key = server.writeKey,
): Promise<Record<string, unknown> & { id: string }> {
  const response = await server.request('POST', '/api/v1/subscriptions', {
    key,
    body: aSubscriptionBody(overrides),
  });
  assert.equal(response.status, 201, response.text);
  return response.json.data as Record<string, unknown> & { id: string };
}

async function accountWithKeys(ports: Ports, name: string): Promise<TestAccount> {
  const account = await createAccount(ports, { name });
  return {
    accountId: account.id,
    readKey: (await createApiKey(ports, cliWriteContext(account.id, 'req-cli'), { scope: 'read' }))
      .key,
    writeKey: (
      await createApiKey(ports, cliWriteContext(account.id, 'req-cli'), { scope: 'write' })
    ).key,
  };
}

/**
 * Starts the real app over HTTP on 127.0.0.1 port 0 against a temp SQLite file, with a
 * `FakeClock` at 2026-11-21T08:00:00Z (so quota windows move only when a test says so).
 */
export async function startTestServer(
  t: TestContext,
  options: Partial<AppOptions> & {
    wrapPorts?: (ports: Ports) => Ports;
    /** Deterministic ids and randomness (the recorded OpenAPI examples). */
    ids?: IdGenerator;
    random?: RandomSource;
    busyTimeoutMs?: number;
    /** Timeouts of the HTTP server (its defaults otherwise). */
    httpServer?: Omit<HttpServerOptions, 'log'>;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-http-'));
  const dbPath = join(dir, 'test.sqlite');
  const db = openDatabase(dbPath, { busyTimeoutMs: options.busyTimeoutMs });
  const clock = new FakeClock();
  const { wrapPorts, busyTimeoutMs: _busy, httpServer, ids, random, ...appOptions } = options;
  const ports = createSqlitePorts(db, { clock, ids, random });
  const logs: string[] = [];
  const app = createApp({
    ports: wrapPorts ? wrapPorts(ports) : ports,
    log: (line) => logs.push(line),
    ...appOptions,
  });
  const server = createHttpServer(app.callback(), {
    ...httpServer,
    log: (line) => logs.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function request(
    method: string,
    path: string,
    req: TestRequest = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...req.headers };
    if (req.key !== undefined) headers.Authorization = `Bearer ${req.key}`;
    let body: string | Uint8Array | undefined = req.rawBody;
    if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['Content-Type'] ??= 'application/json';
    }
    // Bytes (a zip, a database) go as they are (D33 imports).
    const init = { method, headers, body: body as BodyInit | undefined };
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Not JSON (204, HTML): `text` holds it.
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  return {
    baseUrl,
    ports,
    dbPath,
    db,
    clock,
    logs,
    request,
    newAccount: (name = 'Other') => accountWithKeys(ports, name),
    ...(await accountWithKeys(ports, 'Test')),
  };
}
