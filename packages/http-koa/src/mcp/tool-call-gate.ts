import {
  createApiKeyUseRecorder,
  isDomainError,
  type Ports,
  type Principal,
  requireWriteScope,
} from '@subtrack/domain';
import { givesQuotaBack, quotaExceeded, quotaKey } from '../rate-limit/quota-rules.js';
import type { QuotaState, RateLimiter } from '../rate-limit/rate-limiter.js';

/** One admitted tool call: who makes it and the request id of its audit records. */
export interface AdmittedToolCall {
  principal: Principal;
  requestId: string;
}

/**
 * What the gate answers a tool call: admitted, or refused with why (the key, the scope, the
 * quota) and the request id the refusal carries to the client, as a REST error does.
 */
export type ToolCallEntry =
  | { admitted: AdmittedToolCall }
  | { refused: unknown; requestId: string };

/** How a tool call ended, for the log line. */
export interface ToolCallOutcome {
  tool: string;
  principal: Principal | null;
  requestId: string;
  /** The error code of a refused call (`internal_error` for an unexpected failure). */
  errorCode: string | null;
  /** The unexpected failure itself, never shown to the client. */
  failure?: unknown;
  durationMs: number;
}

/** What {@link createToolCallGate} needs. */
export interface ToolCallGateOptions {
  ports: Ports;
  rateLimiter: RateLimiter;
  /** Who calls now: the request's principal over HTTP; over stdio the key looked up again. */
  caller(): Promise<Principal>;
  /** The id of the call's audit records and log line. */
  newRequestId(): string;
  /** The quota after a call took its unit (the `X-RateLimit-*` figures). */
  onQuota?(quota: QuotaState): void;
  /** Every call, admitted or not, once it ended. */
  onOutcome?(outcome: ToolCallOutcome): void;
}

/**
 * The door of the MCP tools, with the REST API's rules: the key is checked at every
 * call (a revoked key is refused from the next call on), a write tool needs a write key,
 * each call takes one unit of the account's hourly quota, shared with `/api/v1` when the
 * same limiter is passed, and a call refused for its input gives the unit back. Every
 * call gets its request id first, so a refused one carries it too. The
 * key's "last used" is noted as for a REST request.
 */
export function createToolCallGate(options: ToolCallGateOptions) {
  const { ports, rateLimiter } = options;
  const keyUse = createApiKeyUseRecorder(ports);
  const taken = new WeakMap<AdmittedToolCall, { tool: string; nowMs: number; startMs: number }>();
  const report = (outcome: ToolCallOutcome) => options.onOutcome?.(outcome);
  const codeOf = (error: unknown) => (isDomainError(error) ? error.code : 'internal_error');

  return {
    async enter(tool: string, scope: 'read' | 'write'): Promise<ToolCallEntry> {
      const startMs = performance.now();
      const requestId = options.newRequestId();
      let principal: Principal | null = null;
      try {
        principal = await options.caller();
        if (scope === 'write') requireWriteScope(principal);
        const nowMs = ports.clock.now().getTime();
        const decision = await rateLimiter.consume(quotaKey(principal), nowMs);
        options.onQuota?.(decision);
        if (!decision.allowed) throw quotaExceeded();
        const call = { principal, requestId };
        taken.set(call, { tool, nowMs, startMs });
        await noteKeyUse(keyUse, principal.apiKeyId);
        return { admitted: call };
      } catch (error) {
        const durationMs = performance.now() - startMs;
        report({ tool, principal, requestId, errorCode: codeOf(error), durationMs });
        return { refused: error, requestId };
      }
    },
    async leave(call: AdmittedToolCall, error?: unknown): Promise<void> {
      const entry = taken.get(call);
      if (entry === undefined) return;
      taken.delete(call);
      if (error !== undefined && givesQuotaBack(error)) {
        try {
          await rateLimiter.refund(quotaKey(call.principal), entry.nowMs);
        } catch {
          // A database that cannot refund keeps the unit counted, as for /api/v1.
        }
      }
      report({
        tool: entry.tool,
        principal: call.principal,
        requestId: call.requestId,
        errorCode: error === undefined ? null : codeOf(error),
        ...(error === undefined || isDomainError(error) ? {} : { failure: error }),
        durationMs: performance.now() - entry.startMs,
      });
    },
  };
}

/** Best effort, as for REST requests: a busy database must not fail the call. */
async function noteKeyUse(
  keyUse: ReturnType<typeof createApiKeyUseRecorder>,
  apiKeyId: string,
): Promise<void> {
  try {
    await keyUse.record(apiKeyId);
  } catch {
    // The next call after the interval records it again.
  }
}
