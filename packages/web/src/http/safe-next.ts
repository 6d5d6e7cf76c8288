/**
 * Where to go after signing in: only a path of this site (one leading `/`, no scheme, no
 * backslash), never a sign-in page; anything else gives `/`. Stops open redirects.
 */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string') return '/';
  if (!/^\/(?![/\\])[^\s\\]*$/.test(next) || next.startsWith('/sign-')) return '/';
  return next;
}
