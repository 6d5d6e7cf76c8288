import {
  type Admission,
  type AdmissionRequest,
  type AdmittedKey,
  type ApiKeyScope,
  type ApiRequestAdmission,
  accountQuotaKey,
} from '@subtrack/domain';
import { COUNTER_COMMIT } from './counter-commit.js';
import { QuotaLeases, quotaBlockSize } from './quota-leases.js';
import type { Session } from './session.js';

interface KeyRow {
  blocked_until: string | null;
  id: string | null;
  account_id: string | null;
  scope: string | null;
  hash: string | null;
  revoked_at: string | null;
}

interface LeaseRow extends KeyRow {
  counted: number | null;
  granted: number | null;
  used: number | null;
}

// D2, D21: the address's block, and the key by its id (skipped when blocked). A read: what
// a request runs while its process holds a unit of the account's quota (see QuotaLeases).
const ADMIT = `WITH block AS (
  SELECT blocked_until FROM failure_throttles WHERE key = $1 AND blocked_until > $2
)
SELECT (SELECT blocked_until FROM block) AS blocked_until,
  k.id, k.account_id, k.scope, k.hash, k.revoked_at
FROM (SELECT 1) AS one LEFT JOIN api_keys AS k ON k.id = $3 AND NOT EXISTS (SELECT 1 FROM block)`;

// D2, D20, D21 in one statement (one round trip, issue 34): the address's block, the key by
// its id (skipped when blocked), and, for a key that matches, is live and has the scope, a
// block of `$8` units of its account's quota leased to this process, fewer when fewer are
// left (quota keys are the domain's `accountQuotaKey`: 'account:' || account id). The row
// is locked and read first (`prior`), so `granted` is what this statement added. The count
// commits without waiting for the disk (see COUNTER_COMMIT). `used`, read only for a key
// that was not counted, comes from the statement's snapshot, before the count.
const ADMIT_AND_LEASE = `WITH block AS (
  SELECT blocked_until FROM failure_throttles WHERE key = $1 AND blocked_until > $2
), api_key AS (
  SELECT id, account_id, scope, hash, revoked_at FROM api_keys
  WHERE id = $3 AND NOT EXISTS (SELECT 1 FROM block)
), allowed AS (
  SELECT 'account:' || account_id AS quota_key FROM api_key
  WHERE hash = $4 AND revoked_at IS NULL AND (scope = 'write' OR $7 = 'read') AND $6::integer > 0
), prior AS (
  SELECT used, window_start FROM request_quotas
  WHERE key IN (SELECT quota_key FROM allowed) FOR UPDATE
), counted AS (
  INSERT INTO request_quotas AS q (key, window_start, used)
  SELECT quota_key, $5, LEAST($8::integer, $6::integer)
  FROM allowed LEFT JOIN prior ON true, (${COUNTER_COMMIT}) AS async_commit
  ON CONFLICT (key) DO UPDATE SET
    used = CASE WHEN q.window_start < excluded.window_start THEN excluded.used
      ELSE q.used + LEAST($8::integer, $6::integer - q.used) END,
    window_start = GREATEST(q.window_start, excluded.window_start)
  WHERE q.window_start < excluded.window_start OR q.used < $6
  RETURNING used
)
SELECT (SELECT blocked_until FROM block) AS blocked_until,
  api_key.id, api_key.account_id, api_key.scope, api_key.hash, api_key.revoked_at,
  counted.used AS counted,
  CASE WHEN counted.used IS NULL THEN NULL
    WHEN prior.used IS NOT NULL AND prior.window_start >= $5 THEN counted.used - prior.used
    WHEN prior.used IS NOT NULL OR counted.used <= LEAST($8::integer, $6::integer) THEN counted.used
    -- Another process made the row between our lock and our insert: at least one unit is ours.
    ELSE 1 END AS granted,
  CASE WHEN counted.used IS NULL AND api_key.id IS NOT NULL THEN (SELECT used FROM request_quotas
    WHERE key = 'account:' || api_key.account_id AND window_start >= $5) END AS used
FROM (SELECT 1) AS one LEFT JOIN api_key ON true LEFT JOIN counted ON true
  LEFT JOIN prior ON true`;

/** A key row judged: the whole answer when the quota is not asked, else the key and its scope. */
type Judged = { answer: Admission } | { answer: null; key: AdmittedKey; allowed: boolean };

