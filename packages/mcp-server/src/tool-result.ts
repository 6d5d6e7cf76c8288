import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isDomainError } from '@subtrack/domain';

/** A tool's answer: the API's response body as JSON text, and the same object as structured content. */
export function successResult(body: Record<string, unknown>, requestId: string): CallToolResult {
  const structured = { ...body, requestId };
  return {
    content: [{ type: 'text', text: JSON.stringify(structured) }],
    structuredContent: structured,
  };
}

/**
 * A refused call as a tool error (`isError`), so the assistant reads what to fix: the API's
 * error envelope `{error: {code, message, field, suggestedFix, allowedValues,
 * writableFields}, requestId}` as JSON text, with the call's request id as every REST error
 * has. Anything that is not a `DomainError` is `internal_error` with a generic message (
 * never a stack trace or SQL). No structured content: that is the tool's `outputSchema`'s,
 * which a client checks it against (the official SDK does, errors included).
 */
export function errorResult(error: unknown, requestId: string): CallToolResult {
  const envelope = {
    error: isDomainError(error)
      ? error.toJSON()
      : { code: 'internal_error', message: 'An unexpected error occurred.' },
    requestId,
  };
  return { content: [{ type: 'text', text: JSON.stringify(envelope) }], isError: true };
}
