import { connect } from 'node:net';

/**
 * Sends raw bytes to the server at `baseUrl` and answers everything it wrote before closing:
 * for requests `fetch` cannot make (no `Host`, broken HTTP).
 */
export function rawExchange(baseUrl: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.write(bytes);
  });
}
