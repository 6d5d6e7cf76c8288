import { fromMinorUnits, type MessageItem, type ReminderMessage } from '@subtrack/domain';

const EVENT_TYPES = {
  'reminder.due': 'reminder.due',
  'reminder.digest': 'reminder.digest',
  test: 'channel.test',
} as const;

function reminderData(item: MessageItem) {
  return {
    subscriptionId: item.subscriptionId,
    name: item.name,
    amount: fromMinorUnits(item.amountMinor),
    amountMinor: item.amountMinor,
    currency: item.currency,
    date: item.dueDate,
    kind: item.kind,
    daysUntil: item.daysUntil,
    text: item.text,
  };
}

/**
 * The JSON event a webhook receives, in the Standard Webhooks shape
 * `{type, timestamp, data}`. `reminder.due` carries one reminder's fields at the top of
 * `data`; `reminder.digest` lists them under `data.reminders`; both carry the texts
 * (`title`, `body`, `language`) so a receiver can pass them on as they are.
 */
export function webhookEvent(message: ReminderMessage, sentAt: Date) {
  const texts = { title: message.title, body: message.body, language: message.language };
  const type = EVENT_TYPES[message.type];
  const first = message.items[0];
  const data =
    message.type === 'reminder.due' && first !== undefined
      ? { ...reminderData(first), ...texts }
      : message.type === 'reminder.digest'
        ? { ...texts, reminders: message.items.map(reminderData) }
        : texts;
  return { type, timestamp: sentAt.toISOString(), data };
}
