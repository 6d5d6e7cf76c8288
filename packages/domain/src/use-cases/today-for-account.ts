import type { Ports } from '../ports/ports.js';
import type { StoragePorts } from '../ports/storage-ports.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { todayInZoneNow } from '../shared/today-in-zone-now.js';

/**
 * Today's calendar date for an account: in its notification-settings `timeZone`, or
 * in UTC when it has no settings or no zone. Inside a transaction, pass its `tx` ports as
 * `store`: the settings are read there.
 *
 * @example
 * await todayForAccount(ports, accountId); // '2026-11-21'
 */
export async function todayForAccount(
  ports: Pick<Ports, 'clock' | 'notificationSettings'>,
  accountId: string,
  store: Pick<StoragePorts, 'notificationSettings'> = ports,
): Promise<CalendarDate> {
  const zone = (await store.notificationSettings.get(accountId))?.timeZone ?? null;
  return todayInZoneNow(ports.clock, zone);
}
