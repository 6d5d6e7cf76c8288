import type { JsonValue } from './json-schema.js';

/** The examples of one operation: its request bodies and its answers, by status. */
export interface OperationExamples {
  request?: Record<string, { summary: string; value: unknown }>;
  responses: Record<string, Record<string, { summary: string; value: unknown }>>;
}

/**
 * Values the examples share, so a record looks the same wherever it appears: one account
 * that pays for Netflix and Spotify in euros and iCloud+ in dollars, seen on 2026-11-21.
 */
export const EXAMPLE_REQUEST_ID = '44ad0e90-cb35-4f68-bd3d-7fab86a2a9f5';
export const EXAMPLE_NOW = '2026-11-21T08:00:00.000Z';
export const EXAMPLE_API_KEY_ID = '2dd9da22313223f1';

export const NETFLIX_ID = '01a20afa-2b53-7027-acac-0d38ef29c628';
export const SPOTIFY_ID = '01a20afa-2c1d-7010-9ebb-994586f2c98b';
export const ICLOUD_ID = '01a20afa-2cab-71ae-a0f5-4174e77e23df';

/** What a client sends to create the Netflix record. */
export const NETFLIX_CREATE = {
  name: 'Netflix',
  category: 'Streaming',
  amount: 13.99,
  currency: 'EUR',
  period: 'monthly',
  nextPaymentDate: '2026-12-05',
};

/** The Netflix record as the server answers it. */
export const NETFLIX = {
  id: NETFLIX_ID,
  ...NETFLIX_CREATE,
  lastPaymentDate: '2026-11-05',
  billingAnchorDay: 5,
  notificationEnabled: true,
  status: 'active',
  isTrial: false,
  createdAt: EXAMPLE_NOW,
  updatedAt: EXAMPLE_NOW,
};

/** A trial that ends before its first payment. */
export const ICLOUD_TRIAL = {
  id: ICLOUD_ID,
  name: 'iCloud+',
  category: 'Cloud storage',
  amount: 2.99,
  currency: 'USD',
  period: 'monthly',
  nextPaymentDate: '2026-12-01',
  lastPaymentDate: '2026-11-01',
  billingAnchorDay: 1,
  notificationEnabled: true,
  status: 'active',
  isTrial: true,
  trialEndsOn: '2026-11-30',
  createdAt: EXAMPLE_NOW,
  updatedAt: EXAMPLE_NOW,
};

/** `{ data, requestId }`: a single-record answer. */
export function envelope<T extends JsonValue>(data: T): { data: T; requestId: string } {
  return { data, requestId: EXAMPLE_REQUEST_ID };
}

const netflixRaised = { ...NETFLIX, amount: 15.99, updatedAt: '2026-11-21T09:30:00.000Z' };

/** Examples of the subscription operations, by operationId. */
export const subscriptionExamples = {
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
} satisfies Record<string, OperationExamples>;

const settings = {
  enabled: true,
  daysBefore: 3,
  timeZone: 'Europe/Berlin',
  locale: 'de-DE',
  pushConfigured: false,
  updatedAt: EXAMPLE_NOW,
};

/** Examples of the notification-settings and service operations, by operationId. */
export const settingsAndServiceExamples = {
  getNotificationSettings: {
    responses: {
      '200': { settings: { summary: 'Reminders 3 days ahead', value: envelope(settings) } },
    },
  },
  updateNotificationSettings: {
    request: {
      week: { summary: 'Remind a week ahead', value: { daysBefore: 7 } },
      off: { summary: 'Stop all reminders', value: { enabled: false } },
    },
    responses: {
      '200': {
        week: {
          summary: 'The updated settings',
          value: envelope({ ...settings, daysBefore: 7, updatedAt: '2026-11-21T09:30:00.000Z' }),
        },
      },
    },
  },
  getOpenApiDocument: {
    responses: {
      '200': {
        start: {
          summary: 'The start of this document',
          value: {
            openapi: '3.1.0',
            info: { title: 'subtrack API', version: '1.0.0' },
            paths: {},
          },
        },
      },
    },
  },
  getHealth: {
    responses: {
      '200': {
        ok: {
          summary: 'The database answers',
          value: { status: 'ok', requestId: EXAMPLE_REQUEST_ID },
        },
      },
    },
  },
} satisfies Record<string, OperationExamples>;

/** Examples of the audit trail's operation, by operationId. */
export const auditExamples = {
  listAuditEvents: {
    responses: {
      '200': {
        page: {
          summary: 'A price rise, then the record it changed',
          value: {
            data: [
              {
                id: '01a20afa-2dfa-7630-ad26-1340f3ae8143',
                occurredAt: '2026-11-21T09:30:00.000Z',
                action: 'subscription.updated',
                resourceType: 'subscription',
                resourceId: NETFLIX_ID,
                actor: { type: 'api_key', id: EXAMPLE_API_KEY_ID },
                apiKeyId: EXAMPLE_API_KEY_ID,
                requestId: '5294d975-a7e5-415e-936c-9b4ebdacc651',
                changes: { amount: { from: 13.99, to: 15.99 } },
              },
              {
                id: '01a20afa-2b5a-7171-8a4c-6f0e5d1c2b3a',
                occurredAt: EXAMPLE_NOW,
                action: 'subscription.created',
                resourceType: 'subscription',
                resourceId: NETFLIX_ID,
                actor: { type: 'api_key', id: EXAMPLE_API_KEY_ID },
                apiKeyId: EXAMPLE_API_KEY_ID,
                requestId: EXAMPLE_REQUEST_ID,
                changes: {
                  name: { from: null, to: 'Netflix' },
                  amount: { from: null, to: 13.99 },
                  currency: { from: null, to: 'EUR' },
                  nextPaymentDate: { from: null, to: '2026-12-05' },
                },
              },
            ],
            pagination: { limit: 2, offset: 0, hasMore: false },
            query: { filters: { resourceId: NETFLIX_ID } },
            requestId: EXAMPLE_REQUEST_ID,
          },
        },
      },
    },
  },
} satisfies Record<string, OperationExamples>;
