/**
 * The API's Content-Security-Policy, on every response: a JSON answer loads nothing and
 * may not be framed (OWASP REST Security Cheat Sheet).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of the `/docs` page only: scripts, styles, images and fonts from this server,
 * `data:` images (Swagger UI's stylesheet draws its icons as `data:` SVG), requests
 * ("Try it out", the document) to this server only. Nothing inline is allowed, no
 * framing, no `<base>`, no form posts.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
