import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js';
import type { Ports } from '@subtrack/domain';
import type { SubtrackTool, ToolDoors } from './tool.js';
import type { ToolCallGate } from './tool-call-gate.js';
import { ALL_TOOLS, toolsForScope } from './tool-catalogue.js';
import { errorResult, successResult } from './tool-result.js';

/** What {@link createMcpServer} needs. */
export interface McpServerOptions {
  ports: Ports;
  /** The scope of the key the session was opened with: it decides the tool list (D47). */
  scope: 'read' | 'write';
  gate: ToolCallGate;
  /** Shown to the client in `initialize`. */
  version: string;
  /** Adapters some tools need (D56: the bank export reader). */
  doors?: ToolDoors;
}

const INSTRUCTIONS =
  'subtrack tracks the subscriptions the user pays for. Amounts are in major units of ' +
  'their own currency and are never converted: report totals per currency. Dates are ' +
  'YYYY-MM-DD. A refused call says in error.message and error.suggestedFix what to change.';

/** How a tool shows in `tools/list`. */
function listed(tool: SubtrackTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    annotations: {
      title: tool.title,
      readOnlyHint: tool.scope === 'read',
      destructiveHint: tool.destructive ?? false,
      openWorldHint: false,
    },
  };
}

/**
 * The subtrack MCP server for one key (D47). Built on the SDK's `McpServer`, with the tool
 * handlers set on its protocol server: the high-level `registerTool` validates arguments
 * with zod, a second copy of the rules with other messages, whereas here every argument
 * goes to the API's own parsers (valibot schemas of the domain), so a bad value gets the
 * API's error, field and suggested fix, and nothing is written.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const { ports, scope, gate } = options;
  const mcp = new McpServer(
    { name: 'subtrack', title: 'subtrack', version: options.version },
    { instructions: INSTRUCTIONS },
  );
  // Declared here rather than in the options, which would install McpServer's own tool
  // handlers (zod-validated) first; the tool list of a key never changes.
  mcp.server.registerCapabilities({ tools: { listChanged: false } });
  const tools = toolsForScope(scope);
  mcp.server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: tools.map(listed) }));
  mcp.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    const tool = ALL_TOOLS.find((candidate) => candidate.name === name);
    if (tool === undefined) {
      throw new McpError(ErrorCode.InvalidParams, `There is no tool named ${name}.`);
    }
    return callTool(tool, args ?? {}, gate, ports, options.doors);
  });
  return mcp;
}

/** D20's order: the key and scope, then the quota, then the tool; a refused input is refunded. */
async function callTool(
  tool: SubtrackTool,
  args: Record<string, unknown>,
  gate: ToolCallGate,
  ports: Ports,
  doors: ToolDoors | undefined,
): Promise<CallToolResult> {
  let call: Awaited<ReturnType<ToolCallGate['enter']>>;
  try {
    call = await gate.enter(tool.name, tool.scope);
  } catch (error) {
    return errorResult(error, null);
  }
  let body: Record<string, unknown>;
  try {
    body = await tool.run(args, call, ports, doors);
  } catch (error) {
    await gate.leave(call, error);
    return errorResult(error, call.requestId);
  }
  await gate.leave(call);
  return successResult(body, call.requestId);
}
