import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import type { RawQuery } from '@subtrack/domain';
import type { RequestState } from './request-state.js';

/** How the client address is found (one proxy hop when the proxy is trusted). */
export interface ClientAddressRule {
  /** Take the last `X-Forwarded-For` entry, the one the proxy in front added. */
  trustProxy: boolean;
}

/** The path of a request target: up to `?` or `#`; an absolute-form target's own path. */
export function pathOf(url: string): string {
  if (url.charCodeAt(0) !== 47 /* "/" */) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  for (let i = 1; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code === 63 /* "?" */ || code === 35 /* "#" */) return url.slice(0, i);
  }
  return url;
}

/** The query string of a request target, without `?` and without a fragment. */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const end = url.indexOf('#', start);
  return end === -1 ? url.slice(start + 1) : url.slice(start + 1, end);
}

/**
 * One API request as the pipeline's parts see it (issue 25: Koa made a context, a request
 * and a response object per request, with getters delegating to them, and watched the
 * response's end; a request uses a handful of its fields). The query and the client
 * address are worked out only when a part asks for them.
 */
export class ApiContext {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  #query: RawQuery | undefined;
  #ip: string | undefined;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly state: RequestState,
    private readonly addressRule: ClientAddressRule,
  ) {
    this.method = req.method ?? '';
    this.path = pathOf(req.url ?? '/');
    this.headers = req.headers;
  }

  /** The query parameters (`?a=1&a=2` -> `{a: ['1', '2']}`), as `node:querystring` reads them. */
  get query(): RawQuery {
    this.#query ??= parseQueryString(queryStringOf(this.req.url ?? '')) as RawQuery;
    return this.#query;
  }

  /**
   * The client address: the socket's peer, or with a trusted proxy the last
   * `X-Forwarded-For` entry (the one the proxy added; earlier ones the client can write).
   */
  get ip(): string {
    this.#ip ??= this.#clientAddress();
    return this.#ip;
  }

  #clientAddress(): string {
    const forwarded = this.addressRule.trustProxy ? this.get('x-forwarded-for') : '';
    const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
    return last || this.req.socket.remoteAddress || '';
  }

  /** A request header by its lower-case name, `''` when absent. */
  get(name: string): string {
    const value = this.headers[name];
    return (Array.isArray(value) ? value.join(', ') : value) ?? '';
  }
}
