import {
  EXAMPLE_NOW,
  EXAMPLE_REQUEST_ID,
  ICLOUD_ID,
  NETFLIX_ID,
  type OperationExamples,
  SPOTIFY_ID,
} from './examples.js';

// Netflix after its price rise, as analytics items show it.
const netflix = {
  id: NETFLIX_ID,
  name: 'Netflix',
  category: 'Streaming',
  amount: 15.99,
  currency: 'EUR',
  period: 'monthly',
};
const NETFLIX_BASIC_ID = '01a20afa-2d5a-714e-97e2-0244ebefa267';

/** Examples of the analytics operations, by operationId. */
export const analyticsExamples = {
  getSpendSummary: {
    responses: {
      '200': {
        summary: {
          summary: 'Euros and dollars, never added together',
          value: {
            summary: {
              asOf: EXAMPLE_NOW,
              horizonDays: 14,
              counts: { total: 4, active: 4, paused: 0, cancelled: 0 },
              byCurrency: [
                {
                  currency: 'EUR',
                  activeSubscriptions: 3,
                  monthlyTotal: 34.97,
                  yearlyTotal: 419.64,
                },
                { currency: 'USD', activeSubscriptions: 1, monthlyTotal: 2.99, yearlyTotal: 35.88 },
              ],
              byCategory: [
                {
                  category: 'Cloud storage',
                  activeSubscriptions: 1,
                  monthlyTotalsByCurrency: { USD: 2.99 },
                },
                {
                  category: 'Music',
                  activeSubscriptions: 1,
                  monthlyTotalsByCurrency: { EUR: 10.99 },
                },
                {
                  category: 'Streaming',
                  activeSubscriptions: 2,
                  monthlyTotalsByCurrency: { EUR: 23.98 },
                },
              ],
              upcomingRenewals: [
                {
                  id: SPOTIFY_ID,
                  name: 'Spotify Premium',
                  category: 'Music',
                  amount: 10.99,
                  currency: 'EUR',
                  period: 'monthly',
                  nextPaymentDate: '2026-11-28',
                  daysUntilRenewal: 7,
                },
                { ...netflix, nextPaymentDate: '2026-12-05', daysUntilRenewal: 14 },
              ],
            },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
  getDuplicates: {
    responses: {
      '200': {
        netflix: {
          summary: 'Netflix paid twice',
          value: {
            duplicates: [
              {
                normalizedName: 'netflix',
                subscriptions: [
                  { ...netflix, status: 'active' },
                  {
                    id: NETFLIX_BASIC_ID,
                    name: 'netflix',
                    category: 'Streaming',
                    amount: 7.99,
                    currency: 'EUR',
                    period: 'monthly',
                    status: 'active',
                  },
                ],
              },
            ],
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
  getOptimizations: {
    responses: {
      '200': {
        candidates: {
          summary: 'Monthly plans and one costly subscription',
          value: {
            optimizations: {
              monthlyToAnnual: [
                {
                  id: NETFLIX_ID,
                  name: 'Netflix',
                  currency: 'EUR',
                  monthlyAmount: 15.99,
                  yearlyAtCurrentRate: 191.88,
                },
                {
                  id: ICLOUD_ID,
                  name: 'iCloud+',
                  currency: 'USD',
                  monthlyAmount: 2.99,
                  yearlyAtCurrentRate: 35.88,
                },
              ],
              aboveAverageInCurrency: [
                {
                  id: '01a20afa-2d73-737a-ba44-8c2868892396',
                  name: 'Gym',
                  currency: 'EUR',
                  monthlyEquivalent: 42.37,
                  currencyMonthlyAverage: 19.33,
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
