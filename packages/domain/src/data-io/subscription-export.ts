import type { RateSource } from '../exchange-rates/exchange-rate.js';
import type { LogoContentType } from '../logos/logo.js';
import type { ExportedPayment } from '../payments/payment.js';
import type { CalendarDate } from '../shared/calendar-date.js';
import type { Currency, SubscriptionResource } from '../subscriptions/subscription.js';

/** The export formats. */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * The version an export is written in: 3, whose records carry their payments and
 * their logos, beside the account's home currency and own exchange rates.
 */
export const EXPORT_VERSION = 3;

/**
 * The versions an import reads: 1 (records without payments, as before payment history),
 * 2 (with payments) and 3 (with logos, the home currency and own rates).
 */
export const READABLE_EXPORT_VERSIONS = [1, 2, EXPORT_VERSION] as const;

/** A record's uploaded logo in an export: its media type and its bytes in base64. */
export interface ExportedLogo {
  contentType: LogoContentType;
  data: string;
}

/**
 * A record of an export: as the API shows it, with its payments oldest first and,
 * when it has one, its uploaded logo.
 */
export type ExportedSubscription = SubscriptionResource & {
  payments: ExportedPayment[];
  logo?: ExportedLogo;
};

/** One of the account's own exchange rates in an export, as the API shows a rate. */
export interface ExportedExchangeRate {
  date: CalendarDate;
  from: string;
  to: string;
  rate: number;
  source: RateSource;
}

/**
 * What `GET /api/v1/export?format=json` downloads: the account's home currency
 * (null when none is chosen) and own exchange rates (oldest first; never the server's
 * reference rates), then its records as the API shows them, each with its payment history
 * and logo.
 */
export interface SubscriptionExport {
  format: 'subtrack-export';
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  homeCurrency: Currency | null;
  exchangeRates: ExportedExchangeRate[];
  subscriptions: ExportedSubscription[];
}

/**
 * The columns of a subtrack CSV export, in order: every key a record can show but
 * `hasLogo`. Empty cells stand for keys a record does not have (`customDate` of a monthly
 * record). The billing fields come after `trialEndsOn`; `remindDaysBefore` is
 * written `7,1`. The CSV is one row per subscription, so it holds no payments, logos,
 * home currency or rates (the JSON export does).
 */
export const EXPORT_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'amount',
  'currency',
  'period',
  'nextPaymentDate',
  'lastPaymentDate',
  'billingAnchorDay',
  'customDate',
  'notificationEnabled',
  'status',
  'isTrial',
  'trialEndsOn',
  'intervalCount',
  'startedOn',
  'endsOn',
  'noticeDays',
  'remindDaysBefore',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof SubscriptionResource>;

/** Serialises an export as a downloadable file (an adapter: CSV needs a CSV library). */
export interface ExportFileWriter {
  write(data: SubscriptionExport, format: ExportFormat): string;
  /**
   * The same text in pieces, each made when it is asked for, so a server can send a
   * large export piece by piece. Optional: without it the file is one piece.
   */
  chunks?(data: SubscriptionExport, format: ExportFormat): Iterable<string>;
}

/**
 * The pieces of an export file: the writer's own when it has them, else its whole text.
 *
 * @example
 * for (const piece of exportFileChunks(writer, data, 'csv')) response.write(piece);
 */
export function exportFileChunks(
  writer: ExportFileWriter,
  data: SubscriptionExport,
  format: ExportFormat,
): Iterable<string> {
  return writer.chunks?.(data, format) ?? [writer.write(data, format)];
}
