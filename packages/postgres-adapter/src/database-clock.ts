import type { Clock } from '@subtrack/domain';
import type { Pool } from 'pg';

/** A `Clock` that reads the database server's time; `close()` stops its re-syncing. */
export interface DatabaseClock extends Clock {
  /** The last measured difference: database time minus this machine's time, in ms. */
  readonly offsetMs: number;
  /** Measures the offset again now. */
  sync(): Promise<void>;
  close(): void;
}

/** Samples per measurement: the one with the shortest round trip is kept. */
const SAMPLES = 3;
const DEFAULT_RESYNC_MS = 60_000;

async function measureOffset(pool: Pool): Promise<number> {
  let best: { roundTrip: number; offset: number } | undefined;
  for (let i = 0; i < SAMPLES; i += 1) {
    const sent = Date.now();
    const { rows } = await pool.query<{ ms: string }>(
      'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8::text AS ms',
    );
    const received = Date.now();
    const roundTrip = received - sent;
    // The server read its clock somewhere in the round trip: assume the middle.
    const offset = Number(rows[0]?.ms) - (sent + received) / 2;
    if (best === undefined || roundTrip < best.roundTrip) best = { roundTrip, offset };
  }
  return Math.round(best?.offset ?? 0);
}

/**
 * Times that decide races between processes (leases of reminder and idempotency claims,
 * expiries, sessions, throttling windows) come from the database server's clock, so several
 * processes on several machines agree on them even when their own clocks drift apart.
 *
 * The domain reads time through a synchronous `Clock` and passes instants to the ports
 * (which is what lets every adapter's contract tests run on a fake clock). This clock keeps
 * that shape: it measures the offset between the database's `clock_timestamp()` and this
 * machine's clock (best of three round trips, error at most half a round trip), answers
 * `Date.now()` plus that offset, and measures again every minute (a failed measurement keeps
 * the last offset). Give it to `createPostgresPorts` as the clock in production.
 *
 * @example
 * const clock = await createDatabaseClock(pool);
 * const ports = createPostgresPorts(pool, { clock });
 * // at shutdown: clock.close(); await pool.end();
 */
export async function createDatabaseClock(
  pool: Pool,
  options: { resyncEveryMs?: number } = {},
): Promise<DatabaseClock> {
  let offsetMs = await measureOffset(pool);
  const sync = async () => {
    offsetMs = await measureOffset(pool);
  };
  const timer = setInterval(() => {
    sync().catch(() => {
      // The database is away: keep the last offset; the next measurement tries again.
    });
  }, options.resyncEveryMs ?? DEFAULT_RESYNC_MS);
  // The clock never keeps a process alive on its own.
  timer.unref();
  return {
    get offsetMs() {
      return offsetMs;
    },
    now: () => new Date(Date.now() + offsetMs),
    sync,
    close: () => clearInterval(timer),
  };
}
