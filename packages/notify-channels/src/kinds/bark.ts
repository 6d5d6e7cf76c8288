import type { BarkConfig, ReminderMessage } from '@subtrack/domain';
import type { ReceiverRequest } from '../http/post.js';

/**
 * The Bark push: a JSON POST of `{device_key, title, body, group}` to the push URL
 * (Bark's `/push` endpoint), exactly what subtrack sent before channels existed.
 */
export function barkRequest(config: BarkConfig, message: ReminderMessage): ReceiverRequest {
  return {
    url: config.url,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({
      device_key: config.deviceKey,
      title: message.title,
      body: message.body,
      group: 'subscriptions',
    }),
  };
}
