import { EXPORT_CSV_COLUMNS, EXPORT_VERSION } from '@subtrack/domain';
import type { JsonValue } from './json-schema.js';

const netflix = {
  id: '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a',
  name: 'Netflix',
  category: 'Entertainment',
  amount: 15.99,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
  lastPaymentDate: '2026-11-05',
  billingAnchorDay: 5,
  notificationEnabled: true,
  status: 'active',
  isTrial: false,
  intervalCount: 1,
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
} as const;

// D40: started in October, so the October and November renewals are its history.
const paid = (dueOn: string) =>
  ({ dueOn, amount: 15.99, currency: 'EUR', status: 'paid', source: 'backfill' }) as const;

/** D33, D40: what an export looks like: each record with its payments. */
export const exportJsonExample: JsonValue = {
  format: 'subtrack-export',
  version: EXPORT_VERSION,
  exportedAt: '2026-11-21T08:00:00.000Z',
  subscriptions: [
    { ...netflix, startedOn: '2026-10-05', payments: [paid('2026-10-05'), paid('2026-11-05')] },
  ],
};

/**
 * The same record in the CSV export, made from the export's own column list (none of its
 * cells needs quoting), so the example shows every column the server writes.
 */
export const exportCsvExample = [
  EXPORT_CSV_COLUMNS.join(','),
  EXPORT_CSV_COLUMNS.map((column) =>
    String((netflix as Record<string, unknown>)[column] ?? ''),
  ).join(','),
  '',
].join('\r\n');

/** A Wallos Profile export, as a request body. */
export const wallosJsonExample: JsonValue = [
  {
    Name: 'Netflix',
    'Payment Cycle': 'Monthly',
    'Next Payment': '2026-12-05',
    Category: 'Entertainment',
    Price: '€15.99',
    State: 'Enabled',
    Notifications: 'Enabled',
    Active: 'Yes',
  },
  {
    Name: 'Cloud backup',
    'Payment Cycle': 'Every 3 Months',
    'Next Payment': '2027-01-15',
    Category: 'Technology',
    Price: '$7',
    State: 'Enabled',
    Notifications: 'Disabled',
    Active: 'Yes',
  },
  {
    Name: 'Lifetime app',
    'Payment Cycle': 'One-time',
    'Next Payment': '2025-05-01',
    Category: 'Technology',
    Price: '€49',
    State: 'Enabled',
    Notifications: 'Disabled',
    Active: 'Yes',
  },
];

/** The answer to importing that file with `currencySymbols=$:USD`. */
export const importResultExample: JsonValue = {
  data: {
    dryRun: true,
    created: [
      { row: 1, subscription: netflix },
      {
        row: 2,
        subscription: {
          ...netflix,
          id: '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7b',
          name: 'Cloud backup',
          category: 'Technology',
          amount: 7,
          currency: 'USD',
          period: 'monthly',
          intervalCount: 3,
          nextPaymentDate: '2027-01-15',
          lastPaymentDate: '2026-10-15',
          billingAnchorDay: 15,
          notificationEnabled: false,
        },
      },
    ],
    skipped: [
      { row: 3, name: 'Lifetime app', reason: 'A one-time payment is not a subscription.' },
    ],
    warnings: [
      {
        row: 3,
        message: 'Row 3 (Lifetime app): skipped. A one-time payment is not a subscription.',
      },
    ],
  },
  requestId: '9b1d2c3e-4f50-4a6b-8c7d-0e1f2a3b4c5d',
};

/** The start of a calendar feed. */
export const calendarFeedExample = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//subtrack//subscription renewals//EN',
  'BEGIN:VEVENT',
  'UID:0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a-2026-12-05@subtrack',
  'DTSTART;VALUE=DATE:20261205',
  'DTEND;VALUE=DATE:20261206',
  'SUMMARY:Netflix 15.99 EUR',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');
