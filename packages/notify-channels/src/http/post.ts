import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { DeliveryOutcome } from '@subtrack/domain';
import { connectionFailure, excerptOf, statusFailure } from './failure-words.js';
import { publicOnlyLookup, refusePrivate } from './guarded-lookup.js';

/** One HTTP POST a channel kind wants made. */
export interface ReceiverRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** How every outbound request is made (OWASP API7). */
export interface PostOptions {
  timeoutMs: number;
  /** Refuse loopback, private and link-local destinations after DNS resolution. */
  blockPrivateTargets: boolean;
  /** Aborts the request, e.g. when the server shuts down. */
  signal?: AbortSignal | undefined;
}

/** At most this much of a receiver's answer is read, and less is kept. */
const MAX_ANSWER_BYTES = 1024;
const EXCERPT_CHARS = 200;

function readExcerpt(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(excerptOf(Buffer.concat(chunks).toString('utf8'), EXCERPT_CHARS));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_ANSWER_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

/**
 * POSTs one request and reports the outcome; never throws. Redirects are never followed
 * (a 3xx is a failure that says so), the whole exchange is cut off after `timeoutMs`, and
 * at most a short excerpt of a failed answer is kept.
 */
export function post(request: ReceiverRequest, options: PostOptions): Promise<DeliveryOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const fail = (error: string, status: number | null = null) =>
      finish({ delivered: false, status, error });
    let url: URL;
    try {
      url = new URL(request.url);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (options.blockPrivateTargets && isIP(host)) refusePrivate(host, host);
    } catch (error) {
      fail(error instanceof TypeError ? 'The URL is not valid' : connectionFailure(error));
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const body = Buffer.from(request.body, 'utf8');
    const outgoing = send(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(body.length) },
      ...(options.blockPrivateTargets ? { lookup: publicOnlyLookup } : {}),
    });
    timer = setTimeout(() => {
      fail(`No answer within ${options.timeoutMs / 1000} seconds`);
      outgoing.destroy();
    }, options.timeoutMs);
    const onAbort = () => {
      fail('Cancelled: the server is shutting down');
      outgoing.destroy();
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);
    outgoing.on('error', (error) => fail(connectionFailure(error)));
    outgoing.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 200 && status < 300) {
        response.resume();
        finish({ delivered: true, status, error: null });
        return;
      }
      void readExcerpt(response).then((excerpt) => fail(statusFailure(status, excerpt), status));
    });
    outgoing.end(body);
  });
}
