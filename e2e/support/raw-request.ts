/**
 * Requests `fetch` cannot send: repeated headers (an array value sends the header once per
 * item) and header blocks over Node's limit. Answers parse like `call`'s.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Headers;
  json: Record<string, unknown> | null;
  text: string;
}

/** Sends one request with node:http; `headers` values that are arrays repeat the header. */
export function rawCall(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string | string[]>,
  body?: string,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // The path goes out as written (`//x` too): never resolved against the base URL's host.
    const { hostname, port } = new URL(baseUrl);
    const options = { hostname, port, path, method, headers, agent: false };
    const req = request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        let json: Record<string, unknown> | null = null;
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, headers: out, json, text });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
