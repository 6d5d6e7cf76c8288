import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { cleanEnv, MAIN_PATH, WORKSPACE_ROOT } from './cli-process.js';

const TSX_LOADER = import.meta.resolve('tsx');

/** An SDK client connected to `URL/mcp` with a bearer key; closed after the test. */
export async function connectOverHttp(
  t: { after(fn: () => Promise<void>): void },
  baseUrl: string,
  key: string,
): Promise<Client> {
  const client = new Client({ name: 'subtrack-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  t.after(() => client.close());
  return client;
}

/** An SDK client that starts the real `subtrack mcp --key KEY --db DB`; closed after the test. */
export async function connectOverStdio(
  t: { after(fn: () => Promise<void>): void },
  db: string,
  key: string,
): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', TSX_LOADER, MAIN_PATH, 'mcp', '--key', key, '--db', db],
    cwd: WORKSPACE_ROOT,
    env: {
      ...(cleanEnv() as Record<string, string>),
      TSX_TSCONFIG_PATH: join(WORKSPACE_ROOT, 'tsconfig.json'),
    },
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const client = new Client({ name: 'subtrack-tests', version: '1.0.0' });
  await client.connect(transport);
  t.after(() => client.close());
  return { client, stderr: () => stderr };
}

/** The names `tools/list` answers with. */
export async function toolNames(client: Client): Promise<string[]> {
  return (await client.listTools()).tools.map((tool) => tool.name).sort();
}

/** A tool's answer: the JSON object of its text content, and whether it is an error. */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ isError: boolean; body: Record<string, unknown> }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.find((item) => item.type === 'text');
  assertText(text);
  return { isError: result.isError === true, body: JSON.parse(text.text) };
}

function assertText(item: unknown): asserts item is { type: 'text'; text: string } {
  if (typeof item !== 'object' || item === null || (item as { type?: unknown }).type !== 'text') {
    throw new Error('the tool answered without text content');
  }
}

/** The tools a read key sees, and the ones only a write key adds. */
export const READ_TOOLS = [
  'find_duplicates',
  'get_subscription',
  'list_payments',
  'list_subscriptions',
  'savings',
  'spend_over_time',
  'spend_summary',
  'upcoming_renewals',
];
export const WRITE_TOOLS = [
  'create_subscription',
  'delete_subscription',
  'find_subscriptions_in_statement',
  'update_payment',
  'update_subscription',
];
