import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cliWriteContext, createApiKey, type Ports } from '@subtrack/domain';
import { type AppOptions, createApp } from '@subtrack/http-koa';

/** The real API on 127.0.0.1 port 0 over the given ports, with a write key of one account. */
export interface ApiServer {
  baseUrl: string;
  /** The account's write key, for requests `call` does not make (bytes, headers). */
  key: string;
  /** Sends one request with the account's write key; resolves to status and JSON body. */
  call(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Starts the app for `accountId` (a write key is created for it), with `options` besides. */
export async function startApiServer(
  ports: Ports,
  accountId: string,
  options: Partial<AppOptions> = {},
): Promise<ApiServer> {
  const { key } = await createApiKey(ports, cliWriteContext(accountId, 'req-cli'), {
    scope: 'write',
  });
  const server = createServer(createApp({ ports, log: () => undefined, ...options }).callback());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    key,
    async call(method, path, body) {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    async close() {
      const closed = once(server, 'close');
      server.close();
      server.closeAllConnections();
      await closed;
    },
  };
}
