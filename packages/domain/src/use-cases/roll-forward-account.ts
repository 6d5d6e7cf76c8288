import type { Ports } from '../ports/ports.js';
import {
  ROLL_BATCH_SIZE,
  rollStaleSubscriptions,
} from '../subscriptions/roll-stale-subscriptions.js';
import { todayForAccount } from './today-for-account.js';

/**
 * The ports {@link rollForwardAccount} uses: every read that rolls an account forward first
 * takes these and the stores it reads.
 */
export type RollForwardPorts = Pick<
  Ports,
  'unitOfWork' | 'clock' | 'ids' | 'pacer' | 'subscriptions' | 'notificationSettings'
>;

/**
 * Rolls the account's stale active payment dates forward to today or later (writing
 * the payments they pass, D40, and ending what reaches its end) and returns how many
 * records moved. Every read of subscriptions or analytics calls it first, so no read
 * returns a date before today.
 */
export async function rollForwardAccount(
  ports: RollForwardPorts,
  accountId: string,
): Promise<number> {
  const today = await todayForAccount(ports, accountId);
  // Most reads find nothing stale: skip the write transaction (a write lock in SQLite).
  if ((await ports.subscriptions.listActiveDueBefore(accountId, today, 1)).length === 0) return 0;
  let rolled = 0;
  for (;;) {
    const batch = await ports.unitOfWork.transaction((tx) =>
      rollStaleSubscriptions(ports, tx, accountId, today, ROLL_BATCH_SIZE),
    );
    rolled += batch;
    // A rolled record is no longer stale, so each batch reads the next ones.
    if (batch < ROLL_BATCH_SIZE) return rolled;
  }
}
