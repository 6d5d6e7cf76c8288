import { UsageError } from '../cli/cli-errors.js';
import type { CliIo } from '../cli/command.js';

/**
 * D45, D46: a path of the web app as people open it: absolute under the server's public URL
 * when one is known here (`SUBTRACK_PUBLIC_URL`, the environment `serve --public-url`
 * reads too), else the path itself (open it on the server's address).
 */
export function publicLinkOf(io: Pick<CliIo, 'env'>, path: string): string {
  const raw = io.env['SUBTRACK_PUBLIC_URL']?.trim();
  if (!raw) return path;
  let base: URL;
  try {
    base = new URL(raw);
  } catch {
    throw new UsageError(
      `SUBTRACK_PUBLIC_URL: ${raw} is not a URL; use e.g. https://subs.example.org`,
    );
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:') {
    throw new UsageError('SUBTRACK_PUBLIC_URL must start with https:// or http://');
  }
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}${path}`;
}
