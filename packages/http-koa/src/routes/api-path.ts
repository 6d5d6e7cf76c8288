/** True for paths of the versioned API, which answer CORS preflights. */
export function isApiPath(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}

/**
 * The paths the API answers even when no route matches them (with its 404 or 405 in its
 * envelope), from the paths it serves: each one-segment path itself (`/healthz`, `/docs`,
 * `/mcp`), and everything under the first segment of a longer one (`/api/`, `/docs/`,
 * `/calendar/`). Every other path is the web pages': `/calendar` is a page, while
 * `/calendar/<token>.ics` is the API's feed.
 */
export function apiPathSpace(paths: readonly string[]): (path: string) => boolean {
  const exact = new Set<string>();
  const prefixes = new Set<string>();
  for (const path of paths) {
    const second = path.indexOf('/', 1);
    if (second === -1) exact.add(path);
    else prefixes.add(path.slice(0, second + 1));
  }
  const under = [...prefixes];
  return (path) => exact.has(path) || under.some((prefix) => path.startsWith(prefix));
}
