import { createHash } from 'node:crypto';
import type { MessageKey } from '@subtrack/i18n/embedded';
import type { ReminderKind } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { isolateBidi } from '../shared/text.js';
import type { Currency, Period } from '../subscriptions/subscription.js';
import type { DueReminder } from './due-reminder.js';
import { formatAmount, formatLocalDate } from './format-for-locale.js';
import { type MessageLanguage, messageLanguage } from './messages/index.js';

/** One reminder inside a message: the facts a receiver may use plus its text line. */
export interface MessageItem {
  subscriptionId: string;
  name: string;
  kind: ReminderKind;
  dueDate: CalendarDate;
  /** How many days before `dueDate` the reminder is for. */
  offsetDays: number;
  daysUntil: number;
  amountMinor: number;
  currency: Currency;
  period: Period;
  customDays: number | null;
  /** For `cancel_by`, the renewal cancelling by `dueDate` avoids. */
  renewalDate?: CalendarDate;
  /** The reminder as one line in the account's language. */
  text: string;
}

/** What a message is about; a webhook's event `type`. */
export type MessageType = 'reminder.due' | 'reminder.digest' | 'test';

/**
 * What a channel delivers. The domain writes every word; an adapter only puts
 * `title` and `body` (or `items`) into its service's format.
 */
export interface ReminderMessage {
  /** Stable for the same reminders on the same channel, so a retry carries the same id. */
  id: string;
  type: MessageType;
  /** The catalog's language (`de`). */
  language: string;
  title: string;
  /** Plain text; a digest has one line per reminder. */
  body: string;
  /** Soonest first; empty for a test message. */
  items: MessageItem[];
}

function messageId(channelId: string, parts: readonly string[]): string {
  const digest = createHash('sha256')
    .update([channelId, ...parts].join('\n'))
    .digest('base64url');
  return `msg_${digest.slice(0, 24)}`;
}

function textValues(lang: MessageLanguage, reminder: DueReminder) {
  const { t, locale } = lang;
  return {
    // Issue 20: a bidi control in the name must not reorder the rest of a push title, an
    // email subject or a line; `items[].name` (webhook JSON) stays the raw value.
    name: isolateBidi(reminder.name),
    amount: formatAmount(reminder.amountMinor, reminder.currency, locale),
    date: formatLocalDate(reminder.dueDate, locale),
    renewalDate: formatLocalDate(reminder.renewalDate ?? reminder.dueDate, locale),
    when: t('reminder.when', { days: reminder.daysUntil }),
    period: t('reminder.period', {
      period: reminder.period,
      count: reminder.intervalCount,
      days: reminder.customDays ?? 0,
    }),
  };
}

/** The catalog keys of the title, body and digest line of each kind of reminder. */
const TEMPLATES = {
  renewal: {
    title: 'reminder.renewal.title',
    body: 'reminder.renewal.body',
    line: 'reminder.renewal.line',
  },
  trial_end: {
    title: 'reminder.trial.title',
    body: 'reminder.trial.body',
    line: 'reminder.trial.line',
  },
  cancel_by: {
    title: 'reminder.cancelBy.title',
    body: 'reminder.cancelBy.body',
    line: 'reminder.cancelBy.line',
  },
} as const satisfies Record<ReminderKind, Record<'title' | 'body' | 'line', MessageKey>>;

function itemOf(reminder: DueReminder, text: string): MessageItem {
  const { subscriptionId, name, kind, dueDate, offsetDays, daysUntil, amountMinor } = reminder;
  const { currency, period, customDays, renewalDate } = reminder;
  return {
    subscriptionId,
    name,
    kind,
    dueDate,
    offsetDays,
    daysUntil,
    amountMinor,
    currency,
    period,
    customDays,
    ...(renewalDate === undefined ? {} : { renewalDate }),
    text,
  };
}

// D42: each offset is a reminder of its own, so its message id is too.
const keyText = (r: DueReminder) => `${r.subscriptionId}|${r.kind}|${r.dueDate}|${r.offsetDays}`;

/**
 * The message for one due reminder in the account's language, amounts and
 * dates formatted by `Intl` for its locale: a renewal, a trial's end, or the last day to
 * cancel, which says the renewal and the amount that cancelling by then avoids.
 *
 * @example
 * composeReminderMessage(reminder, channelId, 'de-DE').title; // 'Netflix verlängert sich in 3 Tagen'
 */
export function composeReminderMessage(
  reminder: DueReminder,
  channelId: string,
  locale: string | null,
): ReminderMessage {
  const lang = messageLanguage(locale);
  const values = textValues(lang, reminder);
  const keys = TEMPLATES[reminder.kind];
  return {
    id: messageId(channelId, [keyText(reminder)]),
    type: 'reminder.due',
    language: lang.language,
    title: lang.t(keys.title, values),
    body: lang.t(keys.body, values),
    items: [itemOf(reminder, lang.t(keys.line, values))],
  };
}

/**
 * One message listing every reminder of `reminders` (already soonest first, as
 * `findDueReminders` sorts them), one line each, for a channel that asked for a digest.
 *
 * @example
 * composeDigestMessage([a, b, c], channelId, 'en').title; // '3 subscription reminders'
 */
export function composeDigestMessage(
  reminders: readonly DueReminder[],
  channelId: string,
  locale: string | null,
): ReminderMessage {
  const lang = messageLanguage(locale);
  const items = reminders.map((reminder) =>
    itemOf(reminder, lang.t(TEMPLATES[reminder.kind].line, textValues(lang, reminder))),
  );
  return {
    id: messageId(channelId, reminders.map(keyText)),
    type: 'reminder.digest',
    language: lang.language,
    title: lang.t('reminder.digest.title', { count: items.length }),
    body: items.map((item) => `• ${item.text}`).join('\n'),
    items,
  };
}

/**
 * The test message of a channel in the account's language; `sentAt` makes each test
 * a new message for receivers that drop repeated ids.
 */
export function composeTestMessage(
  channelId: string,
  locale: string | null,
  sentAt: string,
): ReminderMessage {
  const { language, t } = messageLanguage(locale);
  return {
    id: messageId(channelId, ['test', sentAt]),
    type: 'test',
    language,
    title: t('reminder.test.title'),
    body: t('reminder.test.body'),
    items: [],
  };
}
