import { createHash } from 'node:crypto';
import type { RandomSource } from '../ports/random-source.js';

/**
 * A calendar feed token: 32 random bytes, base64url (43 characters, safe in a path).
 * Calendar apps cannot send `Authorization`, so the token in the URL is the secret.
 */
export function generateCalendarFeedToken(random: RandomSource): string {
  return Buffer.from(random.bytes(32)).toString('base64url');
}

/** The only form a feed token is stored in, lower-case hex SHA-256. */
export function hashCalendarFeedToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The path of an account's feed, as `calendar-feed create` prints it. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}.ics`;
}
