import { STATUS_CODES } from 'node:http';

// D48: a failure is said as a status and a word, never with any part of what a receiver
// answered. Every way of not reaching a receiver (refused, reset, timed out, unreachable,
// a service that speaks another protocol or nothing at all) is said in the same words, so
// "Send test" cannot tell an owner which internal ports are open.

/** Every connection that did not get as far as an answer. */
export const NO_CONNECTION =
  'Could not deliver: no connection (check the host, the port and that the receiver is running)';
export const HOST_NOT_FOUND = 'Could not deliver: host name not found (check its spelling)';
export const UNTRUSTED_CERTIFICATE =
  "Could not deliver: the receiver's TLS certificate is not trusted";
export const UNSENDABLE_HEADER =
  'Could not deliver: a token or key of this channel holds a character that cannot be sent ' +
  '(an invisible or non-ASCII character, or a line break); enter it again';
export const INVALID_URL = 'The URL is not valid';
export const CANCELLED = 'Cancelled: the server is shutting down';
export const NO_PUSH_KEYS =
  'Could not deliver: this sender was made without push keys, so it cannot reach devices';
export const UNSIGNED_PUSH =
  "Could not deliver: the message to the device could not be encrypted and signed (check the server's --vapid-subject; the push keys are read again next time)";

const NAME_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NODATA', 'EAI_NONAME']);
const HEADER_CODES = new Set(['ERR_INVALID_CHAR', 'ERR_HTTP_INVALID_HEADER_VALUE']);

/** A bare system or library error code (`ECONNREFUSED`), or null. */
export function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? code : null;
}

function isCertificateCode(code: string): boolean {
  return (
    code.includes('CERT') || code.includes('SELF_SIGNED') || code === 'ERR_TLS_CERT_ALTNAME_INVALID'
  );
}

/**
 * Says in words why a receiver was not reached. Only the error's code is used, never its
 * message, which could quote a URL with a token in it; a refused destination says why.
 */
export function connectionFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'BlockedTargetError') return error.message;
  const code = errorCode(error);
  if (code === null) return NO_CONNECTION;
  if (NAME_CODES.has(code)) return HOST_NOT_FOUND;
  if (HEADER_CODES.has(code)) return UNSENDABLE_HEADER;
  if (code === 'ERR_INVALID_URL') return INVALID_URL;
  if (isCertificateCode(code)) return UNTRUSTED_CERTIFICATE;
  return NO_CONNECTION;
}

/** `The receiver answered 503 Service Unavailable`: the status and its standard words. */
export function statusFailure(status: number): string {
  const reason = STATUS_CODES[status] ?? '';
  const head = `The receiver answered ${status}${reason ? ` ${reason}` : ''}`;
  if (status >= 300 && status < 400)
    return `${head}, a redirect; redirects are not followed, so give the final URL`;
  return head;
}
