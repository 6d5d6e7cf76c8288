import { createHmac } from 'node:crypto';
import type { ReminderMessage, WebhookConfig } from '@subtrack/domain';
import type { ReceiverRequest } from '../http/post.js';
import { webhookEvent } from './webhook-event.js';

/**
 * Standard Webhooks: `v1,` + base64 HMAC-SHA256, keyed with the base64 bytes after the
 * secret's `whsec_` prefix, over `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * A signed webhook per the Standard Webhooks specification: POST of the JSON event
 * with `webhook-id` (the message id: the same for a retry of the same reminders, so a
 * receiver can drop duplicates), `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`.
 */
export function webhookRequest(
  config: WebhookConfig,
  message: ReminderMessage,
  now: Date,
): ReceiverRequest {
  const body = JSON.stringify(webhookEvent(message, now));
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    url: config.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'subtrack-webhooks',
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(config.secret, message.id, timestamp, body),
    },
    body,
  };
}
