import type { Ports, StatementReader } from '@subtrack/domain';
import type { JsonObjectSchema } from './input-schemas.js';
import type { ToolOutput } from './output-schemas.js';
import type { ToolCall } from './tool-call-gate.js';

/** Adapters some tools need beyond the ports, passed in by the composition root. */
export interface ToolDoors {
  /** Reads bank exports (`find_subscriptions_in_statement`). */
  statements?: StatementReader;
}

/**
 * One MCP tool: a thin call of one use case. `run` parses its arguments with the API's own
 * parsers (a bad value throws the API's `DomainError`, before anything is written) and
 * returns the API's response body.
 */
export interface SubtrackTool {
  name: string;
  title: string;
  /** Written for an assistant choosing among the tools. */
  description: string;
  /** A read key sees only `read` tools. */
  scope: 'read' | 'write';
  /** The MCP hint that the tool may remove data for good. */
  destructive?: boolean;
  inputSchema: JsonObjectSchema;
  /** What `run` answers (with the call's `requestId`): the tool's declared `outputSchema`. */
  output: ToolOutput;
  run(
    args: Record<string, unknown>,
    call: ToolCall,
    ports: Ports,
    doors?: ToolDoors,
  ): Promise<Record<string, unknown>>;
}
