import { STATUS_CODES } from 'node:http';

const CODE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the receiver',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed for now',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  EPIPE: 'connection closed by the receiver',
};

/** A bare system or library error code (`ECONNREFUSED`), or null. */
export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? code : null;
}

/**
 * Says in words why a connection failed: `Could not connect: connection refused
 * (ECONNREFUSED)`. Only the code is used, never the error's message, which could quote
 * a URL with a token in it.
 */
export function connectionFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'BlockedTargetError') return error.message;
  const code = errorCode(error);
  if (code === null) return 'Could not connect to the receiver';
  if (code.includes('CERT') || code.startsWith('ERR_TLS') || code.includes('SELF_SIGNED'))
    return `Could not connect: the receiver's TLS certificate is not trusted (${code})`;
  const words = CODE_WORDS[code];
  return words ? `Could not connect: ${words} (${code})` : `Could not connect (${code})`;
}

/** `The receiver answered 503 Service Unavailable: <excerpt>`. */
export function statusFailure(status: number, excerpt: string): string {
  const reason = STATUS_CODES[status] ?? '';
  const head = `The receiver answered ${status}${reason ? ` ${reason}` : ''}`;
  if (status >= 300 && status < 400)
    return `${head}, a redirect; redirects are not followed, so give the final URL`;
  return excerpt === '' ? head : `${head}: ${excerpt}`;
}

/** Text of a receiver's answer cut to `max` characters on one line (OWASP API7: keep little). */
export function excerptOf(text: string, max: number): string {
  const line = text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
