/**
 * The request log as a person at a terminal reads it. The server writes one JSON line per
 * request, which a service manager or a log file wants; on a terminal those lines bury the
 * keys and the sign-in link `start` printed (a short visit writes hundreds, one for each
 * stylesheet, script and icon). There each request is one short line instead, and static
 * files served fine are left out.
 */

/** How the server writes its request log. */
export const LOG_FORMATS = ['text', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** The format asked for (`--log-format`), else readable text on a terminal, else JSON. */
export function chosenLogFormat(asked: LogFormat | null, stderrIsTerminal: boolean): LogFormat {
  return asked ?? (stderrIsTerminal ? 'text' : 'json');
}

// The web pages' files and the /docs page's: fingerprinted, cached, never interesting.
const STATIC_PATHS = ['/assets/', '/docs/assets/'];

interface LoggedRequest {
  time?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  tool?: string | null;
  toolError?: string | null;
  error?: { name?: string; message?: string; stack?: string; code?: string };
}

/** `HH:MM:SS` in the machine's time zone. */
const clockTime = (time: string | undefined) =>
  (time === undefined ? new Date() : new Date(time)).toTimeString().slice(0, 8);

/**
 * One JSON log line as a readable line, e.g. `14:03:07  GET /subscriptions  200  12 ms`;
 * null for a static file served fine. A line that is not a request's is kept as it is.
 *
 * @example readableLogLine('{"method":"GET","path":"/","status":200,"durationMs":3.2}');
 */
export function readableLogLine(line: string): string | null {
  let entry: LoggedRequest;
  try {
    entry = JSON.parse(line) as LoggedRequest;
  } catch {
    return line;
  }
  const status = entry.status ?? 0;
  const { path, method } = entry;
  if (path && status < 400 && STATIC_PATHS.some((prefix) => path.startsWith(prefix))) return null;
  const parts = [clockTime(entry.time)];
  if (method && path) parts.push(`${method} ${path}`);
  parts.push(String(status));
  if (entry.durationMs !== undefined) parts.push(`${Math.round(entry.durationMs)} ms`);
  if (entry.tool) parts.push(`tool ${entry.tool}${entry.toolError ? ` ${entry.toolError}` : ''}`);
  const { error } = entry;
  if (error?.code) parts.push(error.code);
  const text = parts.join('  ');
  // A server error's stack, indented, under its line.
  const stack = error?.stack ?? (error?.message ? `${error.name}: ${error.message}` : undefined);
  return stack ? `${text}\n${stack.replace(/^/gm, '    ')}` : text;
}

/** A log sink that writes readable lines (see {@link readableLogLine}) to `write`. */
export function readableLog(write: (line: string) => void): (line: string) => void {
  return (line) => {
    const text = readableLogLine(line);
    if (text !== null) write(text);
  };
}
