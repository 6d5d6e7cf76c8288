import type { Ports } from '../ports/ports.js';

/**
 * Whether the account has a calendar feed link now (the owner's page offers to revoke
 * it only then). Says nothing of the token, which is kept only as a hash.
 */
export async function hasCalendarFeed(
  ports: Pick<Ports, 'calendarFeeds'>,
  accountId: string,
): Promise<boolean> {
  return (await ports.calendarFeeds.findByAccount(accountId)) !== null;
}
