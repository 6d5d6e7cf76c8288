import type { ReminderMessage } from '../reminders/reminder-message.js';

/**
 * What a device's service worker gets in a push message (JSON, encrypted per RFC 8291)
 * and shows as a notification: `title` and `body` in the member's language, `url` the page a
 * tap opens (a subscription's page for one reminder, else the dashboard), `tag` the same for
 * every attempt at the same message (so a device shows a message sent twice once), `lang`
 * the language of the text.
 */
export interface WebPushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}

/**
 * Push services take at most 4096 bytes a message; encryption adds 103 (RFC 8291). The text
 * is cut well below, with an ellipsis, so a long name never costs the message.
 */
export const MAX_PUSH_PAYLOAD_BYTES = 3000;
const MAX_TITLE_CHARACTERS = 200;

function cut(text: string, characters: number): string {
  const points = [...text];
  return points.length <= characters ? text : `${points.slice(0, characters - 1).join('')}…`;
}

const byteLength = (payload: WebPushPayload) => Buffer.byteLength(JSON.stringify(payload), 'utf8');

/**
 * The notification a device shows for `message`.
 *
 * @example
 * webPushPayload(composeReminderMessage(reminder, channelId, 'en'));
 * // { title: 'Netflix renews in 3 days', body: 'Netflix: €15.99 on Dec 5, 2026.',
 * //   url: '/subscriptions/<id>', tag: 'msg_...', lang: 'en' }
 */
export function webPushPayload(message: ReminderMessage): WebPushPayload {
  const only = message.items.length === 1 ? message.items[0] : undefined;
  const payload: WebPushPayload = {
    title: cut(message.title, MAX_TITLE_CHARACTERS),
    body: message.body,
    url: only ? `/subscriptions/${encodeURIComponent(only.subscriptionId)}` : '/',
    tag: message.id,
    lang: message.language,
  };
  let characters = [...payload.body].length;
  while (byteLength(payload) > MAX_PUSH_PAYLOAD_BYTES && characters > 1) {
    characters = Math.floor(characters * 0.9);
    payload.body = cut(message.body, characters);
  }
  return payload;
}
