import {
  type Channel,
  type ChannelInput,
  composeDigestMessage,
  composeReminderMessage,
  type DeliveryOutcome,
  parseChannelInput,
  type ReminderMessage,
} from '@subtrack/domain';
import { aChannel, aDueReminder } from '@subtrack/domain/testing';
import { type ChannelSenderOptions, createChannelSender } from '../create-channel-sender.js';

/** The webhook secret of test channels (Standard Webhooks: whsec_ + base64). */
export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.from('a test secret of 32 bytes length').toString('base64')}`;

/** A channel made from `input` as `addChannel` would store it. */
export function channelFrom(input: ChannelInput, overrides: Partial<Channel> = {}): Channel {
  const parsed = parseChannelInput(input);
  const config =
    parsed.config.kind === 'webhook'
      ? { ...parsed.config, secret: TEST_WEBHOOK_SECRET }
      : parsed.config;
  return aChannel({ label: parsed.label, digest: parsed.digest, ...overrides, config });
}

/** A renewal message for Netflix, 15.99 EUR on 5 Dec 2026, in `locale`. */
export function aRenewalMessage(locale: string | null = 'en', daysUntil = 3): ReminderMessage {
  return composeReminderMessage(aDueReminder({ daysUntil }), 'channel-1', locale);
}

/** A digest of three reminders, soonest first. */
export function aDigestMessage(locale: string | null = 'en'): ReminderMessage {
  return composeDigestMessage(
    [
      aDueReminder({ name: 'Spotify', dueDate: '2026-12-03', daysUntil: 1, amountMinor: 1099 }),
      aDueReminder({ name: 'Netflix', dueDate: '2026-12-04', daysUntil: 2 }),
      aDueReminder({ name: 'iCloud', dueDate: '2026-12-05', daysUntil: 3, amountMinor: 299 }),
    ],
    'channel-1',
    locale,
  );
}

/** Sends `message` to the channel `input` describes, through the real sender. */
export function sendTo(
  input: ChannelInput,
  message: ReminderMessage,
  options: ChannelSenderOptions = {},
): Promise<DeliveryOutcome> {
  return createChannelSender({ timeoutMs: 2_000, ...options }).send(channelFrom(input), message);
}
