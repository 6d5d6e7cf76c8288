/**
 * Issue 13's rows: export (JSON, CSV) against paging the list, the calendar feed against
 * the analytics summary, both over HTTP on the running server; and an import of the
 * account's own JSON export into an empty account against inserting the same records and
 * audit records through the adapter in one transaction (in process, temp files). The
 * server's peak RSS includes an import over HTTP of that export into a second account.
 */
import { join } from 'node:path';
import {
  cliWriteContext,
  createAccount,
  createApiKey,
  createCalendarFeed,
  diffResources,
  importSubscriptions,
  parseCreateSubscriptionBody,
  resolveNewSubscription,
  type SubscriptionResource,
  toSubscriptionResource,
} from '@subtrack/domain';
import { createImportFileParser } from '@subtrack/file-formats';
import { createSqlitePorts, openDatabase } from '@subtrack/sqlite-adapter';
import { medianMs } from './load.js';
import type { BenchOptions } from './options.js';
import type { SeededDatabase } from './seed.js';

export interface DataIoFigures {
  exportJsonMs: number;
  exportCsvMs: number;
  pageListMs: number;
  /** The first fetch of the feed, which renders it. */
  feedFirstMs: number;
  /** Later fetches with nothing changed (the server keeps the body by its ETag). */
  feedMs: number;
  summaryMs: number;
  importMs: number;
  insertMs: number;
}

// Each request on a fresh connection: a multi-megabyte answer can outlast the server's
// keep-alive timeout between samples, and undici would reuse a closed connection.
export const headersFor = (key?: string): Record<string, string> =>
  key ? { authorization: `Bearer ${key}`, connection: 'close' } : { connection: 'close' };

async function timedGet(url: string, key?: string): Promise<void> {
  const response = await fetch(url, { headers: headersFor(key) });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
}

async function pageAll(baseUrl: string, key: string): Promise<void> {
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${baseUrl}/api/v1/subscriptions?limit=100&offset=${offset}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    const page = (await response.json()) as { pagination: { hasMore: boolean } };
    if (!page.pagination.hasMore) return;
  }
}

// A fresh database file with one empty account, for one import or one baseline insert.
async function emptyAccount(dir: string, name: string) {
  const db = openDatabase(join(dir, `${name}.sqlite`));
  const ports = createSqlitePorts(db);
  const account = await createAccount(ports, { name });
  return { db, ports, ctx: cliWriteContext(account.id, `bench-${name}`) };
}

async function measureImport(
  dir: string,
  file: Buffer,
  round: number,
): Promise<{ importMs: number; insertMs: number }> {
  const parser = createImportFileParser();
  const target = await emptyAccount(dir, `import-${round}`);
  let start = process.hrtime.bigint();
  const candidates = await parser.parse(
    { bytes: file, kind: 'json' },
    { source: 'subtrack', currencySymbols: {} },
  );
  await importSubscriptions(target.ports, target.ctx, candidates, {
    dryRun: false,
    source: 'subtrack',
  });
  const importMs = Number(process.hrtime.bigint() - start) / 1e6;
  target.db.close();

  // The baseline: the same records (already validated) and their audit records, inserted
  // through the adapter in one transaction.
  const base = await emptyAccount(dir, `insert-${round}`);
  const now = new Date().toISOString();
  const records = (
    JSON.parse(file.toString('utf8')) as {
      // Version 2 of the export also carries each record's payments (none in this data), and
      // version 3 its logo, if any (none here; hasLogo is not a writable field).
      subscriptions: Array<SubscriptionResource & { payments: unknown[]; logo?: unknown }>;
    }
  ).subscriptions.map(
    ({
      id,
      createdAt: _c,
      updatedAt: _u,
      lastPaymentDate: _l,
      payments: _p,
      hasLogo: _h,
      logo: _logo,
      ...body
    }) =>
      resolveNewSubscription(parseCreateSubscriptionBody(body), {
        id,
        accountId: base.ctx.accountId,
        now,
        today: now.slice(0, 10),
      }),
  );
  start = process.hrtime.bigint();
  await base.ports.unitOfWork.transaction(async (tx) => {
    for (const record of records) {
      await tx.subscriptions.insert(record);
      await tx.audit.append({
        id: base.ports.ids.newId(),
        accountId: base.ctx.accountId,
        occurredAt: now,
        action: 'subscription.created',
        resourceType: 'subscription',
        resourceId: record.id,
        actor: base.ctx.actor,
        apiKeyId: null,
        requestId: base.ctx.requestId,
        changes: diffResources(null, { ...toSubscriptionResource(record) }),
      });
    }
  });
  const insertMs = Number(process.hrtime.bigint() - start) / 1e6;
  base.db.close();
  return { importMs, insertMs };
}

