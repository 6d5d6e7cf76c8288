/**
 * Crash (issue 8, D25): SIGKILL `serve` in the middle of a concurrent write load, start it
 * again on the same file, and find every acknowledged write with its audit record, nothing
 * half-written, and `PRAGMA integrity_check` = ok. Repeated several times in one test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { recordFigure } from './support/figures.js';
import {
  call,
  createAccount,
  type System,
  startSystem,
  type TestAccount,
} from './support/system.js';
import { aBody, allAuditEvents } from './support/workload.js';

const ROUNDS = 3;
const WRITERS = 8;
const KILL_AFTER_ACKS = 120;

describe('SIGKILL during a write load', { timeout: 600_000 }, () => {
  let system: System;
  let account: TestAccount;
  const acknowledged = new Map<string, Record<string, unknown>>();
  let attemptsInFlightAtKill = 0;

  before(async () => {
    system = await startSystem(['--rate-limit-per-hour', '10000000']);
    account = createAccount(system.db, 'crash');
  });
  after(() => system.dispose());

  /** Writers POST until the server dies; resolves with nothing once all of them failed. */
  async function writeUntilKilled(): Promise<void> {
    let stop = false;
    let killing: Promise<void> | null = null;
    const writer = async () => {
      while (!stop) {
        attemptsInFlightAtKill++;
        try {
          const r = await call(
            system.server.baseUrl,
            account.writeKey,
            'POST',
            '/api/v1/subscriptions',
            aBody(),
          );
          if (r.status === 201) {
            const data = r.json?.data as Record<string, unknown>;
            acknowledged.set(String(data.id), data);
          }
        } catch {
          stop = true; // connection refused or reset: the server is gone
        }
        if (!killing && acknowledged.size >= KILL_AFTER_ACKS * (round + 1))
          killing = system.server.kill();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    await killing;
  }

  let round = 0;
  it(`keeps every acknowledged write through ${ROUNDS} kills`, async () => {
    for (round = 0; round < ROUNDS; round++) {
      await writeUntilKilled();
      const db = new Database(system.db, { readonly: true });
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
      db.close();
      await system.restart();

      for (const [id, shown] of acknowledged) {
        const read = await call(
          system.server.baseUrl,
          account.readKey,
          'GET',
          `/api/v1/subscriptions/${id}`,
        );
        assert.equal(read.status, 200, `acknowledged ${id} lost after kill ${round + 1}`);
        assert.deepEqual(read.json?.data, shown);
      }
      // Nothing half-written: the records and the creation audit records are the same set.
      const listed = new Set<string>();
      for (let offset = 0; ; offset += 100) {
        const page = await call(
          system.server.baseUrl,
          account.readKey,
          'GET',
          `/api/v1/subscriptions?limit=100&offset=${offset}`,
        );
        for (const record of page.json!.data as Array<{ id: string }>) listed.add(record.id);
        if (!(page.json!.pagination as { hasMore: boolean }).hasMore) break;
      }
      const created = new Set(
        (await allAuditEvents(system.server.baseUrl, account.readKey))
          .filter((e) => e.action === 'subscription.created')
          .map((e) => String(e.resourceId)),
      );
      assert.deepEqual([...listed].sort(), [...created].sort());
      for (const id of acknowledged.keys()) assert.ok(listed.has(id));
    }
    recordFigure('crash', {
      kills: ROUNDS,
      writesAcknowledged: acknowledged.size,
      writesFoundAfterKills: acknowledged.size,
      writeAttempts: attemptsInFlightAtKill,
    });
  });
});
