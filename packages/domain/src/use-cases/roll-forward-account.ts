import { pacerOf } from '../pacing/unpaced.js';
import type { Ports } from '../ports/ports.js';
import { rollStaleSubscriptions } from '../subscriptions/roll-stale-subscriptions.js';
import { todayForAccount } from './today-for-account.js';

/**
 * D6: rolls the account's stale active payment dates forward to today or later and
 * returns how many records moved. Every read of subscriptions or analytics calls it first,
 * so no read returns a date before today.
 */
export async function rollForwardAccount(ports: Ports, accountId: string): Promise<number> {
  const today = await todayForAccount(ports, accountId);
  // Most reads find nothing stale: skip the write transaction (a write lock in SQLite).
  if ((await ports.subscriptions.listActiveDueBefore(accountId, today)).length === 0) return 0;
  return ports.unitOfWork.transaction((tx) =>
    rollStaleSubscriptions(tx, accountId, today, pacerOf(ports)),
  );
}
