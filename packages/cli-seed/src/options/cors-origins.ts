import { UsageError } from '../cli/cli-errors.js';

/**
 * `*` or a comma-separated list of exact origins (`https://app.example.com`,
 * `http://localhost:5173`). A path, a trailing slash or a typo is refused, because a
 * browser compares origins byte for byte and a near miss would silently block it.
 */
export function parseCorsOrigins(raw: string, label: string): string[] | '*' {
  if (raw.trim() === '*') return '*';
  const origins = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = origins.find((origin) => !isOrigin(origin));
  if (origins.length === 0 || bad !== undefined) {
    throw new UsageError(
      `${label} must be * or comma-separated origins like https://app.example.com (got '${bad ?? raw}')`,
    );
  }
  return origins;
}

/** True when `text` is exactly an http(s) origin: no path, no trailing slash. */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
  } catch {
    return false;
  }
}
