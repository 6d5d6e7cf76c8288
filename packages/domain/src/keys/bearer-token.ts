// RFC 9110: the auth scheme is case-insensitive; one or more spaces before the token.
const BEARER = /^bearer +(\S+) *$/i;

/**
 * The token of an `Authorization: Bearer <token>` header; null for any other header.
 *
 * @example
 * bearerTokenOf('Bearer stk_...'); // 'stk_...'
 */
export function bearerTokenOf(authorizationHeader: string | undefined): string | null {
  return BEARER.exec(authorizationHeader ?? '')?.[1] ?? null;
}
