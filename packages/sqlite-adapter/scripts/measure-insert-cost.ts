// Measures what D25's synchronous=FULL costs: the time of one subscription insert with its
// audit record (one BEGIN IMMEDIATE transaction), FULL against NORMAL, on a temp WAL file.
// Usage: pnpm exec tsx packages/sqlite-adapter/scripts/measure-insert-cost.ts [count]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anAccount, anAuditRecord, aSubscription } from '@subtrack/domain/testing';
import { createSqlitePorts, openDatabase } from '../src/index.js';

const count = Number(process.argv[2] ?? 2000);
const warmup = 100;

async function measure(synchronous: 'FULL' | 'NORMAL'): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'subtrack-insert-cost-'));
  const db = openDatabase(join(dir, 'bench.sqlite'));
  try {
    db.pragma(`synchronous = ${synchronous}`);
    const ports = createSqlitePorts(db);
    const account = anAccount({ id: ports.ids.newId() });
    await ports.accounts.insert(account);
    const times: number[] = [];
    for (let i = 0; i < warmup + count; i += 1) {
      const sub = aSubscription({ id: ports.ids.newId(), accountId: account.id });
      const record = anAuditRecord({
        id: ports.ids.newId(),
        accountId: account.id,
        resourceId: sub.id,
      });
      const started = process.hrtime.bigint();
      await ports.unitOfWork.transaction(async (tx) => {
        await tx.subscriptions.insert(sub);
        await tx.audit.append(record);
      });
      if (i >= warmup) times.push(Number(process.hrtime.bigint() - started) / 1000);
    }
    return times.sort((a, b) => a - b);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

console.log(`one subscription insert + audit record, ${count} transactions each (microseconds)`);
for (const mode of ['FULL', 'NORMAL'] as const) {
  const times = await measure(mode);
  const line = `synchronous=${mode.padEnd(6)} median ${at(times, 0.5).toFixed(1)}  p90 ${at(times, 0.9).toFixed(1)}  p99 ${at(times, 0.99).toFixed(1)}`;
  console.log(line);
}
