import type { Channel } from '../channels/channel.js';
import type { ReminderMessage } from '../reminders/reminder-message.js';

/**
 * What one delivery attempt came to. `status` is the receiver's HTTP status or SMTP reply
 * code when it answered; `error` says in words why it was not delivered: the status and a
 * word for the failure, never any part of the receiver's answer.
 */
export interface DeliveryOutcome {
  delivered: boolean;
  status: number | null;
  error: string | null;
}

/**
 * The one sending port. An adapter per channel kind puts the domain's message into
 * its service's format and delivers it; it never throws (every failure is an outcome),
 * never follows a redirect, gives up after a timeout, and keeps nothing of what a
 * receiver answered but its status. The use cases still guard every call
 * (`sendSafely`), so one broken channel never stops a reminder check.
 */
export interface ChannelSender {
  send(channel: Channel, message: ReminderMessage): Promise<DeliveryOutcome>;
}
