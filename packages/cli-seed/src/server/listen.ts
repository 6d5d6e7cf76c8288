import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CliFailure } from '../cli/cli-errors.js';

/**
 * Starts listening and resolves to the bound port. A port in use or a host that is not
 * this machine's becomes one `CliFailure` line instead of an unhandled 'error' event.
 */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new CliFailure(describeListenError(error, port, host)));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function describeListenError(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use: stop the other server or pick another port with --port or PORT`;
    case 'EACCES':
      return `no permission to listen on port ${port}: pick a port above 1023 with --port or PORT`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `--host ${host} is not an address of this machine: use 127.0.0.1 or 0.0.0.0`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}
