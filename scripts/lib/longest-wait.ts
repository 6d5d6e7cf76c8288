/**
 * How long a running server keeps other requests waiting while it works on something else
 * (work that grows with an account never holds the server's thread for more than about
 * 100 ms at a time). Shared by `pnpm bench` and the e2e tests.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** What {@link longestWaitDuring} measured. */
export interface Measured<T> {
  value: T;
  /**
   * The longest one `GET /healthz` took while the operation ran, in ms: a health check
   * costs the server well under a millisecond, so this is the longest stretch the server's
   * thread spent on other work (the operation's longest block), plus the round trip.
   */
  longestMs: number;
  /** Health checks answered meanwhile. */
  probes: number;
}

/** One `GET /healthz` on `agent`'s connection; resolves when the answer has been read. */
function probe(baseUrl: string, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/healthz`, { agent }, (response) => {
      response.resume();
      response.once('end', () =>
        response.statusCode === 200
          ? resolve()
          : reject(new Error(`/healthz answered ${response.statusCode}`)),
      );
    });
    req.once('error', reject);
    req.end();
  });
}

/**
 * Runs `operation` while sending `GET /healthz` to the server one after the other, back to
 * back on one kept-alive connection, and answers the longest wait for one of them. Some
 * check is always waiting, so a stretch of N ms in which the server's thread does not come
 * back to its event loop shows as a check that took at least about N ms. Measured from
 * outside the process, the way any other client of the server would notice it.
 *
 * @example
 * const { longestMs } = await longestWaitDuring(baseUrl, () => fetch(`${baseUrl}/api/v1/export`, init));
 */
export async function longestWaitDuring<T>(
  baseUrl: string,
  operation: () => Promise<T>,
): Promise<Measured<T>> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // A first check opens the connection, so the operation's first block is not hidden
  // behind the connection's set-up.
  await probe(baseUrl, agent);
  let done = false;
  let longestMs = 0;
  let probes = 0;
  const probing = (async () => {
    while (!done) {
      const start = performance.now();
      await probe(baseUrl, agent);
      longestMs = Math.max(longestMs, performance.now() - start);
      probes += 1;
    }
  })();
  let value: T;
  try {
    value = await operation();
  } finally {
    done = true;
    // A failed check ends the probing; the operation's own failure is the one to report.
    await probing.catch(() => undefined);
    agent.destroy();
  }
  await probing;
  return { value, longestMs: Math.round(longestMs), probes };
}
