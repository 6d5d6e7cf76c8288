import {
  beginIdempotentRequest,
  completeIdempotentRequest,
  fingerprintBody,
  type IdempotencyScope,
  ifMatchHolds,
  isDomainError,
  PreconditionFailedError,
  portsInTransaction,
  releaseIdempotentRequest,
} from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { statusForCode } from '../error-mapping.js';
import { writeReply } from '../reply.js';
import type { ApiCall, ApiRoute } from '../routes/route.js';
import { storedErrorOf, storedReplyOf, writeStored } from '../stored-response.js';

/** What a write's idempotency fingerprint hashes: its JSON object, or a file body's bytes. */
export type WriteBody = Record<string, unknown> | Uint8Array | undefined;

/**
 * Runs a write route (POST, PATCH, DELETE) with D31 idempotency and D32 `If-Match`.
 * Without either header it is just `route.handle`. Otherwise, in order:
 * 1. Claim the key in a short transaction of its own (another process sees the claim
 *    at once: `409 idempotency_key_in_use`); a stored answer is replayed instead.
 * 2. One transaction holds the `If-Match` check, the use case (whose own transaction joins
 *    it) and the stored answer: two clients racing with one ETag cannot both pass,
 *    and a write never commits without its answer, nor the reverse.
 * 3. An error answer other than 400 or 5xx (a 404, a 412) is stored too; a 400 or 5xx gives
 *    the key back, so the corrected request runs.
 */
export async function runWrite(
  ctx: ApiContext,
  route: ApiRoute,
  input: unknown,
  call: ApiCall,
  idempotencyKey: string | undefined,
  body: WriteBody,
): Promise<void> {
  const { ports, principal, requestId } = call;
  const ifMatch = ctx.get('if-match');
  if (idempotencyKey === undefined && ifMatch === '') {
    await writeReply(ctx, await route.handle(input, call), requestId, ports.pacer);
    return;
  }
  const scope: IdempotencyScope | undefined =
    idempotencyKey === undefined
      ? undefined
      : { accountId: principal.accountId, key: idempotencyKey };
  if (scope !== undefined) {
    // The query is part of what was asked (an import's dryRun=true is not its real run).
    const path = ctx.querystring === '' ? ctx.path : `${ctx.path}?${ctx.querystring}`;
    const request = { method: ctx.method, path, bodyHash: fingerprintBody(body) };
    const start = await beginIdempotentRequest(ports, scope, request);
    if (start.kind === 'replay') {
      writeStored(ctx, start.response, { replayed: true });
      return;
    }
  }
  try {
    const stored = await ports.unitOfWork.transaction(async (tx) => {
      // D43: the route's use case joins this transaction through its ports.
      const inTx: ApiCall = { ...call, ports: portsInTransaction(ports, tx) };
      if (ifMatch !== '') await checkIfMatch(route, input, inTx, ifMatch);
      const answer = storedReplyOf(ctx, await route.handle(input, inTx), requestId);
      if (scope !== undefined) await completeIdempotentRequest(tx, scope, answer);
      return answer;
    });
    writeStored(ctx, stored);
  } catch (error) {
    if (scope === undefined) throw error;
    await settleFailure(ctx, call, scope, error);
  }
}

/** Inside the write's transaction, so the compared version is the one written over. */
async function checkIfMatch(
  route: ApiRoute,
  input: unknown,
  call: ApiCall,
  ifMatch: string,
): Promise<void> {
  // A missing resource answers 404 from the use case (RFC 9110: preconditions then ignored).
  const current = (await route.currentEtag?.(input, call)) ?? null;
  if (current !== null && !ifMatchHolds(ifMatch, current)) {
    throw new PreconditionFailedError(current);
  }
}

async function settleFailure(
  ctx: ApiContext,
  call: ApiCall,
  scope: IdempotencyScope,
  error: unknown,
) {
  const { ports, requestId } = call;
  const status = isDomainError(error) ? statusForCode(error.code) : 500;
  if (!isDomainError(error) || status === 400 || status >= 500) {
    try {
      await releaseIdempotentRequest(ports, scope);
    } catch {
      // Storage is failing too: the claim's lease frees the key shortly.
    }
    throw error;
  }
  const stored = storedErrorOf(ctx, error, requestId);
  await ports.unitOfWork.transaction((tx) => completeIdempotentRequest(tx, scope, stored));
  writeStored(ctx, stored);
}
