import { isoTimeAt } from '../iso-time.js';
import type { RequestState } from '../request-state.js';

/** Writes one log line; the default writes to stdout. */
export type LogSink = (line: string) => void;

// D2: a key that strays into a path is never logged.
const KEY_TEXT = /stk_[A-Za-z0-9_-]*/g;

function describeFailure(failure: unknown): Record<string, string | undefined> {
  if (failure instanceof Error) {
    return { name: failure.name, message: failure.message, stack: failure.stack };
  }
  return { name: 'NonError', message: String(failure) };
}

/**
 * One JSON log line per request: time, level, method, path, status, duration, request id
 * and account id (and the MCP tool called, with the code it was refused with), never
 * a key, a body, a device key or a push URL; an unexpected error
 * adds its name, message and stack. Written as text (the values that could need escaping
 * go through JSON.stringify), without building an object per request.
 */
export function requestLogLine(
  time: Date,
  method: string,
  path: string,
  durationMs: number,
  state: RequestState,
): string {
  const level = state.status >= 500 ? 'error' : 'info';
  const shownPath = path.includes('stk_') ? path.replace(KEY_TEXT, 'stk_[redacted]') : path;
  const account =
    state.principal === undefined ? 'null' : JSON.stringify(state.principal.accountId);
  const tool =
    state.tool === undefined
      ? ''
      : `,"tool":${JSON.stringify(state.tool.name)},"toolError":${JSON.stringify(state.tool.errorCode)}`;
  const error =
    state.failure === undefined ? '' : `,"error":${JSON.stringify(describeFailure(state.failure))}`;
  return `{"time":"${isoTimeAt(time.getTime())}","level":"${level}","method":${JSON.stringify(method)},"path":${JSON.stringify(shownPath)},"status":${state.status},"durationMs":${Math.round(durationMs * 1000) / 1000},"requestId":"${state.requestId}","accountId":${account}${tool}${error}}`;
}
