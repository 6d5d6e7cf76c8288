import type { ExportedPayment } from '../payments/payment.js';
import type { SubscriptionResource } from '../subscriptions/subscription.js';

/** D33: the export formats. */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** D40: the version an export is written in: 2, whose records carry their payments. */
export const EXPORT_VERSION = 2;

/**
 * D40: the versions an import reads: 1 (records without payments, as before payment
 * history) and 2.
 */
export const READABLE_EXPORT_VERSIONS = [1, EXPORT_VERSION] as const;

/** D40: a record of an export: as the API shows it, with its payments oldest first. */
export type ExportedSubscription = SubscriptionResource & { payments: ExportedPayment[] };

/**
 * D33, D40: what `GET /api/v1/export?format=json` downloads; records as the API shows
 * them, each with its payment history.
 */
export interface SubscriptionExport {
  format: 'subtrack-export';
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  subscriptions: ExportedSubscription[];
}

/**
 * D33: the columns of a subtrack CSV export, in order: every key a record can show. Empty
 * cells stand for keys a record does not have (`customDate` of a monthly record). D38-D42:
 * the billing fields come after `trialEndsOn`; `remindDaysBefore` is written `7,1`. The CSV
 * is one row per subscription, so it holds no payments (the JSON export does, D40).
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
   * D48: the same text in pieces, each made when it is asked for, so a server can send a
   * large export piece by piece. Optional: without it the file is one piece.
   */
  chunks?(data: SubscriptionExport, format: ExportFormat): Iterable<string>;
}

/**
 * D48: the pieces of an export file: the writer's own when it has them, else its whole text.
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
