// D31 across processes on one SQLite file: a claim held by another process gives 409; a
// server killed between the commit and the answer leaves the answer to replay.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  beginIdempotentRequest,
  cliWriteContext,
  createAccount,
  createApiKey,
  fingerprintBody,
} from '@subtrack/domain';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';

const SERVER = fileURLToPath(new URL('../testing/crash-after-commit-server.ts', import.meta.url));

async function setUp(t: TestContext) {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-idem-'));
  const path = join(dir, 'db.sqlite');
  const db = openDatabase(path);
  t.after(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const ports = createSqlitePorts(db);
  const account = await createAccount(ports, { name: 'Two processes' });
  const key = (await createApiKey(ports, cliWriteContext(account.id, 'setup'), { scope: 'write' }))
    .key;
  return { path, ports, accountId: account.id, key };
}

/** Starts the crash-after-commit server on `path`; resolves with its URL and its exit. */
function startServer(t: TestContext, path: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, path], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const exited = new Promise<string | null>((resolve) => child.on('exit', (_c, s) => resolve(s)));
  const url = new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    void exited.then(() => reject(new Error(`server exited before listening: ${out}`)));
  });
  return { url, exited };
}

const post = (url: string, key: string, idempotencyKey: string) =>
  fetch(`${url}/api/v1/subscriptions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(aSubscriptionBody()),
  });

describe('idempotency keys across processes', () => {
  it('replays the answer of a server killed between the commit and the answer', async (t) => {
    const { path, ports, accountId, key } = await setUp(t);
    const first = startServer(t, path);
    await assert.rejects(post(await first.url, key, 'crash-1')); // killed under the request
    assert.equal(await first.exited, 'SIGKILL');
    const stored = await ports.subscriptions.listAll(accountId);
    assert.equal(stored.length, 1, 'the write committed');

    const second = startServer(t, path);
    const replay = await post(await second.url, key, 'crash-1');
    assert.equal(replay.status, 201);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(replay.headers.get('location'), `/api/v1/subscriptions/${stored[0]!.id}`);
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 1);
  });

  it('answers 409 while another process holds the key', async (t) => {
    const { path, ports, accountId, key } = await setUp(t);
    // This test process claims the key, as a server working on it would.
    await beginIdempotentRequest(
      ports,
      { accountId, key: 'held' },
      {
        method: 'POST',
        path: '/api/v1/subscriptions',
        bodyHash: fingerprintBody(aSubscriptionBody()),
      },
    );
    const server = startServer(t, path);
    const answer = await post(await server.url, key, 'held');
    assert.equal(answer.status, 409);
    const body = (await answer.json()) as { error: { code: string } };
    assert.equal(body.error.code, 'idempotency_key_in_use');
    assert.equal((await ports.subscriptions.listAll(accountId)).length, 0);
  });
});
