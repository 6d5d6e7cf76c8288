import type { Ports } from '@subtrack/domain';
import { API_SCHEMAS, type McpHandler } from '@subtrack/http-koa';
import type { McpHttpHandler, ToolDoors } from '@subtrack/mcp-server';
import { CLI_VERSION } from '../cli/version.js';

/**
 * The `/mcp` handler of `serve`, loading the MCP SDK at the first request only, so a
 * server nobody's assistant talks to keeps its small idle memory (issue 7).
 */
export function lazyMcpHandler(ports: Ports, doors: ToolDoors = {}): McpHandler {
  let loaded: Promise<McpHttpHandler> | undefined;
  return async (exchange) => {
    loaded ??= import('@subtrack/mcp-server').then((mcp) =>
      mcp.createMcpHttpHandler({ ports, version: CLI_VERSION, schemas: API_SCHEMAS, doors }),
    );
    await (await loaded)(exchange);
  };
}
