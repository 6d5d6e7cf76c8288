import type { PushEndpoint, PushMessage } from '@subtrack/domain';

/**
 * Delivers one push (D16). Resolves when the receiver accepted it (2xx); rejects with a
 * `PushFailure` otherwise. The endpoint is secret: no error or log may show it.
 */
export type PushSender = (endpoint: PushEndpoint, message: PushMessage) => Promise<void>;

/** The default wait for a push receiver before the attempt is cut off (D16: never hang). */
export const DEFAULT_PUSH_TIMEOUT_MS = 5_000;

/**
 * A failed push, described by a short code that names neither the push URL nor the device
 * key (`timeout`, `connection_failed: ECONNREFUSED`, `http_503`, `invalid_url`, `aborted`),
 * because it is stored in the delivery log and written to the server log.
 */
export class PushFailure extends Error {
  constructor(code: string) {
    super(code);
    this.name = 'PushFailure';
  }
}

function causeCode(error: Error): string | null {
  const cause: unknown = error.cause;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return null;
  const code = (cause as { code: unknown }).code;
  // Only a bare system code (ECONNREFUSED): an error message could quote the URL.
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code) ? code : null;
}

/** Maps whatever `fetch` threw to a `PushFailure` whose text is safe to store and log. */
export function toPushFailure(error: unknown): PushFailure {
  if (error instanceof PushFailure) return error;
  if (!(error instanceof Error)) return new PushFailure('push_failed');
  if (error.name === 'TimeoutError') return new PushFailure('timeout');
  if (error.name === 'AbortError') return new PushFailure('aborted');
  if (error.message.startsWith('Failed to parse URL')) return new PushFailure('invalid_url');
  const code = causeCode(error);
  if (error instanceof TypeError) {
    return new PushFailure(code === null ? 'connection_failed' : `connection_failed: ${code}`);
  }
  return new PushFailure('push_failed');
}

/** Options of `createBarkSender`. */
export interface BarkSenderOptions {
  /** Cut off a receiver that has not answered after this long (default 5 s). */
  timeoutMs?: number;
  /** Aborts every push in flight, e.g. when the server shuts down. */
  signal?: AbortSignal;
}

/**
 * D16: the Bark-compatible sender: an HTTP POST of the JSON message to the push URL with
 * `fetch`, cut off after `timeoutMs`. Any 2xx is success; anything else is a `PushFailure`.
 *
 * @example
 * const send = createBarkSender({ timeoutMs: 5_000 });
 * await send({ pushUrl: 'https://api.day.app/push', deviceKey: 'k' }, message);
 */
export function createBarkSender(options: BarkSenderOptions = {}): PushSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PUSH_TIMEOUT_MS;
  return async (endpoint, message) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    let response: Response;
    try {
      response = await fetch(endpoint.pushUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(message),
        signal,
      });
      // Free the connection; the receiver's answer text is not needed.
      await response.body?.cancel();
    } catch (error) {
      throw toPushFailure(error);
    }
    if (!response.ok) throw new PushFailure(`http_${response.status}`);
  };
}
