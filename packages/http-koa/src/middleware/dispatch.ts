import {
  type ApiKeyUseRecorder,
  createApiKeyUseRecorder,
  DomainError,
  ifNoneMatchHits,
  isStorageUnavailable,
  type Ports,
  parseIdempotencyKey,
  type RawQuery,
  requireWriteScope,
  type WorkPacer,
} from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { answerHeader } from '../api-context.js';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';
import { givesQuotaBack, quotaExceeded, quotaKey } from '../rate-limit/quota-rules.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { JSON_CONTENT_TYPE, writeReply } from '../reply.js';
import { readBytes } from '../request/read-bytes.js';
import { readJsonObjectBody } from '../request/read-json-body.js';
import type { RequestState } from '../request-state.js';
import type {
  ApiCall,
  ApiRoute,
  DataFiles,
  Route,
  RouteReply,
  RouteRequest,
} from '../routes/route.js';
import type { StorageHealth } from '../storage-health.js';
import { type AdmittedCaller, admitKey, type KeyAdmissionOptions } from './authenticate.js';
import { runWrite, type WriteBody } from './write-flow.js';

/** What {@link routeRunner} needs besides the request. */
export interface DispatchOptions extends KeyAdmissionOptions {
  ports: Ports;
  rateLimiter: RateLimiter;
  throttle: AuthFailureThrottle;
  checkHealth: () => void | Promise<void>;
  /** Told of every storage fault and every committed write, for `/healthz`. */
  storageHealth: StorageHealth;
  /** The import parser and export writer, when the app has them. */
  dataFiles?: DataFiles;
}

/**
 * Runs the route a request was routed to (404/405 are answered before). An API route
 * runs in the order: authenticate (401) -> scope (403) -> parse path, query and body
 * (400, no quota) -> quota (429) -> the route's use case. A 400 from the use case itself
 * (a cross-field rule) gives its quota unit back, so a 400 never counts.
 */
export function routeRunner(options: DispatchOptions) {
  const keyUse = createApiKeyUseRecorder(options.ports);
  return async function runRoute(
    ctx: ApiContext,
    route: Route,
    params: Record<string, string>,
  ): Promise<void> {
    try {
      await dispatchRoute(ctx, options, route, params);
    } catch (error) {
      // D36: `/healthz` reports a storage fault a request met.
      if (isStorageUnavailable(error)) {
        options.storageHealth.recordFault(error, options.ports.clock.now().getTime());
      }
      throw error;
    } finally {
      // D27's "last used", after the route's own work (see recordKeyUse); a request no
      // key authenticated has nothing to record.
      if (ctx.state.principal !== undefined) await recordKeyUse(ctx, keyUse);
    }
  };
}

/** Runs one route: a public one directly, an API one in the order. */
async function dispatchRoute(
  ctx: ApiContext,
  options: DispatchOptions,
  route: Route,
  params: Record<string, string>,
): Promise<void> {
  const state = ctx.state;
  if (route.kind === 'public') {
    const reply = await route.handle({
      ports: options.ports,
      checkHealth: options.checkHealth,
      params,
      headers: ctx.headers,
      clientAddress: ctx.ip,
      throttle: options.throttle,
    });
    await writeReply(ctx, reply, state.requestId, options.ports.pacer);
    return;
  }
  const caller = await authorize(ctx, options, route, route.checksKeyInRead === true);
  const check = caller.keyCheck;
  if (check === undefined) return runApi(ctx, options, route, params, caller);
  let failure: unknown;
  try {
    await runApi(ctx, options, route, params, caller);
  } catch (error) {
    if (check.confirmed) throw error;
    failure = error;
  }
  if (check.confirmed) return;
  // Issue 34: the read did not confirm the key left to it (revoked, another secret, a
  // blocked address, or an input refused before the read): nothing it prepared is answered,
  // its unit goes back (refused input and storage faults gave it back already), and the
  // request runs again with the key checked first, as any other.
  if (failure === undefined || !givesQuotaBack(failure)) await giveBack(ctx, options, caller);
  startAgain(ctx.state);
  await runApi(ctx, options, route, params, await authorize(ctx, options, route, false));
}

