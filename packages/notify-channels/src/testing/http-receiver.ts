import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a test receiver answers: 200 (or what `answer` says), a 503, a 410, or never. */
export type ReceiverMode = 'ok' | 'error' | 'gone' | 'hang';

/** One request as the receiver saw it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text, and as it came (an encrypted push message is not text). */
  body: string;
  bytes: Buffer;
}

/** Options of {@link startHttpReceiver}. */
export interface HttpReceiverOptions {
  /** In mode `ok`, the status to answer a request with (default 200). */
  answer?: (request: ReceivedRequest) => number;
}

/** A recording HTTP receiver on 127.0.0.1 (port 0) whose answers a test controls. */
export interface HttpReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedRequest[];
  mode: ReceiverMode;
  /** Requests received and not answered yet (mode `hang`). */
  readonly openRequests: number;
  /** Resolves when the receiver has received `count` requests in total. */
  waitForCount(count: number): Promise<void>;
  /** Stops listening (a receiver that is down: connection refused). */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

const MODE_STATUS = { error: 503, gone: 410 } as const;

/** Starts a receiver; `mode` can be changed at any time. */
export async function startHttpReceiver(
  mode: ReceiverMode = 'ok',
  options: HttpReceiverOptions = {},
): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const state = { mode };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    const seen: ReceivedRequest = {
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: bytes.toString('utf8'),
      bytes,
    };
    received.push(seen);
    for (const waiter of waiters.filter((w) => received.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (state.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    response.statusCode =
      state.mode === 'ok' ? (options.answer?.(seen) ?? 200) : MODE_STATUS[state.mode];
    const ok = response.statusCode < 300;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(ok ? { ok: true } : { error: 'try later' }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  async function stop(): Promise<void> {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    server.closeAllConnections();
    await closed;
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    get mode() {
      return state.mode;
    },
    set mode(value: ReceiverMode) {
      state.mode = value;
    },
    get openRequests() {
      return hanging.size;
    },
    waitForCount(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    goDown: stop,
    async comeBack() {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    close: stop,
  };
}
