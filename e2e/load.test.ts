/**
 * Load (issue 8): two accounts, a mixed workload of 2 x 5,000 requests at concurrency 32
 * per round: a warm-up round, then two equal measured rounds. No unexpected status; every
 * acknowledged write is readable afterwards; the audit trail holds exactly one record per
 * acknowledged write (with D19's pruning on delete); RSS after the second measured
 * round is within 15% of the warm server's (the larger of the warm-up's and the first
 * round's); the logs never contain a key, a device key or a push URL.
 *
 * Why a warm-up: a fresh process still sizes its V8 heap, compiles hot code and fills its
 * SQLite page cache (bounded, 16 MB) during its first ten thousand requests. That is growth
 * towards a bound, not a leak; the comparison is between two rounds of a warm server, and
 * the warm-up's figure is reported next to theirs.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { recordFigure } from './support/figures.js';
import {
  allPages,
  call,
  createAccount,
  type System,
  setNotifications,
  startSystem,
  type TestAccount,
} from './support/system.js';
import { currentRssMb, type Ledger, newLedger, runMixedLoad } from './support/workload.js';

const PER_ACCOUNT_PER_ROUND = 5_000;
const CONCURRENCY = 32;
const PUSH_URL = 'http://127.0.0.1:9/secret-push-path';
const DEVICE_KEY = 'device-key-that-must-never-be-logged';

describe('a mixed load on two accounts', { timeout: 900_000 }, () => {
  let system: System;
  const accounts: TestAccount[] = [];
  const ledgers: Ledger[] = [newLedger(), newLedger()];
  const rss: number[] = [];
  const checks = {
    liveRecordsReadBack: 0,
    deletedRecordsGone: 0,
    auditRecordsMatched: 0,
    logLinesScanned: 0,
  };

  before(async () => {
    // The reminder worker checks every second (D16), so it tries real pushes during the load.
    system = await startSystem([
      '--rate-limit-per-hour',
      '10000000',
      '--reminder-interval-seconds',
      '1',
    ]);
    for (const name of ['load-a', 'load-b']) {
      const account = await createAccount(system.db, name);
      // Push configured so the reminder worker runs during the load; its target is closed.
      await setNotifications(system.db, account.accountId, {
        daysBefore: 14,
        pushUrl: PUSH_URL,
        deviceKey: DEVICE_KEY,
      });
      accounts.push(account);
    }
  });
  after(async () => {
    recordFigure('load-checks', checks);
    await system.dispose();
  });

  /** One round of the workload; resolves to the server's RSS after it, in MB. */
  async function round(): Promise<number> {
    const half = CONCURRENCY / 2;
    await Promise.all(
      accounts.map((account, i) =>
        runMixedLoad({
          baseUrl: system.server.url,
          readKey: account.readKey,
          writeKey: account.writeKey,
          total: PER_ACCOUNT_PER_ROUND,
          concurrency: half,
          ledger: ledgers[i]!,
        }),
      ),
    );
    return currentRssMb(system.server.child.pid!);
  }

  it('answers every request of a warm-up and two equal rounds with the expected status', async () => {
    const started = Date.now();
    const afterWarmUp = await round();
    rss.push(afterWarmUp, await round(), await round());
    const unexpected = ledgers.flatMap((ledger) => ledger.unexpected);
    const requests = ledgers.reduce((sum, ledger) => sum + ledger.requests, 0);
    recordFigure('load', {
      requests,
      seconds: Math.round((Date.now() - started) / 1000),
      statuses: Object.fromEntries(
        ledgers
          .flatMap((l) => [...l.statuses])
          .reduce((m, [s, n]) => m.set(s, (m.get(s) ?? 0) + n), new Map()),
      ),
      rssAfterWarmUpMb: Math.round(afterWarmUp),
      rssAfterRound1Mb: Math.round(rss[1]!),
      rssAfterRound2Mb: Math.round(rss[2]!),
      writesAcknowledged: ledgers.reduce((sum, l) => sum + l.writes, 0),
      liveRecordsAtEnd: ledgers.reduce((sum, l) => sum + l.live.size, 0),
      deletedRecords: ledgers.reduce((sum, l) => sum + l.deleted.size, 0),
    });
    assert.ok(requests >= 30_000, `only ${requests} requests`);
    assert.deepEqual(unexpected, []);
  });

  it('finds every acknowledged write afterwards, and each deleted record gone', async () => {
    for (const [i, account] of accounts.entries()) {
      for (const [id, shown] of ledgers[i]!.live) {
        const read = await call(
          system.server.url,
          account.readKey,
          'GET',
          `/api/v1/subscriptions/${id}`,
        );
        assert.equal(read.status, 200, read.text);
        // Dates included: the workload's dates lie ahead, so no roll-forward (D6) can move them.
        assert.deepEqual(read.json!.data, shown);
        checks.liveRecordsReadBack++;
      }
      for (const id of ledgers[i]!.deleted) {
        const read = await call(
          system.server.url,
          account.readKey,
          'GET',
          `/api/v1/subscriptions/${id}`,
        );
        assert.equal(read.status, 404);
        checks.deletedRecordsGone++;
      }
    }
  });

  it('keeps exactly one audit record per acknowledged write', async () => {
    for (const [i, account] of accounts.entries()) {
      const ledger = ledgers[i]!;
      const events = await allPages(
        system.server.url,
        account.readKey,
        '/api/v1/audit-events',
        'resourceType=subscription',
      );
      const byResource = new Map<string, number>();
      for (const event of events)
        byResource.set(
          String(event.resourceId),
          (byResource.get(String(event.resourceId)) ?? 0) + 1,
        );
      for (const [id] of ledger.live)
        assert.equal(byResource.get(id), 1 + (ledger.patches.get(id) ?? 0), `audit of ${id}`);
      // D19: a deleted record leaves exactly its deletion record.
      for (const id of ledger.deleted)
        assert.equal(byResource.get(id), 1, `audit of deleted ${id}`);
      const expected =
        ledger.deleted.size +
        [...ledger.live.keys()].reduce((sum, id) => sum + 1 + (ledger.patches.get(id) ?? 0), 0);
      assert.equal(events.length, expected);
      checks.auditRecordsMatched += events.length;
    }
  });

  // RSS of a warm server moves by 10 % either way between equal rounds (GC timing, the
  // allocator keeping freed pages): measured 174 -> 189 MB and 211 -> 233 MB for the same code.
  // A leak grows with every round: one of 5 KB per request (50 MB a round) still fails this.
  it('does not keep growing in memory: RSS after round 2 is within 15% of the warm server', () => {
    const [afterWarmUp, round1, round2] = rss as [number, number, number];
    const warm = Math.max(afterWarmUp, round1);
    assert.ok(round2 <= warm * 1.15, `RSS grew from ${warm} MB to ${round2} MB`);
  });

  it('never logs a key, a device key or a push URL', () => {
    assert.ok(system.logs.length > 20_000, `only ${system.logs.length} log lines captured`);
    // The push path was exercised: failed pushes to the closed receiver were logged (D16).
    assert.ok(
      system.logs.some((line) => line.includes('reminder failed')),
      'no push was attempted',
    );
    // D2: neither a whole key nor its secret part alone (a log could strip the prefix).
    const secrets = [
      ...accounts.flatMap((a) => [
        a.readKey,
        a.writeKey,
        a.readKey.split('_')[2]!,
        a.writeKey.split('_')[2]!,
      ]),
      DEVICE_KEY,
      PUSH_URL,
      'secret-push-path',
    ];
    for (const line of system.logs)
      for (const secret of secrets)
        assert.ok(!line.includes(secret), `log leaks a secret: ${line.slice(0, 200)}`);
    checks.logLinesScanned = system.logs.length;
  });
});
