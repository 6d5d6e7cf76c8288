import {
  authenticateApiKey,
  isDomainError,
  type Ports,
  type RequestQuotaStore,
} from '@subtrack/domain';
import { createStatementReader } from '@subtrack/file-formats';
import { API_SCHEMAS, createRateLimiter, createToolCallGate } from '@subtrack/http-koa';
import { serveMcpOverStdio } from '@subtrack/mcp-server';
import { CliFailure } from '../cli/cli-errors.js';
import type { CliIo } from '../cli/command.js';
import { CLI_VERSION } from '../cli/version.js';

/** What `subtrack mcp` resolved from its flags. */
export interface StdioSettings {
  key: string;
  /** Tool calls per account and UTC clock hour. */
  rateLimitPerHour: number;
}

/**
 * `subtrack mcp` serves one key's tools over standard input and output until the
 * assistant closes the pipe. The key is checked at start (a wrong key exits 1 at once) and
 * again at every call, so revoking it stops the running process's tools too. One JSON log
 * line per call goes to standard error (standard output carries only MCP messages).
 */
export async function runMcpOverStdio(
  ports: Ports,
  requestQuotas: RequestQuotaStore,
  settings: StdioSettings,
  io: CliIo,
): Promise<void> {
  const authorization = `Bearer ${settings.key}`;
  const principal = await authenticateApiKey(ports, authorization).catch((error: unknown) => {
    if (!isDomainError(error)) throw error;
    throw new CliFailure(
      `--key: ${error.message} Create a key with 'subtrack key create --account ID --scope read|write'.`,
    );
  });
  const gate = createToolCallGate({
    ports,
    // D20, D44: on PostgreSQL the quota is counted with serve's, so both doors share it.
    rateLimiter: createRateLimiter(requestQuotas, { limit: settings.rateLimitPerHour }),
    caller: () => authenticateApiKey(ports, authorization),
    newRequestId: () => ports.ids.newId(),
    onOutcome: (outcome) =>
      io.stderr(
        JSON.stringify({
          time: ports.clock.now().toISOString(),
          level: outcome.errorCode === 'internal_error' ? 'error' : 'info',
          tool: outcome.tool,
          toolError: outcome.errorCode,
          durationMs: Math.round(outcome.durationMs * 1000) / 1000,
          requestId: outcome.requestId,
          accountId: outcome.principal?.accountId ?? null,
        }),
      ),
  });
  await serveMcpOverStdio({
    ports,
    scope: principal.scope,
    gate,
    version: CLI_VERSION,
    schemas: API_SCHEMAS,
    // D56: find_subscriptions_in_statement reads bank exports.
    doors: { statements: createStatementReader() },
  });
}
