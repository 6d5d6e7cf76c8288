import { UsageError } from '../cli/cli-errors.js';
import type { CliIo } from '../cli/command.js';

/**
 * The address people open subtrack at (`--public-url`, `SUBTRACK_PUBLIC_URL`), such as
 * `https://subs.example.com`: an http(s) origin without path, query or fragment, because
 * the identity provider's redirect URI is built from it (`<public URL>/sign-in/oidc/callback`).
 * Answers the origin (no trailing slash).
 */
export function parsePublicUrl(raw: string, label: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new UsageError(
      `${label} must be an address such as https://subs.example.com (got '${raw}')`,
    );
  }
  const bare = url.pathname === '/' && url.search === '' && url.hash === '';
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare || url.username) {
    throw new UsageError(
      `${label} must be the http:// or https:// address people open subtrack at, without a path, such as https://subs.example.com (got '${raw}')`,
    );
  }
  return url.origin;
}

/**
 * A path of the web app as people open it: absolute under the server's public URL
 * when one is known here (`SUBTRACK_PUBLIC_URL`, the environment `serve --public-url`
 * reads too), else the path itself (open it on the server's address).
 */
export function publicLinkOf(io: Pick<CliIo, 'env'>, path: string): string {
  const raw = io.env['SUBTRACK_PUBLIC_URL']?.trim();
  return raw ? `${parsePublicUrl(raw, 'SUBTRACK_PUBLIC_URL')}${path}` : path;
}
