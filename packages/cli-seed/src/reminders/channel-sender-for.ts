import { type ChannelSender, getPushKeyPair, type Ports } from '@subtrack/domain';
import { createChannelSender } from '@subtrack/notify-channels';
import { FALLBACK_VAPID_SUBJECT } from '../options/vapid-subject.js';

/** How a sender of this server reaches receivers and signs messages to devices. */
export interface SenderSettings {
  blockPrivateTargets: boolean;
  /** The operator's contact for push services; null: `FALLBACK_VAPID_SUBJECT`. */
  vapidSubject: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * The channel sender of every part of the server (the reminder worker, the web app's test
 * sends, `channel test`, `reminders run-once`): each signs messages to devices with the key
 * pair kept in the database, made the first time one is needed, so every process on the
 * database signs with the same key the devices subscribed to.
 */
export function channelSenderFor(ports: Ports, settings: SenderSettings): ChannelSender {
  return createChannelSender({
    blockPrivateTargets: settings.blockPrivateTargets,
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    ...(settings.signal === undefined ? {} : { signal: settings.signal }),
    webPush: {
      subject: settings.vapidSubject ?? FALLBACK_VAPID_SUBJECT,
      keys: () => getPushKeyPair(ports),
    },
  });
}
