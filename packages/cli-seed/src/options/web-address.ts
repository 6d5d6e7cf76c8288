import type { CliIo } from '../cli/command.js';
import { SERVE_DEFAULTS } from '../server/serve-settings.js';
import { parsePublicUrl } from './public-url.js';

/** 127.0.0.0/8 and ::1: this machine, whatever the name. */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The address a browser should open for a server reached at `baseUrl`: `localhost` in
 * place of a loopback address, because browsers offer passkeys at `localhost` but never at
 * a bare IP address.
 *
 * @example browserAddress('http://127.0.0.1:3000'); // 'http://localhost:3000'
 */
export function browserAddress(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (LOOPBACK.test(url.hostname)) url.hostname = 'localhost';
  return url.origin;
}

/**
 * Where a person most likely opens the web application, as a command that does not serve
 * it can tell: the public URL when `SUBTRACK_PUBLIC_URL` names it, else `localhost` at the
 * port `serve` takes from `PORT`, or its default.
 */
export function likelyWebAddress(io: Pick<CliIo, 'env'>): string {
  const publicUrl = io.env['SUBTRACK_PUBLIC_URL']?.trim();
  if (publicUrl) return parsePublicUrl(publicUrl, 'SUBTRACK_PUBLIC_URL');
  const port = Number(io.env['PORT']);
  return `http://localhost:${Number.isInteger(port) && port > 0 ? port : SERVE_DEFAULTS.port}`;
}
