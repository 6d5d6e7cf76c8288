import type { Principal } from '@subtrack/domain';

/** Who makes one tool call, and the request id its audit records and log line carry. */
export interface ToolCall {
  principal: Principal;
  requestId: string;
}

/**
 * How the door answers a tool call: admitted, or refused with the error (a `DomainError`:
 * `invalid_api_key`, `insufficient_scope`, `rate_limit_exceeded`) and the request id the
 * refusal carries, as every error of the REST API does.
 */
export type ToolCallEntry = { admitted: ToolCall } | { refused: unknown; requestId: string };

/**
 * What the door in front of the tools does, supplied by the composition root so the tools
 * share the REST API's keys, quota and log. `enter` runs before a tool: it gives the
 * call its request id, checks the key again (a key revoked since the session began is
 * refused) and the scope, then takes one unit of the account's hourly quota.
 * `leave` runs after an admitted call with the error it ended in, if any: a refused input
 * gives its unit back, as a 400 of the REST API does.
 */
export interface ToolCallGate {
  enter(tool: string, scope: 'read' | 'write'): Promise<ToolCallEntry>;
  leave(call: ToolCall, error?: unknown): Promise<void>;
}
