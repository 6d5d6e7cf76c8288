import { Agent, request } from 'node:http';
import { readAnswer } from './read-answer.js';

/** An answer of {@link KeepAliveClient.call}: what the load workload reads of it. */
export interface LoadAnswer {
  status: number;
  json: Record<string, unknown> | null;
  text: string;
}

/**
 * A JSON client for many requests to one server over a few kept-alive connections, on
 * `node:http`. Issue 25: through `fetch`, the load test's 30,000 requests cost its own
 * process about as much CPU as the server spent answering them (undici's streams and
 * `Headers` per request); with this client the process spends about half as much, so the
 * test's time goes to the server it measures. It follows no redirect and sends no header
 * but the key's and the body's: the API needs neither.
 */
export class KeepAliveClient {
  readonly #agent: Agent;

  constructor(
    private readonly baseUrl: string,
    connections: number,
  ) {
    this.#agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  call(key: string, method: string, path: string, body?: unknown): Promise<LoadAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const outgoing = request(new URL(path, this.baseUrl), {
        method,
        agent: this.#agent,
        headers: {
          authorization: `Bearer ${key}`,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      });
      outgoing.on('error', reject);
      outgoing.on('response', (answer) => {
        readAnswer(answer).then(
          ({ text, json }) => resolve({ status: answer.statusCode ?? 0, json, text }),
          reject,
        );
      });
      outgoing.end(payload);
    });
  }

  /** Closes the kept-alive connections. */
  close(): void {
    this.#agent.destroy();
  }
}
