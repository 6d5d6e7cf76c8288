import type { IncomingMessage, ServerResponse } from 'node:http';
import { DomainError, type Ports } from '@subtrack/domain';
import type { ApiContext } from '../api-context.js';
import { answerHeader } from '../api-context.js';
import { authenticate } from '../middleware/authenticate.js';
import type { AuthFailureThrottle } from '../rate-limit/auth-failure-throttle.js';
import { quotaKey } from '../rate-limit/quota-rules.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { readJsonObjectBody } from '../request/read-json-body.js';
import { checkMcpOrigin, type McpOriginRule } from './mcp-origin.js';
import { createToolCallGate } from './tool-call-gate.js';

/** The MCP path of the server. */
export const MCP_PATH = '/mcp';

/** One authenticated POST to `/mcp`, handed to the MCP adapter. */
export interface McpExchange {
  req: IncomingMessage;
  res: ServerResponse;
  /** The JSON-RPC message, read and parsed (64 KiB at most, as every API body). */
  body: unknown;
  scope: 'read' | 'write';
  gate: ReturnType<typeof createToolCallGate>;
}

/** Answers one exchange (the MCP adapter, passed in by the composition root). */
export type McpHandler = (exchange: McpExchange) => Promise<void>;

/** What {@link mcpEndpoint} needs besides the handler. */
export interface McpEndpointOptions {
  ports: Ports;
  rateLimiter: RateLimiter;
  throttle: AuthFailureThrottle;
  handler: McpHandler;
  /** The `Origin` headers served besides none. */
  origins: McpOriginRule;
}

/**
 * Answers one request to `/mcp`; `putHeaders` puts the answer's headers as they stand
 * (request id, quota, security and CORS headers) on the response, before the MCP
 * transport writes it.
 */
export type McpRunner = (ctx: ApiContext, putHeaders: () => void) => Promise<void>;

/**
 * Streamable HTTP at `/mcp`, behind the API's own door: the API's middleware gives
 * the request its id and log line and applies the invalid-key block first, as for
 * `/api/v1`; here the `Origin` is checked (403), then the bearer key (401), then each
 * tool call is admitted by the gate (scope, quota, audit actor). Sessions are not kept, so only POST is served (GET and
 * DELETE are 405, as the transport specification asks of a server without an event stream).
 */
export function mcpEndpoint(options: McpEndpointOptions): McpRunner {
  return async function runMcp(ctx: ApiContext, putHeaders: () => void): Promise<void> {
    checkMcpOrigin(ctx, options.origins);
    if (ctx.method !== 'POST') {
      answerHeader(ctx, 'Allow', 'POST');
      throw new DomainError('method_not_allowed', `${ctx.method} is not supported on this path.`, {
        suggestedFix: 'Send MCP messages with POST; this server keeps no sessions or streams.',
      });
    }
    const state = ctx.state;
    const principal = await authenticate(ctx, options);
    state.principal = principal;
    const nowMs = options.ports.clock.now().getTime();
    state.quota = await options.rateLimiter.peek(quotaKey(principal), nowMs);
    const body = await readJsonObjectBody(ctx);
    if (body.kind === 'empty') {
      throw new DomainError('invalid_json', 'The request body is empty.', {
        suggestedFix: 'Send a JSON-RPC message with the header Content-Type: application/json.',
      });
    }
    const gate = createToolCallGate({
      ports: options.ports,
      rateLimiter: options.rateLimiter,
      caller: async () => principal,
      // One POST carries one call, so the call's records carry the request's id.
      newRequestId: () => state.requestId,
      onQuota: (quota) => {
        state.quota = quota;
        if (!ctx.res.headersSent) putHeaders();
      },
      onOutcome: (outcome) => {
        state.tool = { name: outcome.tool, errorCode: outcome.errorCode };
        if (outcome.failure !== undefined) state.failure = outcome.failure;
      },
    });
    putHeaders();
    const exchange = { req: ctx.req, res: ctx.res, body: body.value, scope: principal.scope, gate };
    try {
      await options.handler(exchange);
    } catch (error) {
      // Unanswered yet: the API's middleware answers (500, never a stack); else only logged.
      if (!ctx.res.headersSent) {
        for (const name of ctx.res.getHeaderNames()) ctx.res.removeHeader(name);
        throw error;
      }
      state.failure = error;
    }
  };
}
