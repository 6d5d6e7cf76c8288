import type { IdempotencyRecord, IdempotencyStore } from '@subtrack/domain';
import {
  IDEMPOTENCY_COLUMNS,
  IDEMPOTENCY_SQL,
  type IdempotencyRow,
  idempotencyValues,
  inDialect,
  placeholders,
  queriesIn,
  toIdempotencyRecord,
} from '@subtrack/sql-rows';
import { affectedRows, type Session } from './session.js';
import { WriteConflictError } from './storage-errors.js';

const IDEMPOTENCY = queriesIn('postgres', IDEMPOTENCY_SQL);
const INSERT = inDialect(
  'postgres',
  `INSERT INTO idempotency_keys (${IDEMPOTENCY_COLUMNS}) VALUES (${placeholders(11)})
ON CONFLICT (account_id, key) DO UPDATE SET
  method = excluded.method, path = excluded.path, body_hash = excluded.body_hash,
  created_at = excluded.created_at, expires_at = excluded.expires_at,
  lease_until = excluded.lease_until, response_status = excluded.response_status,
  response_headers = excluded.response_headers, response_body = excluded.response_body`,
);
// An answer replaces whatever is there (its request holds the claim).
const SAVE_ANSWER = INSERT;
// D31, D44: a claim (no answer yet) takes the key only when it is free at the claim's own
// time: no record, an expired one, or a claim whose holder died (its lease passed). Under
// READ COMMITTED a second claimer waits for the first one's row, then re-checks it as
// committed; finding a live claim or an answer it writes nothing.
const SAVE_CLAIM = `${INSERT}
WHERE idempotency_keys.expires_at <= excluded.created_at
  OR (idempotency_keys.response_status IS NULL
    AND (idempotency_keys.lease_until IS NULL OR idempotency_keys.lease_until <= excluded.created_at))`;
// Walks the expiry index from its oldest end and stops after `limit` rows (no table scan);
// SKIP LOCKED lets two processes sweep at once without waiting on each other's rows.
const REMOVE_EXPIRED = `DELETE FROM idempotency_keys WHERE (account_id, key) IN (
  SELECT account_id, key FROM idempotency_keys WHERE expires_at <= $1
  ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)`;

/** Idempotency keys and their stored answers in the `idempotency_keys` table. */
export class PostgresIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: Session) {}

  async find(accountId: string, key: string): Promise<IdempotencyRecord | null> {
    const values = [accountId, key];
    const row = (await this.db.query<IdempotencyRow>(IDEMPOTENCY.find, values)).rows[0];
    return row === undefined ? null : toIdempotencyRecord(row);
  }

  /**
   * Stores an answer as given. Stores a claim only over a free key; when another request
   * took the key since this transaction looked, throws a conflict, so the unit of work runs
   * the transaction again and it sees that claim (409 in use) or answer (a replay).
   */
  async save(record: IdempotencyRecord): Promise<void> {
    const values = idempotencyValues(record);
    if (record.response !== null) {
      await this.db.query(SAVE_ANSWER, values);
      return;
    }
    if (affectedRows(await this.db.query(SAVE_CLAIM, values)) === 0) {
      throw new WriteConflictError('this idempotency key');
    }
  }

  async remove(accountId: string, key: string): Promise<void> {
    await this.db.query(IDEMPOTENCY.remove, [accountId, key]);
  }

  async removeExpired(now: string, limit: number): Promise<number> {
    return affectedRows(await this.db.query(REMOVE_EXPIRED, [now, limit]));
  }
}
