import { DomainError } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';

/** Which `Origin` headers `/mcp` serves, besides none at all (assistants' own clients). */
export interface McpOriginRule {
  /** The origin people open subtrack at (`--public-url`); null: each request's own. */
  publicUrl: string | null;
  /** More origins allowed with `--mcp-allowed-origin`, exact. */
  allowed: readonly string[];
}

/**
 * Refuses (403 `origin_not_allowed`) a request to `/mcp` whose `Origin` header is
 * present and is neither the server's own origin (its public URL, else the request's own)
 * nor one allowed: the MCP transport specification asks servers to check it, so that a page
 * of another site (a DNS-rebinding one included) cannot drive the tools with a key the
 * browser holds. Requests without `Origin`, as assistants' own clients send them, pass.
 */
export function checkMcpOrigin(ctx: ApiContext, rule: McpOriginRule): void {
  const origin = ctx.headers.origin;
  if (origin === undefined) return;
  // The request's own origin: with --trust-proxy, the forwarded scheme and host (Koa reads
  // them under the app's `proxy` setting), as the web pages work it out (D46).
  const own = rule.publicUrl ?? `${ctx.protocol}://${ctx.host}`;
  if (origin === own || rule.allowed.includes(origin)) return;
  throw new DomainError('origin_not_allowed', `Requests to /mcp from ${origin} are not allowed.`, {
    suggestedFix:
      'Send no Origin header (an assistant’s own client), or start the server with --mcp-allowed-origin set to that origin.',
  });
}
