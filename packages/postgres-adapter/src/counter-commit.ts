/**
 * A read must not wait for the disk, yet every API request counts against the quota,
 * a write. Counters (the request quota, the failure throttles) therefore commit without
 * waiting for their WAL record to be flushed: `synchronous_commit` off for their own
 * transaction only. What a crash of the database server can forget is the last moment of
 * counts: at most three times `wal_writer_delay` (600 ms by default) of counted requests
 * and failed attempts, which only ever gives a client a little quota or a few tries back.
 * Every other write (subscriptions, audit records, keys) still waits for its flush.
 *
 * `COUNTER_COMMIT` does it inside one statement (a statement outside a transaction block is
 * a transaction of its own): a sub-select that sets the setting for the rest of that
 * transaction, joined into the counting `INSERT`, so no extra round trip is paid.
 * `COUNTER_TRANSACTION` begins a transaction whose commit does not wait (the throttles',
 * which lock a row and read it before writing).
 */
export const COUNTER_COMMIT = "SELECT set_config('synchronous_commit', 'off', true)";

export const COUNTER_TRANSACTION =
  'BEGIN ISOLATION LEVEL READ COMMITTED; SET LOCAL synchronous_commit TO off';
