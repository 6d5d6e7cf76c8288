import {
  EXAMPLE_NOW,
  EXAMPLE_REQUEST_ID,
  envelope,
  NETFLIX_ID,
  type OperationExamples,
} from './examples.js';

/** A payment id of the examples (and of the error examples that name one). */
export const NOVEMBER_PAYMENT_ID = '01a2155f-0001-7000-8000-000000000003';

// Netflix, monthly since September: two renewals paid, October's skipped.
const payment = (id: string, dueOn: string, status: 'paid' | 'skipped') => ({
  id,
  subscriptionId: NETFLIX_ID,
  dueOn,
  amount: 15.99,
  currency: 'EUR',
  status,
  source: 'renewal',
  createdAt: EXAMPLE_NOW,
  updatedAt: EXAMPLE_NOW,
});
const NOVEMBER = payment(NOVEMBER_PAYMENT_ID, '2026-11-05', 'paid');
const OCTOBER = payment('01a2155f-0001-7000-8000-000000000002', '2026-10-05', 'skipped');
const SEPTEMBER = payment('01a2155f-0001-7000-8000-000000000001', '2026-09-05', 'paid');

const month = (m: string, paid: number, projected: number, payments: number) => ({
  month: m,
  paid,
  projected,
  payments,
});

/** Examples of the payment (D40) and spend-over-time (D41) operations, by operationId. */
export const paymentExamples = {
  listPayments: {
    responses: {
      '200': {
        history: {
          summary: 'Newest first, a skipped month included',
          value: {
            data: [NOVEMBER, OCTOBER, SEPTEMBER],
            pagination: { limit: 50, offset: 0, hasMore: false },
            query: { filters: {} },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
  updatePayment: {
    request: {
      skipped: { summary: 'A month that was not paid', value: { status: 'skipped' } },
      variable: { summary: 'A bill that differed this month', value: { amount: 17.5 } },
    },
    responses: {
      '200': { skipped: { summary: 'The changed payment', value: envelope(OCTOBER) } },
    },
  },
  getSpendOverTime: {
    responses: {
      '200': {
        quarter: {
          summary: 'Paid months, the current month, projected months',
          value: {
            spend: {
              from: '2026-10',
              to: '2027-01',
              byCurrency: [
                {
                  currency: 'EUR',
                  months: [
                    month('2026-10', 0, 0, 0),
                    month('2026-11', 15.99, 0, 1),
                    month('2026-12', 0, 15.99, 0),
                    month('2027-01', 0, 15.99, 0),
                  ],
                },
              ],
            },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
} satisfies Record<string, OperationExamples>;
