import type { Channel } from '../channels/channel.js';
import type { ReminderMessage } from '../reminders/reminder-message.js';

/**
 * What one delivery attempt came to. `status` is the receiver's HTTP status or SMTP reply
 * code when it answered; `error` says in words why it was not delivered.
 */
export interface DeliveryOutcome {
  delivered: boolean;
  status: number | null;
  error: string | null;
}

/**
 * D35: the one sending port. An adapter per channel kind puts the domain's message into
 * its service's format and delivers it; it never throws (every failure is an outcome),
 * never follows a redirect, gives up after a timeout, and keeps at most a short excerpt
 * of what a receiver answered.
 */
export interface ChannelSender {
  send(channel: Channel, message: ReminderMessage): Promise<DeliveryOutcome>;
}