/** Measures the data-io rows on one seeded size; `dir` holds the temp import files. */
export async function measureDataIo(
  options: BenchOptions,
  seeded: SeededDatabase,
  baseUrl: string,
  dir: string,
): Promise<DataIoFigures> {
  const samples = Math.max(3, Math.min(options.analyticsSamples, 7));
  const exportUrl = `${baseUrl}/api/v1/export`;
  const exportJsonMs = await medianMs(samples, () => timedGet(exportUrl, seeded.key));
  const exportCsvMs = await medianMs(samples, () =>
    timedGet(`${exportUrl}?format=csv`, seeded.key),
  );
  const pageListMs = await medianMs(samples, () => pageAll(baseUrl, seeded.key));

  const db = openDatabase(seeded.file);
  const ports = createSqlitePorts(db);
  const { feedUrl } = await createCalendarFeed(
    ports,
    cliWriteContext(seeded.accountId, 'bench-feed'),
  );
  const second = await createAccount(ports, { name: 'bench import' });
  db.close();
  // The first fetch renders the feed; later ones with nothing changed are served from the
  // server's cache of bodies by ETag: both are shown, the target is on the second.
  const feedStart = process.hrtime.bigint();
  await timedGet(`${baseUrl}${feedUrl}`);
  const feedFirstMs = Number(process.hrtime.bigint() - feedStart) / 1e6;
  const feedMs = await medianMs(samples, () => timedGet(`${baseUrl}${feedUrl}`));
  const summaryMs = await medianMs(samples, () =>
    timedGet(`${baseUrl}/api/v1/analytics/summary`, seeded.key),
  );

  const file = Buffer.from(
    await (await fetch(exportUrl, { headers: headersFor(seeded.key) })).arrayBuffer(),
  );
  // Over HTTP into a second account of the server, so its peak RSS includes an import.
  const writer = openDatabase(seeded.file);
  const { key } = await createApiKey(
    createSqlitePorts(writer),
    cliWriteContext(second.id, 'bench'),
    {
      scope: 'write',
    },
  );
  writer.close();
  const imported = await fetch(`${baseUrl}/api/v1/imports?source=subtrack`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      // The in-process rounds below outlast the keep-alive timeout: no connection to reuse.
      connection: 'close',
    },
    body: file,
  });
  if (imported.status !== 200) throw new Error(`import over HTTP: ${imported.status}`);
  await imported.arrayBuffer();

  const rounds: Array<{ importMs: number; insertMs: number }> = [];
  for (const round of [0, 1, 2]) rounds.push(await measureImport(dir, file, round));
  const best = (pick: (r: { importMs: number; insertMs: number }) => number) =>
    Math.round(Math.min(...rounds.map(pick)));

  return {
    exportJsonMs: Math.round(exportJsonMs),
    exportCsvMs: Math.round(exportCsvMs),
    pageListMs: Math.round(pageListMs),
    feedFirstMs: Math.round(feedFirstMs * 10) / 10,
    feedMs: Math.round(feedMs * 10) / 10,
    summaryMs: Math.round(summaryMs * 10) / 10,
    importMs: best((r) => r.importMs),
    insertMs: best((r) => r.insertMs),
  };
}
