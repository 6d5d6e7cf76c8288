import type { Principal } from '@subtrack/domain';

/** Who makes one tool call, and the request id its audit records and log line carry (D30). */
export interface ToolCall {
  principal: Principal;
  requestId: string;
}

/**
 * What the door in front of the tools does, supplied by the composition root so the tools
 * share the REST API's keys, quota and log (D47). `enter` runs before a tool: it checks
 * the key again (a key revoked since the session began is refused) and the scope, then
 * takes one unit of the account's hourly quota (D20); it throws a `DomainError`
 * (`invalid_api_key`, `insufficient_scope`, `rate_limit_exceeded`) to refuse. `leave` runs
 * after it with the error it ended in, if any: a refused input gives its unit back, as a
 * 400 of the REST API does.
 */
export interface ToolCallGate {
  enter(tool: string, scope: 'read' | 'write'): Promise<ToolCall>;
  leave(call: ToolCall, error?: unknown): Promise<void>;
}
