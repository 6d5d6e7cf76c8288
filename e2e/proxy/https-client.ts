import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readAnswer } from '../support/read-answer.js';

/** One answer, its body as text and (when it is JSON) parsed. */
export interface ProxyAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: Record<string, unknown> | null;
  /** True when the answer came over TLS. */
  encrypted: boolean;
}

/** How a client sends one request through the proxy. */
export interface ClientRequest {
  method?: string;
  key?: string;
  body?: unknown;
  /** A form body, sent as `application/x-www-form-urlencoded`. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /**
   * The client's own address (127.0.0.2, 127.0.0.3, ...: every 127/8 address is this
   * machine), so nginx sees different clients.
   */
  from?: string;
  /** The certificate to trust (the proxy's self-signed one). */
  ca?: string;
}

/** Sends one request to `baseUrl + path` (http or https), on a fresh connection. */
export function send(
  baseUrl: string,
  path: string,
  request: ClientRequest = {},
): Promise<ProxyAnswer> {
  const url = new URL(path, baseUrl);
  const form = request.form ? new URLSearchParams(request.form).toString() : undefined;
  const body = form ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const headers: Record<string, string> = {
    Host: `subtrack.test:${url.port}`,
    ...(request.key ? { Authorization: `Bearer ${request.key}` } : {}),
    ...(body
      ? { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
      : {}),
    ...request.headers,
  };
  const options = {
    host: url.hostname,
    port: url.port,
    path: url.pathname + url.search,
    method: request.method ?? 'GET',
    headers,
    agent: false,
    ...(request.from ? { localAddress: request.from } : {}),
    ...(request.ca ? { ca: request.ca, servername: 'subtrack.test' } : {}),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(options, (res) => {
      const encrypted = 'encrypted' in res.socket && res.socket.encrypted === true;
      readAnswer(res).then(
        ({ text, json }) =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, encrypted }),
        reject,
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The `Set-Cookie` line of the cookie `name`, or '' when the answer sets none. */
export function setCookie(answer: ProxyAnswer, name: string): string {
  return (answer.headers['set-cookie'] ?? []).find((line) => line.startsWith(`${name}=`)) ?? '';
}

/** A `Cookie` header sending back every cookie the answer set. */
export function cookiesOf(answer: ProxyAnswer): string {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}
