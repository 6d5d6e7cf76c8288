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
 * writableFields}, requestId}`. Anything that is not a `DomainError` is `internal_error`
 * with a generic message (D23: never a stack trace or SQL).
 */
export function errorResult(error: unknown, requestId: string | null): CallToolResult {
  const envelope = {
    error: isDomainError(error)
      ? error.toJSON()
      : { code: 'internal_error', message: 'An unexpected error occurred.' },
    ...(requestId === null ? {} : { requestId }),
  };
  return {
    content: [{ type: 'text', text: JSON.stringify(envelope) }],
    structuredContent: envelope,
    isError: true,
  };
}
