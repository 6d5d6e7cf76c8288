import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in for the European Central Bank's server on 127.0.0.1, for the rate feed's tests. */
export interface RateSource {
  /** The address of the file it serves. */
  url: string;
  /** How many requests it has answered. */
  requests(): number;
  /** What it answers from now on: a file, or a status without one. */
  serve(answer: { body: Uint8Array | string } | { status: number }): void;
  /** Resolves once it has answered `count` requests in all. */
  waitForRequests(count: number): Promise<void>;
}

/** Starts a rate source serving `body` at `/eurofxref-daily.xml`, closed in `t.after`. */
export async function startRateSource(
  t: { after(fn: () => unknown): void },
  body: Uint8Array | string,
): Promise<RateSource> {
  let answer: { body: Uint8Array | string } | { status: number } = { body };
  let count = 0;
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  const server = createServer((request, response) => {
    count++;
    if ('status' in answer) response.writeHead(answer.status).end();
    else response.writeHead(200, { 'Content-Type': 'application/xml' }).end(answer.body);
    for (const wait of waiting.filter((w) => w.count <= count)) wait.resolve();
    request.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/eurofxref-daily.xml`,
    requests: () => count,
    serve(next) {
      answer = next;
    },
    waitForRequests: (wanted) =>
      new Promise<void>((resolve) => {
        if (count >= wanted) resolve();
        else waiting.push({ count: wanted, resolve });
      }),
  };
}
