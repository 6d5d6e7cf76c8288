/**
 * Issue 35: an import file over the 10 MiB limit, sent whole as `fetch` sends it (the body
 * goes out before the answer is read), is answered `413 payload_too_large` every time, on
 * SQLite and on PostgreSQL, like an oversized JSON body: the server reads and throws away the
 * rest of the body for a bounded time and size after answering, so the client never meets a
 * closed connection while it is still sending.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  type RunningServer,
  startServerProcess,
} from '../packages/cli-seed/src/testing/server-process.js';
import {
  createTestDatabase,
  type TestDatabase,
} from '../packages/postgres-adapter/src/test-support/postgres-test-database.js';
import { createAccount, databaseFlag } from './support/system.js';

const MiB = 1024 * 1024;
const TRIES = 20;
const BODY = new Uint8Array(11 * MiB).fill(0x20);

/** What one whole-body POST ended in: its status and error code, or the network error. */
async function sendWhole(url: string, key: string, contentType: string): Promise<string> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': contentType },
      body: BODY,
    });
    const text = await response.text();
    const code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    return `${response.status} ${code}`;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `failed: ${cause?.code ?? cause?.message ?? String(error)}`;
  }
}

/** How many times each outcome occurred, e.g. `{ "413 payload_too_large": 20 }`. */
async function tryTwenty(url: string, key: string, contentType: string) {
  const outcomes: Record<string, number> = {};
  for (let i = 0; i < TRIES; i++) {
    const outcome = await sendWhole(url, key, contentType);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return outcomes;
}

for (const engine of ['SQLite', 'PostgreSQL'] as const) {
  describe(`an 11 MiB body sent whole, on ${engine}`, { timeout: 180_000 }, () => {
    let dir: string;
    let database: TestDatabase | undefined;
    let server: RunningServer;
    let key: string;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'subtrack-oversized-'));
      database = engine === 'PostgreSQL' ? await createTestDatabase() : undefined;
      const where = database?.url ?? join(dir, 'subtrack.sqlite');
      key = (await createAccount(where, 'Oversized')).writeKey;
      server = await startServerProcess(null, [
        'serve',
        ...databaseFlag(where),
        '--port',
        '0',
        '--host',
        '127.0.0.1',
      ]);
    });
    after(async () => {
      await server?.stop();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    for (const [path, contentType] of [
      ['/api/v1/imports', 'application/octet-stream'],
      ['/api/v1/subscriptions', 'application/json'],
    ]) {
      it(`POST ${path} answers 413 payload_too_large all twenty times`, async () => {
        const outcomes = await tryTwenty(server.url + path, key, contentType!);
        assert.deepEqual(outcomes, { '413 payload_too_large': TRIES });
      });
    }
  });
}
