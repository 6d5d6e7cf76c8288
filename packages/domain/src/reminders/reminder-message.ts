import { createHash } from 'node:crypto';
import type { ReminderKind } from '../ports/reminder-delivery-log.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import { isolateBidi } from '../shared/text.js';
import type { Currency, Period } from '../subscriptions/subscription.js';
import type { DueReminder } from './due-reminder.js';
import { formatAmount, formatLocalDate } from './format-for-locale.js';
import { fillTemplate, type MessageCatalog, messageLanguage } from './messages/index.js';

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

function whenText(catalog: MessageCatalog, daysUntil: number): string {
  if (daysUntil === 0) return catalog.today;
  if (daysUntil === 1) return catalog.tomorrow;
  return fillTemplate(catalog.inDays, { days: daysUntil });
}

function periodText(catalog: MessageCatalog, reminder: DueReminder): string {
  const count = reminder.intervalCount;
  if (reminder.period === 'monthly')
    return count === 1 ? catalog.perMonth : fillTemplate(catalog.everyMonths, { count });
  if (reminder.period === 'yearly')
    return count === 1 ? catalog.perYear : fillTemplate(catalog.everyYears, { count });
  return fillTemplate(catalog.everyDays, { days: reminder.customDays ?? 0 });
}

function textValues(catalog: MessageCatalog, locale: string, reminder: DueReminder) {
  return {
    // Issue 20: a bidi control in the name must not reorder the rest of a push title, an
    // email subject or a line; `items[].name` (webhook JSON) stays the raw value.
    name: isolateBidi(reminder.name),
    amount: formatAmount(reminder.amountMinor, reminder.currency, locale),
    date: formatLocalDate(reminder.dueDate, locale),
    renewalDate: formatLocalDate(reminder.renewalDate ?? reminder.dueDate, locale),
    when: whenText(catalog, reminder.daysUntil),
    period: periodText(catalog, reminder),
  };
}

/** The title, body and digest line of each kind of reminder. */
function templatesOf(catalog: MessageCatalog, reminder: DueReminder) {
  if (reminder.kind === 'trial_end')
    return { title: catalog.trialTitle, body: catalog.trialBody, line: catalog.trialLine };
  if (reminder.kind === 'cancel_by')
    return { title: catalog.cancelByTitle, body: catalog.cancelByBody, line: catalog.cancelByLine };
  return { title: catalog.renewalTitle, body: catalog.renewalBody, line: catalog.renewalLine };
}

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
  const { language, locale: intlLocale, catalog } = messageLanguage(locale);
  const values = textValues(catalog, intlLocale, reminder);
  const templates = templatesOf(catalog, reminder);
  return {
    id: messageId(channelId, [keyText(reminder)]),
    type: 'reminder.due',
    language,
    title: fillTemplate(templates.title, values),
    body: fillTemplate(templates.body, values),
    items: [itemOf(reminder, fillTemplate(templates.line, values))],
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
  const { language, locale: intlLocale, catalog } = messageLanguage(locale);
  const items = reminders.map((reminder) => {
    const values = textValues(catalog, intlLocale, reminder);
    return itemOf(reminder, fillTemplate(templatesOf(catalog, reminder).line, values));
  });
  const plural = new Intl.PluralRules(intlLocale).select(items.length);
  const title = catalog.digestTitle[plural] ?? catalog.digestTitle.other;
  return {
    id: messageId(channelId, reminders.map(keyText)),
    type: 'reminder.digest',
    language,
    title: fillTemplate(title, { count: items.length }),
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
  const { language, catalog } = messageLanguage(locale);
  return {
    id: messageId(channelId, ['test', sentAt]),
    type: 'test',
    language,
    title: catalog.testTitle,
    body: catalog.testBody,
    items: [],
  };
}
