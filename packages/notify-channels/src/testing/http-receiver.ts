import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a test receiver answers: 200, a 503, or never. */
export type ReceiverMode = 'ok' | 'error' | 'hang';

/** One request as the receiver saw it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
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

/** Starts a receiver; `mode` can be changed at any time. */
export async function startHttpReceiver(mode: ReceiverMode = 'ok'): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const state = { mode };

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    for (const waiter of waiters.filter((w) => received.length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (state.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    response.statusCode = state.mode === 'ok' ? 200 : 503;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(state.mode === 'ok' ? { ok: true } : { error: 'try later' }));
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
