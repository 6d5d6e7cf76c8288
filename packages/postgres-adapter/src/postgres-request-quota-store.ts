import type { QuotaCount, RequestQuotaStore } from '@subtrack/domain';
import { COUNTER_COMMIT } from './counter-commit.js';
import { QuotaLeases } from './quota-leases.js';
import type { Session } from './session.js';

// D20, D44: one statement, so two processes never both take the last unit: the second
// waits for the first one's row lock, then checks the condition against the committed
// count. A later window starts again at 1; an earlier one counts in the window held. D51:
// the count commits without waiting for the disk (COUNTER_COMMIT).
const CONSUME = `INSERT INTO request_quotas AS q (key, window_start, used)
SELECT $1, $2, 1 FROM (${COUNTER_COMMIT}) AS async_commit WHERE $3::integer > 0
ON CONFLICT (key) DO UPDATE SET
  used = CASE WHEN q.window_start < excluded.window_start THEN 1 ELSE q.used + 1 END,
  window_start = GREATEST(q.window_start, excluded.window_start)
WHERE q.window_start < excluded.window_start OR q.used < $3
RETURNING used`;
const USED = 'SELECT used FROM request_quotas WHERE key = $1 AND window_start >= $2';
const REFUND = `UPDATE request_quotas SET used = used - 1
FROM (${COUNTER_COMMIT}) AS async_commit
WHERE key = $1 AND window_start = $2 AND used > 0`;

/**
 * Request quotas in PostgreSQL, shared by every process on the database. Units this process
 * leased for its API requests (`leases`, see `QuotaLeases`) are counted in the row but used
 * by no request yet: the counts it answers leave them out, and a refund goes back to them.
 */
export class PostgresRequestQuotaStore implements RequestQuotaStore {
  constructor(
    private readonly db: Session,
    private readonly leases: QuotaLeases = new QuotaLeases(),
  ) {}

  async consume(key: string, window: string, limit: number): Promise<QuotaCount> {
    const counted = (await this.db.query<{ used: number }>(CONSUME, [key, window, limit])).rows[0];
    if (counted !== undefined)
      return { counted: true, used: this.usedOf(key, window, counted.used) };
    return { counted: false, used: await this.used(key, window) };
  }

  async used(key: string, window: string): Promise<number> {
    const row = (await this.db.query<{ used: number }>(USED, [key, window])).rows[0];
    return this.usedOf(key, window, row?.used ?? 0);
  }

  async refund(key: string, window: string): Promise<void> {
    if (this.leases.giveBack(key, window)) return;
    await this.db.query(REFUND, [key, window]);
  }

  private usedOf(key: string, window: string, counted: number): number {
    return Math.max(0, counted - this.leases.unused(key, window));
  }
}