/**
 * A request's way in on PostgreSQL, one statement whatever it finds: the address's block,
 * the key, and the request counted against its account's quota (see the domain's
 * `ApiRequestAdmission`), in blocks leased to this process (see `QuotaLeases`): while the
 * process holds a unit of the account's quota, the statement only reads. Every process
 * reads the key as stored now, so a revoked key is refused from the next request on, on
 * all of them. Asked to defer the key's check (`deferKeyCheck`), a process that knows the
 * key and holds a unit reads nothing: the request's read checks the key in its statement.
 */
export class PostgresApiRequestAdmission implements ApiRequestAdmission {
  constructor(
    private readonly db: Session,
    private readonly leases: QuotaLeases = new QuotaLeases(),
  ) {}

  async admit(request: AdmissionRequest): Promise<Admission> {
    const known = request.keyId === null ? undefined : this.leases.keyOf(request.keyId);
    if (known === undefined) return this.admitAndLease(request);
    const quotaKey = accountQuotaKey(known.accountId);
    if (!this.leases.holds(quotaKey, request.window)) return this.admitAndLease(request);
    if (request.deferKeyCheck === true && mayCount(known.scope, request)) {
      // Issue 34: nothing read here; the request's read checks the key (DeferredKeyCheck).
      const used = this.leases.take(quotaKey, request.window)!;
      // Field by field, not a spread of `known`: one hidden class for every request's key.
      const key = {
        id: request.keyId!,
        accountId: known.accountId,
        scope: known.scope,
        hash: request.keyHash,
        revokedAt: null,
      };
      return { blockedUntil: null, key, quota: { counted: true, used }, deferred: true };
    }
    const { rows } = await this.db.query<KeyRow>(ADMIT, this.keyValues(request));
    const judged = judge(rows[0]!, request);
    if (judged.answer !== null) return judged.answer;
    if (judged.allowed && judged.key.accountId === known.accountId) {
      const used = this.leases.take(quotaKey, request.window);
      if (used !== null)
        return { blockedUntil: null, key: judged.key, quota: { counted: true, used } };
    }
    // No scope (the count is read with the key), or requests at the same moment used the
    // last held unit (another block is leased).
    return this.admitAndLease(request);
  }

  private async admitAndLease(request: AdmissionRequest): Promise<Admission> {
    const { rows } = await this.db.query<LeaseRow>(ADMIT_AND_LEASE, [
      ...this.keyValues(request),
      request.keyHash,
      request.window,
      request.limit,
      request.scope,
      quotaBlockSize(request.limit),
    ]);
    const row = rows[0]!;
    const judged = judge(row, request);
    if (judged.answer !== null) return judged.answer;
    const { key } = judged;
    this.leases.rememberKey(key.id, { accountId: key.accountId, scope: key.scope });
    const quotaKey = accountQuotaKey(key.accountId);
    if (row.counted !== null) {
      const used = this.leases.grant(quotaKey, request.window, row.counted, row.granted!);
      return { blockedUntil: null, key, quota: { counted: true, used } };
    }
    // Units this process holds are counted in the row but not used by any request.
    const used = Math.max(0, (row.used ?? 0) - this.leases.unused(quotaKey, request.window));
    return { blockedUntil: null, key, quota: { counted: false, used } };
  }

  private keyValues(request: AdmissionRequest): unknown[] {
    return [request.blockKey, request.now, request.keyId];
  }
}

/**
 * The answer a row gives without the quota (blocked, no such key, another secret, revoked),
 * or the key and whether it may be counted: it has the route's scope, and the limit is not 0.
 */
function judge(row: KeyRow, request: AdmissionRequest): Judged {
  if (row.blocked_until !== null) {
    return { answer: { blockedUntil: row.blocked_until, key: null, quota: null } };
  }
  if (row.id === null) return { answer: { blockedUntil: null, key: null, quota: null } };
  const key: AdmittedKey = {
    id: row.id,
    accountId: row.account_id!,
    scope: row.scope as ApiKeyScope,
    hash: row.hash!,
    revokedAt: row.revoked_at,
  };
  if (key.hash !== request.keyHash || key.revokedAt !== null) {
    return { answer: { blockedUntil: null, key, quota: null } };
  }
  return { answer: null, key, allowed: mayCount(key.scope, request) };
}

/** Whether a key of `scope` is counted on the request's route: it has the scope, and the limit is not 0. */
function mayCount(scope: ApiKeyScope, request: AdmissionRequest): boolean {
  return request.limit > 0 && (scope === 'write' || request.scope === 'read');
}
