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
  createdAt: '2026-11-21T08:00:00.000Z',
  updatedAt: '2026-11-21T08:00:00.000Z',
} as const;

const { billingAnchorDay: _anchor, ...withoutAnchor } = netflix;

/** D33: what an export looks like. */
export const exportJsonExample: JsonValue = {
  format: 'subtrack-export',
  version: 1,
  exportedAt: '2026-11-21T08:00:00.000Z',
  subscriptions: [netflix],
};

/** The same record in the CSV export. */
export const exportCsvExample = [
  'id,name,category,amount,currency,period,nextPaymentDate,lastPaymentDate,billingAnchorDay,customDate,notificationEnabled,status,isTrial,trialEndsOn,createdAt,updatedAt',
  '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7a,Netflix,Entertainment,15.99,EUR,monthly,2026-12-05,2026-11-05,5,,true,active,false,,2026-11-21T08:00:00.000Z,2026-11-21T08:00:00.000Z',
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
          ...withoutAnchor,
          id: '0190f0e2-7c3b-7d6a-9a4b-2f1e0d9c8b7b',
          name: 'Cloud backup',
          category: 'Technology',
          amount: 7,
          currency: 'USD',
          period: 'custom',
          nextPaymentDate: '2027-01-15',
          lastPaymentDate: '2026-10-16',
          customDate: '91',
          notificationEnabled: false,
        },
      },
    ],
    skipped: [],
    warnings: [
      {
        row: 2,
        message:
          'Row 2 (Cloud backup): Wallos bills it every 3 months; subtrack has no such period, so it is imported as every 91 days. Check its next payment dates.',
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
