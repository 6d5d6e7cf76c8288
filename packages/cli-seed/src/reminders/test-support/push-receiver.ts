import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake receiver answers: 200, a 503, or never. */
export type ReceiverMode = 'ok' | 'error' | 'hang';

/** One POST the receiver got. */
export interface ReceivedPush {
  path: string;
  contentType: string | undefined;
  body: unknown;
}

/** A Bark-like push receiver on 127.0.0.1 (port 0) that records what it gets. */
export interface PushReceiver {
  url: string;
  received: ReceivedPush[];
  mode: ReceiverMode;
  /** Requests received and not answered yet (mode `hang`). */
  readonly openRequests: number;
  /** Resolves when the receiver has received `count` pushes in total. */
  waitForCount(count: number): Promise<void>;
  /** Stops listening (a receiver that is down: connection refused). */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a receiver for reminder tests: `mode` can be changed at any time. */
export async function startPushReceiver(mode: ReceiverMode = 'ok'): Promise<PushReceiver> {
  const received: ReceivedPush[] = [];
  const hanging = new Set<ServerResponse>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const state = { mode };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    received.push({
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      body: text === '' ? null : JSON.parse(text),
    });
    for (const waiter of [...waiters]) {
      if (received.length >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
    if (state.mode === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    response.statusCode = state.mode === 'ok' ? 200 : 503;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ code: state.mode === 'ok' ? 200 : 503 }));
  }

  const server = createServer((request, response) => void handle(request, response));
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
    url: `http://127.0.0.1:${port}/push`,
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
