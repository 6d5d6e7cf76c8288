import type { GotifyConfig, ReminderMessage } from '@subtrack/domain';
import type { ReceiverRequest } from '../http/post.js';

/** Gotify's `/message` endpoint under the server URL (which may have a path prefix). */
export function gotifyMessageUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/message`;
  return url.toString();
}

/**
 * Gotify's message API: POST `<server>/message` with the application token in
 * `X-Gotify-Key` and JSON `{title, message, priority}` (5: shown as a notification on
 * Gotify's Android app; 8 for a reminder due today).
 */
export function gotifyRequest(config: GotifyConfig, message: ReminderMessage): ReceiverRequest {
  const dueToday = message.items.some((item) => item.daysUntil === 0);
  return {
    url: gotifyMessageUrl(config.url),
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-gotify-key': config.token,
    },
    body: JSON.stringify({
      title: message.title,
      message: message.body,
      priority: dueToday ? 8 : 5,
    }),
  };
}
