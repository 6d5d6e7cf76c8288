import type { IncomingMessage, ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Ports } from '@subtrack/domain';
import { createMcpServer } from './create-mcp-server.js';
import type { ApiSchemas } from './output-schemas.js';
import type { ToolDoors } from './tool.js';
import type { ToolCallGate } from './tool-call-gate.js';

/** One authenticated POST to `/mcp`, handed over by the HTTP adapter. */
export interface McpHttpExchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The JSON-RPC message, already read and parsed. */
  body: unknown;
  /** The scope of the request's key. */
  scope: 'read' | 'write';
  gate: ToolCallGate;
}

/** Answers one `/mcp` request; resolves once the answer is sent. */
export type McpHttpHandler = (exchange: McpHttpExchange) => Promise<void>;

/**
 * Streamable HTTP without sessions: every POST carries the bearer key and is
 * authenticated on its own, so no session outlives its key (the first request after a
 * revocation is refused) and any server process can answer any request. Answers are plain
 * JSON (no event stream): the tools answer at once and send no notifications.
 */
export function createMcpHttpHandler(options: {
  ports: Ports;
  version: string;
  schemas: ApiSchemas;
  /** Adapters some tools need (the bank export reader). */
  doors?: ToolDoors;
}): McpHttpHandler {
  return async ({ req, res, body, scope, gate }) => {
    const server = createMcpServer({ ...options, scope, gate });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  };
}
