import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Ports } from '@subtrack/domain';
import { createMcpServer } from './create-mcp-server.js';
import type { ApiSchemas } from './output-schemas.js';
import type { ToolDoors } from './tool.js';
import type { ToolCallGate } from './tool-call-gate.js';

/** What {@link serveMcpOverStdio} needs. */
export interface StdioOptions {
  ports: Ports;
  scope: 'read' | 'write';
  gate: ToolCallGate;
  version: string;
  /** The API's schemas by name, which the tools' answers are declared with. */
  schemas: ApiSchemas;
  /** Adapters some tools need (the bank export reader). */
  doors?: ToolDoors;
}

/**
 * Speaks MCP over standard input and output until the client closes standard input
 * and the calls it sent before have been answered. Standard output carries only protocol
 * messages; logs belong on standard error.
 */
export async function serveMcpOverStdio(options: StdioOptions): Promise<void> {
  let running = 0;
  let inputEnded = false;
  const server = createMcpServer({ ...options, gate: counted(options.gate) });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  // After the answer of the last call is written (it is sent right after `leave`).
  const closeWhenIdle = () => {
    if (inputEnded && running === 0) setImmediate(() => void server.close());
  };

  function counted(gate: ToolCallGate): ToolCallGate {
    return {
      async enter(tool, scope) {
        running += 1;
        let entry: Awaited<ReturnType<ToolCallGate['enter']>> | undefined;
        try {
          entry = await gate.enter(tool, scope);
          return entry;
        } finally {
          // A refused call ends here: no `leave` follows it.
          if (entry === undefined || 'refused' in entry) {
            running -= 1;
            closeWhenIdle();
          }
        }
      },
      async leave(call, error) {
        try {
          await gate.leave(call, error);
        } finally {
          running -= 1;
          closeWhenIdle();
        }
      },
    };
  }

  await server.connect(transport);
  // The SDK's transport does not notice the end of its input: the client is gone then.
  process.stdin.on('end', () => {
    inputEnded = true;
    closeWhenIdle();
  });
  await closed;
}
