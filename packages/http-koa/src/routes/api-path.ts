/** True for paths of the versioned API, which answer CORS preflights. */
export function isApiPath(path: string): boolean {
  return path === '/api/v1' || path.startsWith('/api/v1/');
}
