import { UsageError } from '../cli/cli-errors.js';
import type { Command } from '../cli/command.js';
import { openDatabasePorts } from '../database/open-database-ports.js';
import { runMcpOverStdio } from '../mcp/mcp-over-stdio.js';
import { MAX_SUBSCRIPTIONS_FLAG, resolveAccountLimits } from '../options/account-limits.js';
import { settingSource } from '../options/setting-source.js';
import { parseWholeNumber } from '../options/value-parsers.js';

const KEY_ENV = 'SUBTRACK_API_KEY';

/**
 * `mcp --key KEY` speaks the Model Context Protocol over standard input and output,
 * for a desktop assistant that starts it. Exits 0 when the assistant closes the pipe.
 */
export const mcpCommand: Command = {
  name: 'mcp',
  summary:
    "Let an assistant read and manage subscriptions with one API key's rights (MCP over stdio)",
  usage: 'mcp --key KEY [--rate-limit-per-hour N] [--db FILE]',
  details: [
    `  --key KEY                  an API key (stk_...; or ${KEY_ENV}); a read key gets only`,
    '                             the reading tools, a write key also create, update, delete',
    '  --rate-limit-per-hour N    tool calls per account and UTC clock hour (default 1000,',
    '                             or SUBTRACK_RATE_LIMIT_PER_HOUR)',
    '  Standard output carries only MCP messages; one log line per call goes to stderr.',
    '  Over HTTP, `serve` answers MCP at /mcp with the same keys.',
  ],
  options: {
    key: { type: 'string' },
    'rate-limit-per-hour': { type: 'string' },
    [MAX_SUBSCRIPTIONS_FLAG]: { type: 'string' },
  },
  async run({ values, target }, io) {
    const key = settingSource(values, io.env, 'key', KEY_ENV).raw?.trim();
    if (!key) {
      throw new UsageError(
        `--key is required: add --key stk_... (a key from 'subtrack key create'), or set ${KEY_ENV}`,
      );
    }
    const quota = settingSource(
      values,
      io.env,
      'rate-limit-per-hour',
      'SUBTRACK_RATE_LIMIT_PER_HOUR',
    );
    const rateLimitPerHour =
      quota.raw === undefined ? 1000 : parseWholeNumber(quota.raw, quota.label, 1, 1_000_000_000);
    const database = await openDatabasePorts(target, {
      limits: resolveAccountLimits(values, io.env),
    });
    try {
      // D20, D44: counted in the database's quota store, shared with serve on PostgreSQL.
      await runMcpOverStdio(database.ports, database.requestQuotas, { key, rateLimitPerHour }, io);
      return 0;
    } finally {
      await database.close();
    }
  },
};
