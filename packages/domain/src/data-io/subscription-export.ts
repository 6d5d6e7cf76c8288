import type { SubscriptionResource } from '../subscriptions/subscription.js';

/** D33: the export formats. */
export const EXPORT_FORMATS = ['json', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** D33: what `GET /api/v1/export?format=json` downloads; records as the API shows them. */
export interface SubscriptionExport {
  format: 'subtrack-export';
  version: 1;
  exportedAt: string;
  subscriptions: SubscriptionResource[];
}

/**
 * D33: the columns of a subtrack CSV export, in order: every key a record can show. Empty
 * cells stand for keys a record does not have (`customDate` of a monthly record).
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
