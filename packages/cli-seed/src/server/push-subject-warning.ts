import { isDeviceChannel, type Ports } from '@subtrack/domain';

/**
 * What `serve` says at start-up when members get reminders on their devices but no
 * contact for push services is known (`--vapid-subject`, or an https `--public-url`): push
 * services may refuse messages without a real one (Apple's does). Nothing when no device
 * exists yet, so a server that never sends to devices stays quiet.
 *
 * @example
 * await pushSubjectWarning(ports, null); // 'subtrack: warning: 2 devices get reminders ...' or null
 */
export async function pushSubjectWarning(
  ports: Ports,
  vapidSubject: string | null,
): Promise<string | null> {
  if (vapidSubject !== null) return null;
  let devices = 0;
  for (const account of await ports.accounts.list())
    devices += (await ports.channels.listByAccount(account.id)).filter(isDeviceChannel).length;
  if (devices === 0) return null;
  return (
    `subtrack: warning: ${devices} ${devices === 1 ? 'device gets' : 'devices get'} reminders, ` +
    'but push services have no way to reach you: start subtrack with --vapid-subject ' +
    'mailto:you@example.com (or SUBTRACK_VAPID_SUBJECT, or an https --public-url); ' +
    "some push services (Apple's) refuse messages without it"
  );
}
