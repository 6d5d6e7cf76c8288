/**
 * A mixed client workload (reads, writes, analytics) that remembers every write the server
 * acknowledged, so a test can check afterwards that each one is really there.
 */
import { KeepAliveClient } from './keep-alive-client.js';

export interface Ledger {
  /** Last acknowledged representation of every live subscription, by id. */
  live: Map<string, Record<string, unknown>>;
  deleted: Set<string>;
  /** Acknowledged PATCHes per live id (each leaves one audit record). */
  patches: Map<string, number>;
  statuses: Map<number, number>;
  requests: number;
  /** The live ids each worker owns, kept across rounds so the account stays the same size. */
  pools: string[][];
  /** Writes the server acknowledged (201 or 200 to a POST, PATCH or DELETE). */
  writes: number;
  unexpected: string[];
}

export function newLedger(): Ledger {
  return {
    live: new Map(),
    deleted: new Set(),
    patches: new Map(),
    statuses: new Map(),
    requests: 0,
    writes: 0,
    pools: [],
    unexpected: [],
  };
}

export function futureDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let counter = 0;
export function aBody(): Record<string, unknown> {
  counter++;
  return {
    name: `Load ${counter % 97}`,
    category: ['Streaming', 'Cloud', 'Music'][counter % 3],
    amount: (counter % 5000) / 100,
    currency: ['USD', 'EUR', 'CNY', 'JPY'][counter % 4],
    period: counter % 7 === 0 ? 'custom' : counter % 3 === 0 ? 'yearly' : 'monthly',
    ...(counter % 7 === 0 ? { customDate: '30' } : {}),
    nextPaymentDate: futureDate(1 + (counter % 300)),
  };
}

/**
 * Records a worker keeps at most: past it, a create turns into a delete of its oldest record,
 * so an account stays at a realistic size (a few hundred records) however long the load runs
 * and a second round does the same work as the first (the RSS comparison needs that).
 */
export const MAX_LIVE_PER_WORKER = 12;

/**
 * Runs `total` requests over `concurrency` workers for one account. Each worker only
 * updates or deletes records it created itself, so every status other than 200/201 is a bug.
 */
export async function runMixedLoad(options: {
  baseUrl: string;
  readKey: string;
  writeKey: string;
  total: number;
  concurrency: number;
  ledger: Ledger;
}): Promise<void> {
  const { readKey, writeKey, ledger } = options;
  const client = new KeepAliveClient(options.baseUrl, options.concurrency);
  const call = client.call.bind(client);
  let remaining = options.total;
  const note = (status: number, expected: number[], what: string, text: string) => {
    ledger.requests++;
    ledger.statuses.set(status, (ledger.statuses.get(status) ?? 0) + 1);
    if (!expected.includes(status) && ledger.unexpected.length < 20)
      ledger.unexpected.push(`${what}: ${status} ${text.slice(0, 200)}`);
  };
  const worker = async (index: number) => {
    ledger.pools[index] ??= [];
    const mine = ledger.pools[index];
    let step = index;
    while (remaining-- > 0) {
      step++;
      const roll = step % 20;
      const full = mine.length >= MAX_LIVE_PER_WORKER;
      if ((roll < 4 && !full) || mine.length === 0) {
        const r = await call(writeKey, 'POST', '/api/v1/subscriptions', aBody());
        note(r.status, [201], 'POST', r.text);
        if (r.status === 201) {
          const data = r.json?.data as Record<string, unknown>;
          ledger.writes++;
          mine.push(String(data.id));
          ledger.live.set(String(data.id), data);
        }
      } else if ((roll === 7 && mine.length > 3) || roll < 4) {
        const id = (roll < 4 ? mine.shift() : mine.splice(step % mine.length, 1)[0])!;
        const r = await call(writeKey, 'DELETE', `/api/v1/subscriptions/${id}`);
        note(r.status, [200], 'DELETE', r.text);
        if (r.status === 200) {
          ledger.writes++;
          ledger.live.delete(id);
          ledger.patches.delete(id);
          ledger.deleted.add(id);
        }
      } else if (roll < 7) {
        const id = mine[step % mine.length]!;
        const r = await call(writeKey, 'PATCH', `/api/v1/subscriptions/${id}`, {
          amount: (step % 900) / 10,
          status: ['active', 'paused', 'cancelled'][step % 3],
        });
        note(r.status, [200], 'PATCH', r.text);
        if (r.status === 200) {
          ledger.writes++;
          ledger.live.set(id, r.json?.data as Record<string, unknown>);
          ledger.patches.set(id, (ledger.patches.get(id) ?? 0) + 1);
        }
      } else if (roll < 12) {
        const r = await call(readKey, 'GET', `/api/v1/subscriptions/${mine[step % mine.length]}`);
        note(r.status, [200], 'GET one', r.text);
      } else if (roll < 16) {
        const r = await call(
          readKey,
          'GET',
          '/api/v1/subscriptions?limit=50&status=active&sort=nextPaymentDate',
        );
        note(r.status, [200], 'GET list', r.text);
      } else {
        const path = [
          '/api/v1/analytics/summary',
          '/api/v1/analytics/duplicates',
          '/api/v1/analytics/optimizations',
          '/api/v1/audit-events?limit=20',
        ][step % 4]!;
        const r = await call(readKey, 'GET', path);
        note(r.status, [200], path, r.text);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, (_, index) => worker(index)));
  } finally {
    client.close();
  }
}

/** Resident set size of a process now, in MB (Linux `VmRSS`). */
export async function currentRssMb(pid: number): Promise<number> {
  const { readFileSync } = await import('node:fs');
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}
