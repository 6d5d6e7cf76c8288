import type { Ports } from '../ports/ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { todayInTimeZone } from '../shared/today.js';

/**
 * D5: today's calendar date for an account: in its notification-settings `timeZone`, or
 * in UTC when it has no settings or no zone.
 *
 * @example
 * todayForAccount(ports, accountId); // '2026-11-21'
 */
export function todayForAccount(ports: Ports, accountId: string): CalendarDate {
  const settings = ports.notificationSettings.get(accountId);
  return todayInTimeZone(ports.clock.now(), settings?.timeZone ?? null);
}