/** An API route after its key: parse, quota, the use case. */
async function runApi(
  ctx: ApiContext,
  options: DispatchOptions,
  route: ApiRoute,
  params: Record<string, string>,
  caller: AdmittedCaller,
): Promise<void> {
  let request: ApiRequest;
  let admitted: Admitted;
  try {
    request =
      route.body === 'file'
        ? { params, file: await readFile(ctx, route), caller }
        : { params, body: await readBody(ctx, route), caller };
    admitted = admit(ctx, options, route, request);
  } catch (error) {
    // D20: refused before its use case (a body too large, bad JSON, bad input): the unit
    // taken with the key is given back, as if it had never been counted.
    if (caller.quota.allowed) await giveBack(ctx, options, caller);
    throw error;
  }
  // D31: a file is fingerprinted by its bytes, as a JSON body is by its text.
  await runApiRoute(ctx, options, route, admitted, request.body ?? request.file?.bytes);
}

/** Forgets the answer and the caller a run of the request prepared. */
function startAgain(state: RequestState): void {
  state.principal = undefined;
  state.quota = undefined;
  state.status = 200;
  state.headers = {};
  state.body = null;
  state.contentType = JSON_CONTENT_TYPE;
}

/**
 * Notes that the request's key was used, whatever the answer. The recorder writes at most
 * once a minute per key, so a GET costs no write. Best effort: a busy database must not
 * fail a request that already ran.
 */
async function recordKeyUse(ctx: ApiContext, keyUse: ApiKeyUseRecorder): Promise<void> {
  const { principal } = ctx.state;
  if (principal === undefined) return;
  try {
    await keyUse.record(principal.apiKeyId);
  } catch {
    // The next request after the interval records it again.
  }
}

/**
 * D20 (401, 403): who calls, with the quota figures for the headers; may throw. The key is
 * checked and the request counted in one call; a key without the route's scope
 * counts nothing.
 */
async function authorize(
  ctx: ApiContext,
  options: DispatchOptions,
  route: ApiRoute,
  deferKeyCheck: boolean,
): Promise<AdmittedCaller> {
  const state = ctx.state;
  const caller = await admitKey(ctx, options, route.scope, deferKeyCheck);
  state.principal = caller.principal;
  state.quota = caller.quota;
  if (route.scope === 'write') requireWriteScope(caller.principal);
  return caller;
}

/** Gives back the unit a request refused before its use case took. */
async function giveBack(ctx: ApiContext, options: DispatchOptions, caller: AdmittedCaller) {
  const state = ctx.state;
  try {
    await options.rateLimiter.refund(quotaKey(caller.principal), caller.nowMs);
    const quota = caller.quota;
    state.quota = { ...quota, remaining: Math.min(quota.limit, quota.remaining + 1) };
  } catch {
    // A database that cannot refund keeps the unit counted: the client's error stands.
  }
}

/** A request past the checks: what its use case runs with, and the quota unit it took. */
interface Admitted {
  input: unknown;
  call: ApiCall;
  idempotencyKey: string | undefined;
  quotaKey: string;
  nowMs: number;
}

/** What one API request brings to its route: path parameters, body or file, and its caller. */
interface ApiRequest {
  params: Record<string, string>;
  body?: Record<string, unknown> | undefined;
  file?: RouteRequest['file'];
  caller: AdmittedCaller;
}

/** After the checks: the route's `prepare` step if it has one -> the route's use case. */
async function runApiRoute(
  ctx: ApiContext,
  options: DispatchOptions,
  route: ApiRoute,
  admitted: Admitted,
  body: WriteBody,
): Promise<void> {
  if (!route.prepare) {
    await runUseCase(ctx, options, route, admitted, body);
    return;
  }
  let input: unknown;
  try {
    input = await route.prepare(admitted.input, admitted.call);
  } catch (error) {
    await refundRefused(options, admitted, error);
    throw error;
  }
  await runUseCase(ctx, options, route, { ...admitted, input }, body);
}

