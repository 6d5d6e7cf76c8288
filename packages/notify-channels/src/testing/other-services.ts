import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';

/**
 * A TCP port on 127.0.0.1 nothing listens on: connecting to it is refused. What an owner
 * probing a closed internal port would reach.
 */
export async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP service on 127.0.0.1 that speaks neither HTTP nor SMTP. */
export interface OtherService {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts a service that is no receiver: `greets` answers every connection like an SSH
 * server, `silent` accepts and never says anything (an open port of a database, say).
 */
export async function startOtherService(mode: 'greets' | 'silent'): Promise<OtherService> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    if (mode === 'greets') socket.write('SSH-2.0-OpenSSH_9.6\r\n');
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
