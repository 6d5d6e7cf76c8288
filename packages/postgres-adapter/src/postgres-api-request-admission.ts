import type {
  AdmissionRequest,
  AdmittedKey,
  ApiKeyScope,
  ApiRequestAdmission,
} from '@subtrack/domain';
import { COUNTER_COMMIT } from './counter-commit.js';
import type { Session } from './session.js';

interface AdmissionRow {
  blocked_until: string | null;
  id: string | null;
  account_id: string | null;
  scope: string | null;
  hash: string | null;
  revoked_at: string | null;
  counted: number | null;
  used: number | null;
}

// D2, D20, D21 in one statement (one round trip, issue 34): the address's block, the key by
// its id (skipped when blocked), and, for a key that matches, is live and has the scope,
// one unit of its account's quota, counted as `PostgresRequestQuotaStore.consume` counts
// (quota keys are the domain's `accountQuotaKey`: 'account:' || account id). The count
// commits without waiting for the disk (see COUNTER_COMMIT). `used`, read only for a key
// that was not counted, comes from the statement's snapshot, before the count.
const ADMIT = `WITH block AS (
  SELECT blocked_until FROM failure_throttles WHERE key = $1 AND blocked_until > $2
), api_key AS (
  SELECT id, account_id, scope, hash, revoked_at FROM api_keys
  WHERE id = $3 AND NOT EXISTS (SELECT 1 FROM block)
), allowed AS (
  SELECT 'account:' || account_id AS quota_key FROM api_key
  WHERE hash = $4 AND revoked_at IS NULL AND (scope = 'write' OR $7 = 'read') AND $6::integer > 0
), counted AS (
  INSERT INTO request_quotas AS q (key, window_start, used)
  SELECT quota_key, $5, 1 FROM allowed, (${COUNTER_COMMIT}) AS async_commit
  ON CONFLICT (key) DO UPDATE SET
    used = CASE WHEN q.window_start < excluded.window_start THEN 1 ELSE q.used + 1 END,
    window_start = GREATEST(q.window_start, excluded.window_start)
  WHERE q.window_start < excluded.window_start OR q.used < $6
  RETURNING used
)
SELECT (SELECT blocked_until FROM block) AS blocked_until,
  api_key.id, api_key.account_id, api_key.scope, api_key.hash, api_key.revoked_at,
  counted.used AS counted,
  CASE WHEN counted.used IS NULL AND api_key.id IS NOT NULL THEN (SELECT used FROM request_quotas
    WHERE key = 'account:' || api_key.account_id AND window_start >= $5) END AS used
FROM (SELECT 1) AS one LEFT JOIN api_key ON true LEFT JOIN counted ON true`;

/**
 * A request's way in on PostgreSQL, one statement whatever it finds: the
 * address's block, the key, and the request counted against its account's quota (see the
 * domain's `ApiRequestAdmission`). Every process reads the key as stored now, so a revoked
 * key is refused from the next request on, on all of them.
 */
export class PostgresApiRequestAdmission implements ApiRequestAdmission {
  constructor(private readonly db: Session) {}

  async admit(request: AdmissionRequest) {
    const row = (
      await this.db.query<AdmissionRow>(ADMIT, [
        request.blockKey,
        request.now,
        request.keyId,
        request.keyHash,
        request.window,
        request.limit,
        request.scope,
      ])
    ).rows[0]!;
    if (row.blocked_until !== null) {
      return { blockedUntil: row.blocked_until, key: null, quota: null };
    }
    if (row.id === null) return { blockedUntil: null, key: null, quota: null };
    const key: AdmittedKey = {
      id: row.id,
      accountId: row.account_id!,
      scope: row.scope as ApiKeyScope,
      hash: row.hash!,
      revokedAt: row.revoked_at,
    };
    if (key.hash !== request.keyHash || key.revokedAt !== null) {
      return { blockedUntil: null, key, quota: null };
    }
    const quota =
      row.counted !== null
        ? { counted: true, used: row.counted }
        : { counted: false, used: row.used ?? 0 };
    return { blockedUntil: null, key, quota };
  }
}
