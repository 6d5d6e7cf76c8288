import { UsageError } from '../cli/cli-errors.js';

/**
 * The contact push services are given when nothing better is known: it names no one, so
 * `serve` warns when devices get reminders with it.
 */
export const FALLBACK_VAPID_SUBJECT = 'mailto:subtrack@localhost';

const ADDRESS = /^[^\s@<>,;]+@[^\s@<>,;]+$/;

/**
 * `--vapid-subject` (`SUBTRACK_VAPID_SUBJECT`): how push services may reach the server's
 * operator (RFC 8292's `sub`): a `mailto:` address, or an `https://` URL (not on localhost).
 * Answers it trimmed.
 *
 * @example
 * parseVapidSubject('mailto:admin@example.com', '--vapid-subject'); // 'mailto:admin@example.com'
 */
export function parseVapidSubject(raw: string, label: string): string {
  const subject = raw.trim();
  const mailto = /^mailto:(.+)$/i.exec(subject)?.[1];
  if (mailto !== undefined && ADDRESS.test(mailto)) return subject;
  let url: URL | null = null;
  try {
    url = new URL(subject);
  } catch {
    // said below
  }
  // Apple's push service refuses a contact on localhost.
  if (url?.protocol === 'https:' && url.hostname !== '' && url.hostname !== 'localhost')
    return subject;
  throw new UsageError(
    `${label} must be how push services can reach you: mailto: and your email address, such as mailto:admin@example.com, or an https:// address (got '${raw}')`,
  );
}

/**
 * The subject reminders to devices are signed with: the one given, else the public URL when
 * it is an https address push services can visit, else null (then `FALLBACK_VAPID_SUBJECT`).
 */
export function vapidSubjectOf(given: string | null, publicUrl: string | null): string | null {
  if (given !== null) return given;
  if (publicUrl === null) return null;
  const { protocol, hostname } = new URL(publicUrl);
  return protocol === 'https:' && hostname !== 'localhost' ? publicUrl : null;
}
