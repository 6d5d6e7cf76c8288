/**
 * The key an account's hourly request quota is counted under, whichever of its keys (or doors:
 * REST, MCP) is used. Stores that count in SQL build the same text (`'account:' || id`).
 *
 * @example
 * accountQuotaKey('0195...'); // 'account:0195...'
 */
export function accountQuotaKey(accountId: string): string {
  return `account:${accountId}`;
}
