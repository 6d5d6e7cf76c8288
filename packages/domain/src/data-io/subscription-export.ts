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
}
