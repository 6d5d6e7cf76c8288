import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// The REST API keeps its own paths (D27): everything else is the web application.
const API_PREFIXES = ['/api/', '/calendar/', '/docs/'];
// D47: /mcp is the API's too (keys, quota, log).
const API_PATHS = new Set(['/api', '/healthz', '/docs', '/mcp']);

/** True when the request's path belongs to the REST API app rather than the web pages. */
export function isApiRequest(url: string | undefined): boolean {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  return API_PATHS.has(path) || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * One HTTP server, two Koa apps: `/api/`, `/healthz`, `/docs`, `/mcp` and `/calendar/` go to
 * the API (JSON envelope, quota, keys), every other path to the owner's web application
 * (pages, sessions; no API quota).
 */
export function dispatchByPath(api: Handler, web: Handler): Handler {
  return (req, res) => (isApiRequest(req.url) ? api(req, res) : web(req, res));
}
