import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long requests in flight may take to finish after SIGTERM/SIGINT. */
export const DRAIN_TIMEOUT_MS = 10_000;

/** Tracks the responses in flight so a shutdown can let them finish, then close. */
export interface GracefulCloser {
  /** Wraps the app's request handler; install it as the server's handler. */
  handler(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Stops accepting connections, lets requests in flight finish (at most `timeoutMs`, then
   * their connections are cut) and resolves once the server is closed.
   */
  close(timeoutMs?: number): Promise<void>;
}

/** Builds the graceful closer around `handle` (e.g. a Koa `app.callback()`). */
export function gracefulCloser(
  getServer: () => Server,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): GracefulCloser {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeIdle = () => getServer().closeIdleConnections();
  // One listener for every response, not a closure made per request.
  function done(this: ServerResponse): void {
    inFlight.delete(this);
    if (closing) setImmediate(closeIdle);
  }
  return {
    handler(req, res) {
      inFlight.add(res);
      // During the drain, no connection is kept alive for another request.
      if (closing) res.setHeader('Connection', 'close');
      res.on('close', done);
      handle(req, res);
    },
    close(timeoutMs = DRAIN_TIMEOUT_MS) {
      closing = true;
      const server = getServer();
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
      }
      return new Promise((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
