import type { ChannelSender, Ports } from '@subtrack/domain';
import type { CliIo } from '../cli/command.js';
import { parsePublicUrl } from '../options/public-url.js';
import { parseVapidSubject, vapidSubjectOf } from '../options/vapid-subject.js';
import { channelSenderFor } from './channel-sender-for.js';

const fromEnv = (io: CliIo, name: string) => io.env[name]?.trim() || null;

/**
 * The sender of commands that deliver outside `serve` (`channel test`, `reminders
 * run-once`): it reads the server's settings from the environment like `serve` does:
 * SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS=true, SUBTRACK_VAPID_SUBJECT and SUBTRACK_PUBLIC_URL.
 */
export function cliChannelSender(io: CliIo, ports: Ports): ChannelSender {
  const subject = fromEnv(io, 'SUBTRACK_VAPID_SUBJECT');
  const publicUrl = fromEnv(io, 'SUBTRACK_PUBLIC_URL');
  return channelSenderFor(ports, {
    blockPrivateTargets: io.env['SUBTRACK_BLOCK_PRIVATE_PUSH_TARGETS'] === 'true',
    vapidSubject: vapidSubjectOf(
      subject === null ? null : parseVapidSubject(subject, 'SUBTRACK_VAPID_SUBJECT'),
      publicUrl === null ? null : parsePublicUrl(publicUrl, 'SUBTRACK_PUBLIC_URL'),
    ),
  });
}
