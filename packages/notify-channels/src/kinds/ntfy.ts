import { isHeaderSafe, type NtfyConfig, type ReminderMessage } from '@subtrack/domain';
import type { ReceiverRequest } from '../http/post.js';

/**
 * A header value ntfy reads as UTF-8: plain ASCII as it is, anything else as an RFC 2047
 * encoded word (ntfy decodes `=?UTF-8?B?...?=` in its headers), since HTTP headers carry
 * no UTF-8 of their own.
 */
export function headerText(text: string): string {
  return isHeaderSafe(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/**
 * ntfy's publish API: POST the message text to the topic URL with `Title`, `Tags` and
 * `Priority` headers, and `Authorization: Bearer <token>` when the topic needs an access
 * token. A reminder due today is sent with high priority (4), others with the default (3).
 */
export function ntfyRequest(config: NtfyConfig, message: ReminderMessage): ReceiverRequest {
  const dueToday = message.items.some((item) => item.daysUntil === 0);
  return {
    url: config.url,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      title: headerText(message.title),
      tags: message.type === 'test' ? 'white_check_mark' : 'credit_card',
      priority: dueToday ? '4' : '3',
      ...(config.token === null ? {} : { authorization: `Bearer ${config.token}` }),
    },
    body: message.body,
  };
}
