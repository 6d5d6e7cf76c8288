import type { OperationExamples } from '../operation.js';
import {
  EXAMPLE_REQUEST_ID,
  envelope,
  ICLOUD_TRIAL,
  NETFLIX,
  NETFLIX_CREATE,
} from './example-values.js';

const netflixRaised = { ...NETFLIX, amount: 15.99, updatedAt: '2026-11-21T09:30:00.000Z' };

/** Examples of the subscription operations, by operationId. */
export const subscriptionExamples: Record<string, OperationExamples> = {
  listSubscriptions: {
    responses: {
      '200': {
        page: {
          summary: 'The first page, newest first',
          value: {
            data: [NETFLIX, ICLOUD_TRIAL],
            pagination: { limit: 2, offset: 0, hasMore: true },
            query: { sort: '-createdAt', filters: {} },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
  createSubscription: {
    request: {
      netflix: { summary: 'Netflix, monthly, in euros', value: NETFLIX_CREATE },
      trial: {
        summary: 'A free trial that ends before the first payment',
        value: {
          name: 'iCloud+',
          category: 'Cloud storage',
          amount: 2.99,
          currency: 'USD',
          period: 'monthly',
          nextPaymentDate: '2026-12-01',
          isTrial: true,
          trialEndsOn: '2026-11-30',
        },
      },
      custom: {
        summary: 'A gym billed every 28 days',
        value: {
          name: 'Gym',
          category: 'Fitness',
          amount: 39,
          currency: 'EUR',
          period: 'custom',
          customDate: '28',
          nextPaymentDate: '2026-12-03',
        },
      },
    },
    responses: { '201': { netflix: { summary: 'The created record', value: envelope(NETFLIX) } } },
  },
  getSubscription: {
    responses: { '200': { netflix: { summary: 'One record', value: envelope(NETFLIX) } } },
  },
  updateSubscription: {
    request: {
      price: { summary: 'A price rise', value: { amount: 15.99 } },
      pause: { summary: 'Pause it', value: { status: 'paused' } },
    },
    responses: {
      '200': { price: { summary: 'The updated record', value: envelope(netflixRaised) } },
    },
  },
  deleteSubscription: {
    responses: {
      '200': {
        deleted: { summary: 'Deleted', value: { deleted: true, requestId: EXAMPLE_REQUEST_ID } },
      },
    },
  },
};
