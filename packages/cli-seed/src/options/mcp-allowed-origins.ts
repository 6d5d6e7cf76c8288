import { UsageError } from '../cli/cli-errors.js';
import type { FlagValues } from '../cli/command.js';
import { isOrigin } from './cors-origins.js';

export const MCP_ALLOWED_ORIGIN_FLAG = 'mcp-allowed-origin';
export const MCP_ALLOWED_ORIGINS_ENV = 'SUBTRACK_MCP_ALLOWED_ORIGINS';

/**
 * The origins `/mcp` serves besides the server's own: `--mcp-allowed-origin URL`, once
 * per origin, else the comma-separated `SUBTRACK_MCP_ALLOWED_ORIGINS`; none by default. Each
 * must be exactly an origin (`https://assistant.example`), since browsers send it byte for
 * byte and a near miss would silently refuse the page.
 */
export function resolveMcpAllowedOrigins(values: FlagValues, env: NodeJS.ProcessEnv): string[] {
  const flagged = values[MCP_ALLOWED_ORIGIN_FLAG];
  const fromFlags = Array.isArray(flagged) ? flagged : typeof flagged === 'string' ? [flagged] : [];
  const label =
    fromFlags.length > 0
      ? `--${MCP_ALLOWED_ORIGIN_FLAG}`
      : `--${MCP_ALLOWED_ORIGIN_FLAG} (from ${MCP_ALLOWED_ORIGINS_ENV})`;
  const origins = (
    fromFlags.length > 0 ? fromFlags : (env[MCP_ALLOWED_ORIGINS_ENV] ?? '').split(',')
  )
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  const bad = origins.find((origin) => !isOrigin(origin));
  if (bad !== undefined) {
    throw new UsageError(
      `${label} must be an origin like https://assistant.example, without a path (got '${bad}')`,
    );
  }
  return origins;
}
