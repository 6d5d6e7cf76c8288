import { type ClientRequest, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { type DeliveryOutcome, isHeaderSafe } from '@subtrack/domain';
import {
  CANCELLED,
  connectionFailure,
  INVALID_URL,
  NO_CONNECTION,
  statusFailure,
  UNSENDABLE_HEADER,
} from './failure-words.js';
import { publicOnlyLookup } from './guarded-lookup.js';
import { refusalOf } from './private-address.js';

/** One HTTP POST a channel kind wants made; a text body is sent as UTF-8. */
export interface ReceiverRequest {
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

/** How every outbound request is made (OWASP API7). */
export interface PostOptions {
  timeoutMs: number;
  /** Refuse every non-public destination, literal or after DNS resolution. */
  blockPrivateTargets: boolean;
  /** Aborts the request, e.g. when the server shuts down. */
  signal?: AbortSignal | undefined;
}

/**
 * What stops a request before any connection, in words, or the URL to post to: a URL
 * that is not http(s), a literal non-public address when those are blocked (a name is
 * checked after DNS, by the lookup hook), or a header value HTTP cannot carry (a
 * token an older version stored with an invisible character).
 */
function checkRequest(request: ReceiverRequest, options: PostOptions): URL | string {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return INVALID_URL;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return INVALID_URL;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (options.blockPrivateTargets && isIP(host)) {
    const refusal = refusalOf(host, host);
    if (refusal !== null) return refusal;
  }
  if (!Object.values(request.headers).every(isHeaderSafe)) return UNSENDABLE_HEADER;
  return url;
}

/**
 * POSTs one request and reports the outcome; never throws or rejects. Redirects are never
 * followed (a 3xx is a failure that says so), the whole exchange is cut off after
 * `timeoutMs`, and nothing of the answer is read but its status.
 */
export function post(request: ReceiverRequest, options: PostOptions): Promise<DeliveryOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let outgoing: ClientRequest | undefined;
    function finish(outcome: DeliveryOutcome): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      outgoing?.destroy();
      resolve(outcome);
    }
    function fail(error: string, status: number | null = null): void {
      finish({ delivered: false, status, error });
    }
    function cancel(): void {
      fail(CANCELLED);
    }

    const url = checkRequest(request, options);
    if (typeof url === 'string') return fail(url);
    if (options.signal?.aborted) return cancel();
    const body =
      typeof request.body === 'string'
        ? Buffer.from(request.body, 'utf8')
        : Buffer.from(request.body);
    try {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      outgoing = send(url, {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(body.length) },
        ...(options.blockPrivateTargets ? { lookup: publicOnlyLookup } : {}),
      });
    } catch (error) {
      return fail(connectionFailure(error));
    }
    // D48: a receiver that accepts and never answers is said like one that refuses.
    timer = setTimeout(() => fail(NO_CONNECTION), options.timeoutMs);
    options.signal?.addEventListener('abort', cancel);
    outgoing.on('error', (error) => fail(connectionFailure(error)));
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      // The body is never read: neither kept nor shown (D48).
      if (status >= 200 && status < 300) finish({ delivered: true, status, error: null });
      else fail(statusFailure(status), status);
    });
    outgoing.end(body);
  });
}
