import { randomUUID } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import type { LogSink } from './middleware/request-context.js';
import { JSON_CONTENT_TYPE } from './reply.js';

/** Options of {@link createHttpServer}. */
export interface HttpServerOptions {
  /** Receives one JSON line per request Node rejected before the app saw it. */
  log?: LogSink;
}

/** What a request that never reached the app is answered with, by Node's parser error. */
interface ClientErrorAnswer {
  status: number;
  reason: string;
  code: string;
  message: string;
}

/**
 * HTTP-level errors happen before Koa runs, so they are not `DomainError`s: these codes are
 * listed with the others in the OpenAPI document's `x-error-codes` (D23 envelope).
 */
function answerFor(error: NodeJS.ErrnoException): ClientErrorAnswer {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      reason: 'Request Header Fields Too Large',
      code: 'request_header_too_large',
      message: 'The request headers are larger than the server accepts (16 KiB in all).',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      reason: 'Request Timeout',
      code: 'request_timeout',
      message: 'The request was not received in time.',
    };
  }
  return {
    status: 400,
    reason: 'Bad Request',
    code: 'bad_request',
    message: 'The request is not valid HTTP.',
  };
}

/** A complete HTTP/1.1 response in the D23 envelope, with the headers every answer carries. */
function rawResponse(answer: ClientErrorAnswer, requestId: string): string {
  const body = JSON.stringify({
    error: { code: answer.code, message: answer.message },
    requestId,
  });
  const headers = [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    `Content-Type: ${JSON_CONTENT_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: no-referrer',
    `Content-Security-Policy: ${API_CONTENT_SECURITY_POLICY}`,
    `X-Request-Id: ${requestId}`,
    'Connection: close',
  ];
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Creates the `node:http` server for the app's request handler (e.g. Koa's `app.callback()`).
 * Node answers a request it cannot parse (headers over its 16 KiB limit, broken HTTP, a
 * header timeout) itself, with an empty body; here those answers use the D23 error
 * envelope with a `requestId` and the security headers, like every other response.
 *
 * @example
 * const server = createHttpServer(createApp({ ports }).callback());
 * server.listen(3000, '127.0.0.1');
 */
export function createHttpServer(
  handler: RequestListener,
  options: HttpServerOptions = {},
): Server {
  const server = createServer(handler);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A connection reset or an answer already under way leaves nothing to say.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = answerFor(error);
    const requestId = randomUUID();
    socket.end(rawResponse(answer, requestId));
    options.log?.(
      JSON.stringify({
        level: 'info',
        status: answer.status,
        requestId,
        error: { code: answer.code, parser: error.code ?? null },
      }),
    );
  });
  return server;
}
