import type { JsonValue } from '../json-schema.js';

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