/** D20, after authorization: parse (400), then the quota (429 when no unit was left). */
function admit(
  ctx: ApiContext,
  options: DispatchOptions,
  route: ApiRoute,
  { params, body, file, caller }: ApiRequest,
): Admitted {
  const state = ctx.state;
  const { principal, quota, nowMs } = caller;
  const input = route.parse({
    params,
    query: ctx.query as RawQuery,
    body,
    ...(file ? { file } : {}),
  });
  // D31: a malformed key is a 400 like any other (before the quota); GET ignores the header.
  const idempotencyKey =
    route.method === 'GET' ? undefined : parseIdempotencyKey(idempotencyHeader(ctx));
  if (!quota.allowed) {
    const wait = Math.max(1, quota.resetAt - Math.floor(nowMs / 1000));
    answerHeader(ctx, 'Retry-After', String(wait));
    throw quotaExceeded();
  }
  // The same fields on every request (absent ones undefined): one hidden class for all.
  const call: ApiCall = {
    ports: options.ports,
    principal,
    requestId: state.requestId,
    dataFiles: options.dataFiles,
    keyCheck: caller.keyCheck,
  };
  return { input, call, idempotencyKey, quotaKey: quotaKey(principal), nowMs };
}

/** The route's use case, a read or a write, and its reply. */
async function runUseCase(
  ctx: ApiContext,
  options: DispatchOptions,
  route: ApiRoute,
  admitted: Admitted,
  body: WriteBody,
): Promise<void> {
  const { input, call, idempotencyKey } = admitted;
  try {
    if (route.method === 'GET') {
      await writeRead(ctx, await route.handle(input, call), call.requestId, call.ports.pacer);
    } else {
      await runWrite(ctx, route, input, call, idempotencyKey, body);
      options.storageHealth.recordWrite();
    }
  } catch (error) {
    await refundRefused(options, admitted, error);
    throw error;
  }
}

/** A refused input or a storage fault gives its quota unit back. */
async function refundRefused(
  options: DispatchOptions,
  admitted: Admitted,
  error: unknown,
): Promise<void> {
  if (!givesQuotaBack(error)) return;
  try {
    await options.rateLimiter.refund(admitted.quotaKey, admitted.nowMs);
  } catch {
    // A database that cannot refund keeps the unit counted: the client's error stands.
  }
}

/** The `Idempotency-Key` header, `undefined` when absent (an empty one is invalid). */
function idempotencyHeader(ctx: ApiContext): string | undefined {
  const value = ctx.headers['idempotency-key'];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A read whose ETag the client already holds (`If-None-Match`) is a 304 without body. */
async function writeRead(
  ctx: ApiContext,
  reply: RouteReply,
  requestId: string,
  pacer: WorkPacer | undefined,
): Promise<void> {
  const etag = reply.headers?.ETag;
  const ifNoneMatch = ctx.req.headers['if-none-match'];
  if (etag !== undefined && ifNoneMatch && ifNoneMatchHits(ifNoneMatch, etag)) {
    const state = ctx.state;
    state.headers['ETag'] = etag;
    state.status = 304;
    state.body = null;
    return;
  }
  await writeReply(ctx, reply, requestId, pacer);
}

/**
 * The bytes of an uploaded file, up to the route's own limit. As for a JSON body,
 * no `Connection: close` on a 413 (a client that sends the whole file before reading, such
 * as Python's http.client, would meet a closed socket instead of the answer); the reader
 * discards the rest within its bounds.
 */
async function readFile(ctx: ApiContext, route: ApiRoute): Promise<RouteRequest['file']> {
  const bytes = await readBytes(ctx.req, route.maxBodyBytes);
  return { bytes, contentType: ctx.get('content-type') };
}

/** Reads the JSON body of a POST/PATCH route; D8 flags `lastPaymentDate`. */
async function readBody(
  ctx: ApiContext,
  route: ApiRoute,
): Promise<Record<string, unknown> | undefined> {
  if (route.body !== 'json-object') return undefined;
  // D36: a 413 goes out without `Connection: close`; the reader discards the rest.
  const body = await readJsonObjectBody(ctx);
  if (body.kind === 'empty') {
    if (route.emptyBodyIsObject) return {};
    throw new DomainError('invalid_json', 'The request body is empty.', {
      suggestedFix: 'Send a JSON object with the header Content-Type: application/json.',
    });
  }
  const used = route.deprecatedBodyFields?.some((field) => Object.hasOwn(body.value, field));
  if (used) answerHeader(ctx, 'Deprecation', 'true');
  return body.value;
}
