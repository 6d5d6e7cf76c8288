import { DomainError } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';

/** Which `Origin` headers `/mcp` serves, besides none at all (assistants' own clients). */
export interface McpOriginRule {
  /** The origin people open subtrack at (`--public-url`); null: each request's own. */
  publicUrl: string | null;
  /** More origins allowed with `--mcp-allowed-origin`, exact. */
  allowed: readonly string[];
  /** Behind a trusted proxy a request's own origin is its forwarded scheme and host. */
  trustProxy: boolean;
}

/** The first value of a header a proxy may have sent as a list. */
const firstOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/** The origin the request was sent to, as the web pages work it out. */
function requestOrigin(ctx: ApiContext, trustProxy: boolean): string {
  const headers = ctx.headers;
  const encrypted = (ctx.req.socket as { encrypted?: boolean }).encrypted === true;
  const scheme =
    (trustProxy && firstOf(headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (trustProxy && firstOf(headers['x-forwarded-host'])) || headers.host || '';
  return `${scheme}://${host}`;
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
  const own = rule.publicUrl ?? requestOrigin(ctx, rule.trustProxy);
  if (origin === own || rule.allowed.includes(origin)) return;
  throw new DomainError('origin_not_allowed', `Requests to /mcp from ${origin} are not allowed.`, {
    suggestedFix:
      'Send no Origin header (an assistant’s own client), or start the server with --mcp-allowed-origin set to that origin.',
  });
}
