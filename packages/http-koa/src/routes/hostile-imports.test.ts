import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  createImportFileParser,
  DEFAULT_IMPORT_LIMITS,
  exportFileWriter,
} from '@subtrack/file-formats';
import {
  deflatedZeros,
  nestedJson,
  rawZip,
  wallosDbWithRecursiveView,
  wallosFixture,
} from '@subtrack/file-formats/testing';
import { startDataIoServer } from '../testing/data-io-server.js';
import type { TestResponse, TestServer } from '../testing/test-server.js';

const IMPORTS = '/api/v1/imports';

/** The error of an answer, asserted to be the envelope's `400 invalid_import`. */
function invalidImport(answer: TestResponse): { message: string; suggestedFix?: string } {
  assert.equal(answer.status, 400, answer.text.slice(0, 300));
  const error = answer.json['error'] as { code: string; message: string; suggestedFix?: string };
  assert.equal(error.code, 'invalid_import');
  assert.equal(typeof answer.json['requestId'], 'string');
  return error;
}

/**
 * How long a health check may wait before the test calls the server's thread blocked. Far
 * above a loaded CI machine's scheduling noise (two test files share two cores), far below
 * what the hostile files cost before they were read off the thread (3 to 6 s and more).
 */
const BLOCKED_MS = 2000;

/**
 * Sends `/healthz` one after the other while `work` runs, and answers the slowest of them:
 * what a load balancer (or any other client) waits while the import is in progress.
 */
async function slowestHealthCheckDuring<T>(
  server: TestServer,
  work: Promise<T>,
): Promise<{ result: T; slowestMs: number }> {
  let done = false;
  const finished = work.finally(() => {
    done = true;
  });
  let slowestMs = 0;
  while (!done) {
    const started = performance.now();
    const health = await fetch(`${server.baseUrl}/healthz`);
    await health.arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    await sleep(5);
  }
  return { result: await finished, slowestMs };
}

const upload = (server: TestServer, query: string, rawBody: Uint8Array, type: string) =>
  server.request('POST', `${IMPORTS}?${query}`, {
    key: server.writeKey,
    rawBody,
    headers: { 'Content-Type': type },
  });

describe('POST /api/v1/imports with files built to hurt the server (security review)', () => {
  it('refuses a wallos.db whose subscriptions is a view over a recursive query; /healthz answers meanwhile', async (t) => {
    const server = await startDataIoServer(t);
    const database = wallosDbWithRecursiveView(1_000_000);
    const { result, slowestMs } = await slowestHealthCheckDuring(
      server,
      upload(server, 'source=wallos', database, 'application/vnd.sqlite3'),
    );
    const error = invalidImport(result);
    assert.match(error.message, /holds a view \("subscriptions"\), which Wallos never creates/);
    assert.match(error.suggestedFix ?? '', /wallos\.db from Wallos/);
    assert.ok(slowestMs < BLOCKED_MS, `/healthz waited ${Math.round(slowestMs)} ms`);
  });

  it('answers a clear 400 when reading a Wallos database outlasts its time limit', async (t) => {
    const limits = { ...DEFAULT_IMPORT_LIMITS, maxReadMilliseconds: 1 };
    const parser = createImportFileParser(limits);
    const server = await startDataIoServer(t, { dataFiles: { parser, writer: exportFileWriter } });
    const answer = await upload(
      server,
      'source=wallos',
      wallosFixture('wallos.db'),
      'application/vnd.sqlite3',
    );
    assert.match(
      invalidImport(answer).message,
      /took longer than 0\.001 seconds, so it was stopped/,
    );
  });

  it('refuses a zip of 24 wallos.db entries without inflating them; memory stays bounded', async (t) => {
    const server = await startDataIoServer(t);
    const deflated = await deflatedZeros(32);
    const zip = rawZip(
      Array.from({ length: 24 }, (_, i) => ({
        name: `copy-${i}/wallos.db`,
        deflated,
        declaredSize: 32 << 20,
      })),
    );
    const before = process.memoryUsage().rss;
    const answer = await upload(server, 'source=wallos', zip, 'application/zip');
    assert.match(
      invalidImport(answer).message,
      /holds 24 wallos\.db files; a Wallos backup holds one/,
    );
    // Inflated, the entries would take 768 MiB.
    const grownMb = (process.memoryUsage().rss - before) / 2 ** 20;
    assert.ok(grownMb < 200, `the server grew by ${Math.round(grownMb)} MiB`);
  });

  it('stops inflating a zip entry at the size its header declares (4 KiB, not 1 GiB); /healthz answers meanwhile', async (t) => {
    const server = await startDataIoServer(t);
    const zip = rawZip([
      { name: 'wallos.db', deflated: await deflatedZeros(1024), declaredSize: 4096 },
    ]);
    const { result, slowestMs } = await slowestHealthCheckDuring(
      server,
      upload(server, 'source=wallos', zip, 'application/zip'),
    );
    assert.match(
      invalidImport(result).message,
      /inflates to more than the 4096 bytes its header declares/,
    );
    assert.ok(slowestMs < BLOCKED_MS, `/healthz waited ${Math.round(slowestMs)} ms`);
  });

  for (const source of ['subtrack', 'wallos']) {
    it(`answers 400 invalid_import, not 500, for JSON nested 200,000 levels deep (source=${source})`, async (t) => {
      const server = await startDataIoServer(t);
      const answer = await upload(
        server,
        `source=${source}`,
        nestedJson(200_000),
        'application/json',
      );
      const error = invalidImport(answer);
      assert.match(error.message, /nested more than 64 levels deep/);
      assert.match(error.suggestedFix ?? '', /exactly as subtrack or Wallos exported it/);
    });
  }
});
