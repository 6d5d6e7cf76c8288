import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import { DomainError } from '../shared/domain-error.js';
import type { IdempotencyRecord, IdempotentRequest, StoredResponse } from './idempotency-record.js';

/** How long a key and its stored answer are kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a running first request holds its key. Requests here run in well under a
 * second (a busy database gives up after seconds); a process killed mid-request frees the
 * key after this, and its write rolled back with it.
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;

/** Expired records removed per claim: bounded work on the request path. */
const EXPIRED_PER_CLAIM = 20;

/** What to do with a request that carries an idempotency key. */
export type IdempotencyStart = { kind: 'run' } | { kind: 'replay'; response: StoredResponse };

/** An account's idempotency key. */
export interface IdempotencyScope {
  accountId: string;
  key: string;
}

function sameRequest(record: IdempotencyRecord, request: IdempotentRequest): boolean {
  return (
    record.method === request.method &&
    record.path === request.path &&
    record.bodyHash === request.bodyHash
  );
}

/** The key was used for another method, path or body (`422`). */
export function idempotencyKeyReused(): DomainError {
  return new DomainError(
    'idempotency_key_reused',
    'This Idempotency-Key was already used for a request with another method, path or body.',
    {
      field: 'Idempotency-Key',
      suggestedFix: 'Send a new Idempotency-Key for a new request; repeat a request unchanged.',
    },
  );
}

/** The first request under the key still runs (`409`). */
export function idempotencyKeyInUse(): DomainError {
  return new DomainError(
    'idempotency_key_in_use',
    'A request with this Idempotency-Key is still running.',
    {
      field: 'Idempotency-Key',
      suggestedFix: 'Wait a moment, then repeat the request unchanged to get its answer.',
    },
  );
}

/**
 * Claims an idempotency key before the write runs, in a short transaction of its own
 * (so another process sees the claim at once). A stored answer of the same request is
 * returned for replay; another request under the key is `idempotency_key_reused`; a first
 * request still running is `idempotency_key_in_use`. An expired record, or a claim whose
 * holder died (its lease passed), is replaced. Removes a few expired records on the way.
 *
 * @example
 * const start = await beginIdempotentRequest(ports, { accountId, key }, { method: 'POST', path, bodyHash });
 */
export async function beginIdempotentRequest(
  ports: Pick<Ports, 'unitOfWork' | 'clock'>,
  scope: IdempotencyScope,
  request: IdempotentRequest,
): Promise<IdempotencyStart> {
  return ports.unitOfWork.transaction(async (tx): Promise<IdempotencyStart> => {
    const now = ports.clock.now();
    const nowIso = now.toISOString();
    await tx.idempotency.removeExpired(nowIso, EXPIRED_PER_CLAIM);
    const found = await tx.idempotency.find(scope.accountId, scope.key);
    if (found !== null && found.expiresAt > nowIso) {
      if (!sameRequest(found, request)) throw idempotencyKeyReused();
      if (found.response !== null) return { kind: 'replay', response: found.response };
      if (found.leaseUntil !== null && found.leaseUntil > nowIso) throw idempotencyKeyInUse();
    }
    await tx.idempotency.save({
      ...scope,
      ...request,
      createdAt: nowIso,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS).toISOString(),
      response: null,
      leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS).toISOString(),
    });
    return { kind: 'run' };
  });
}

/**
 * Stores the answer of a claimed request. Call it inside the transaction of the write
 * it answers, with its `tx` ports, so the write and its stored answer commit together
 * or not at all.
 */
export async function completeIdempotentRequest(
  tx: StoragePorts,
  scope: IdempotencyScope,
  response: StoredResponse,
): Promise<void> {
  const claimed = await tx.idempotency.find(scope.accountId, scope.key);
  if (claimed === null) throw new Error('completeIdempotentRequest without a claim');
  await tx.idempotency.save({ ...claimed, response, leaseUntil: null });
}

/**
 * Gives a claimed key back when its request ends without an answer worth keeping
 * (a 400 or a 5xx), so the corrected request under the same key runs.
 */
export async function releaseIdempotentRequest(
  ports: Pick<Ports, 'unitOfWork'>,
  scope: IdempotencyScope,
): Promise<void> {
  await ports.unitOfWork.transaction(async (tx) => {
    const found = await tx.idempotency.find(scope.accountId, scope.key);
    if (found !== null && found.response === null) {
      await tx.idempotency.remove(scope.accountId, scope.key);
    }
  });
}
