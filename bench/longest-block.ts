/**
 * D48 (security review, issue 20 item 6): how long each operation whose work grows with an
 * account holds the server's thread, measured from outside while it runs on a real server
 * over an account at the subscription limit: the calendar feed's first render, both
 * exports, the analytics, and an import of that account's export (dry run and real) into a
 * second account. Shared by `pnpm bench` (its "longest block" rows) and
 * `e2e/longest-block.test.ts` (which bounds them).
 */
import { cliWriteContext, createAccount, createApiKey, createCalendarFeed } from '@subtrack/domain';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { longestWaitDuring } from '../scripts/lib/longest-wait.js';
import { headersFor } from './data-io.js';
import type { SeededDatabase } from './seed.js';

/** One operation's row. */
export interface LongestBlock {
  operation: string;
  /**
   * The longest `GET /healthz` took while the operation ran, in ms (see longest-wait.ts),
   * the least of the tries.
   */
  longestMs: number;
  /** How long the operation took, in ms (the least of the tries). */
  totalMs: number;
}

/** Sends one request and reads the whole answer (as bytes: parsing it would block this process). */
async function send(url: string, init: RequestInit, expected: number): Promise<void> {
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (response.status !== expected) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${Buffer.from(body)}`);
  }
}

/**
 * Measures every operation on the server at `baseUrl` serving `seeded.file`, `tries` times
 * each, and keeps each operation's least longest wait: a block the code makes shows in
 * every try, a stretch that other processes of a busy machine took from the server rarely
 * twice. Adds a calendar feed to the seeded account, renames one of its subscriptions
 * between tries (so the feed renders afresh) and imports into new, empty accounts (one a
 * try): run it once per database.
 */
export async function measureLongestBlocks(
  baseUrl: string,
  seeded: SeededDatabase,
  tries = 2,
): Promise<LongestBlock[]> {
  const db = openDatabase(seeded.file);
  const ports = createSqlitePorts(db);
  const { feedUrl } = await createCalendarFeed(
    ports,
    cliWriteContext(seeded.accountId, 'bench-longest-block'),
  );
  const importKeys: string[] = [];
  for (let t = 0; t < tries; t++) {
    const account = await createAccount(ports, { name: `longest block import ${t + 1}` });
    const context = cliWriteContext(account.id, 'bench-longest-block');
    importKeys.push((await createApiKey(ports, context, { scope: 'write' })).key);
  }
  db.close();

  const get = (path: string, key?: string) => () =>
    send(`${baseUrl}${path}`, { headers: headersFor(key) }, 200);
  const exportFile = Buffer.from(
    await (
      await fetch(`${baseUrl}/api/v1/export`, { headers: headersFor(seeded.key) })
    ).arrayBuffer(),
  );
  const importing = (dryRun: boolean) => (t: number) =>
    send(
      `${baseUrl}/api/v1/imports?source=subtrack&dryRun=${dryRun}`,
      {
        method: 'POST',
        headers: { ...headersFor(importKeys[t]), 'content-type': 'application/json' },
        body: exportFile,
      },
      200,
    );

  const operations: Array<[string, (t: number) => Promise<void>]> = [
    // The first fetch renders the feed; later ones are served from the server's cache.
    ['calendar feed', get(feedUrl)],
    ['export JSON', get('/api/v1/export', seeded.key)],
    ['export CSV', get('/api/v1/export?format=csv', seeded.key)],
    ['analytics summary', get('/api/v1/analytics/summary', seeded.key)],
    ['analytics duplicates', get('/api/v1/analytics/duplicates', seeded.key)],
    ['analytics optimizations', get('/api/v1/analytics/optimizations', seeded.key)],
    ['import dry run', importing(true)],
    ['import', importing(false)],
  ];
  const rows: LongestBlock[] = operations.map(([operation]) => ({
    operation,
    longestMs: Number.POSITIVE_INFINITY,
    totalMs: Number.POSITIVE_INFINITY,
  }));
  for (let t = 0; t < tries; t++) {
    if (t > 0) {
      // A new version of one record: a new feed, rendered again rather than served kept.
      await send(
        `${baseUrl}/api/v1/subscriptions/${seeded.ids[0]}`,
        {
          method: 'PATCH',
          headers: { ...headersFor(seeded.key), 'content-type': 'application/json' },
          body: JSON.stringify({ name: `Renamed ${t}` }),
        },
        200,
      );
    }
    for (const [index, [, run]] of operations.entries()) {
      const start = performance.now();
      const { longestMs } = await longestWaitDuring(baseUrl, () => run(t));
      const row = rows[index]!;
      row.longestMs = Math.min(row.longestMs, longestMs);
      row.totalMs = Math.min(row.totalMs, Math.round(performance.now() - start));
    }
  }
  return rows;
}
