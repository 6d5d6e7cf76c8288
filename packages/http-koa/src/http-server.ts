import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Duplex } from 'node:stream';
import { API_CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import { ERROR_CODES, type HttpOnlyErrorCode } from './error-mapping.js';
import type { LogSink } from './middleware/request-log.js';
import { PERMISSIONS_POLICY } from './permissions-policy.js';
import { JSON_CONTENT_TYPE } from './reply.js';
import { nextRequestId } from './request-id.js';

/**
 * Issue 20: how long a client may take to send a request. Node's own defaults (60 s for the
 * headers, 5 minutes for the whole request, checked every 30 s) let a body trickled at one
 * byte per 10 s hold a connection for minutes. Headers come in one packet from any real
 * client, so 20 s is generous; 60 s for the whole request takes the largest import
 * (10 MiB) over an uplink of about 1.5 Mbit/s or faster (slower links can import with the
 * command line on the server). Checked every 5 s, so a request is cut at most 5 s late.
 */
export const REQUEST_TIMEOUTS = { headersMs: 20_000, requestMs: 60_000, checkEveryMs: 5_000 };

/** Options of {@link createHttpServer}. */
export interface HttpServerOptions {
  /** Receives one JSON line per request Node rejected before the app saw it. */
  log?: LogSink;
  /** How long the request headers may take to arrive (default {@link REQUEST_TIMEOUTS}). */
  headersTimeoutMs?: number;
  /** How long the whole request, headers and body, may take to arrive. */
  requestTimeoutMs?: number;
  /** How often requests are checked against both timeouts. */
  timeoutCheckEveryMs?: number;
}

/** What a request that never reached the app is answered with, by Node's parser error. */
interface ClientErrorAnswer {
  status: number;
  reason: string;
  code: HttpOnlyErrorCode;
  message: string;
}

function clientAnswer(code: HttpOnlyErrorCode, reason: string, message: string): ClientErrorAnswer {
  return { status: ERROR_CODES[code].status, reason, code, message };
}

/**
 * The answers of requests Node rejects before Koa runs (not `DomainError`s); the API
 * reference shows them among its error codes (D23 envelope).
 */
export const CLIENT_ERROR_ANSWERS = {
  headerOverflow: clientAnswer(
    'request_header_too_large',
    'Request Header Fields Too Large',
    'The request headers are larger than the server accepts (16 KiB in all).',
  ),
  timeout: clientAnswer(
    'request_timeout',
    'Request Timeout',
    'The request was not received in time.',
  ),
  badHttp: clientAnswer('bad_request', 'Bad Request', 'The request is not valid HTTP.'),
  // RFC 9112 3.2: an HTTP/1.1 request without Host is answered 400. Node does so itself,
  // with an empty body and no headers, unless told not to; then this answer goes out.
  missingHost: clientAnswer(
    'bad_request',
    'Bad Request',
    'The request has no Host header, which HTTP/1.1 requires.',
  ),
};

function answerFor(error: NodeJS.ErrnoException): ClientErrorAnswer {
  if (error.code === 'HPE_HEADER_OVERFLOW') return CLIENT_ERROR_ANSWERS.headerOverflow;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return CLIENT_ERROR_ANSWERS.timeout;
  return CLIENT_ERROR_ANSWERS.badHttp;
}

/** The body and headers of an answer given without the app, in the D23 envelope. */
function envelopeOf(answer: ClientErrorAnswer, requestId: string) {
  const body = JSON.stringify({
    error: { code: answer.code, message: answer.message },
    requestId,
  });
  const headers: Array<[string, string]> = [
    ['Content-Type', JSON_CONTENT_TYPE],
    ['Content-Length', String(Buffer.byteLength(body))],
    ['Cache-Control', 'no-store'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Request-Id', requestId],
    ['Connection', 'close'],
  ];
  return { body, headers };
}

/** A complete HTTP/1.1 response in the D23 envelope, with the headers every answer carries. */
function rawResponse(answer: ClientErrorAnswer, requestId: string): string {
  const { body, headers } = envelopeOf(answer, requestId);
  const lines = headers.map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${answer.status} ${answer.reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** True for an HTTP/1.1 request without a Host header. */
function lacksHost(req: IncomingMessage): boolean {
  return req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && !req.headers.host;
}

/** The server's answer to a request the app does not see; logged like the app's own. */
function answerWithoutApp(res: ServerResponse, answer: ClientErrorAnswer): string {
  const requestId = nextRequestId();
  const { body, headers } = envelopeOf(answer, requestId);
  res.writeHead(answer.status, headers.flat());
  res.end(body);
  return requestId;
}

/**
 * Creates the `node:http` server for the app's request handler (e.g. Koa's `app.callback()`).
 * Node answers a request it cannot parse (headers over its 16 KiB limit, broken HTTP, a
 * timeout, an HTTP/1.1 request without `Host`) itself, with an empty body; here those
 * answers use the D23 error envelope with a `requestId` and the security headers, like
 * every other response. A request must arrive within {@link REQUEST_TIMEOUTS} (else 408).
 *
 * @example
 * const server = createHttpServer(createApp({ ports }).callback());
 * server.listen(3000, '127.0.0.1');
 */
export function createHttpServer(
  handler: RequestListener,
  options: HttpServerOptions = {},
): Server {
  const logRejected = (status: number, requestId: string, code: string, parser: string | null) =>
    options.log?.(JSON.stringify({ level: 'info', status, requestId, error: { code, parser } }));
  const server = createServer(
    {
      requireHostHeader: false,
      headersTimeout: options.headersTimeoutMs ?? REQUEST_TIMEOUTS.headersMs,
      requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUTS.requestMs,
      connectionsCheckingInterval: options.timeoutCheckEveryMs ?? REQUEST_TIMEOUTS.checkEveryMs,
    },
    (req, res) => {
      if (!lacksHost(req)) return handler(req, res);
      const missing = CLIENT_ERROR_ANSWERS.missingHost;
      const requestId = answerWithoutApp(res, missing);
      logRejected(missing.status, requestId, missing.code, 'missing_host');
    },
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset, or an answer already under way (e.g. a 413 while the rest of the
    // body is discarded, D36), leaves nothing to say.
    const started = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || started?.headersSent) {
      socket.destroy();
      return;
    }
    const answer = answerFor(error);
    const requestId = nextRequestId();
    socket.end(rawResponse(answer, requestId));
    logRejected(answer.status, requestId, answer.code, error.code ?? null);
  });
  return server;
}
