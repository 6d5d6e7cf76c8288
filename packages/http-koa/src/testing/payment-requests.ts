// What the tests of payments and of spend over HTTP share: a quarterly plan, reading a
// subscription's payments and an error answer's body.
import assert from 'node:assert/strict';
import type { TestServer } from './test-server.js';

type Json = Record<string, unknown>;

/** The `error` object of an error answer. */
export const errorOf = (response: { json: Json }) => response.json.error as Json;

/** The payments of subscription `id` as `GET .../payments` lists them (200 asserted). */
export async function paymentsOf(server: TestServer, id: string, query = ''): Promise<Json[]> {
  const response = await server.request('GET', `/api/v1/subscriptions/${id}/payments${query}`, {
    key: server.readKey,
  });
  assert.equal(response.status, 200, response.text);
  return response.json.data as Json[];
}

/**
 * A create body: 120 EUR every 3 months on the 31st, started 2025-10-31, next due
 * 2026-01-31 (the test server's clock stands at 2026-11-21).
 */
export const QUARTERLY_ON_THE_31ST = {
  name: 'Insurance',
  amount: 120,
  currency: 'EUR',
  period: 'monthly',
  intervalCount: 3,
  nextPaymentDate: '2026-01-31',
  startedOn: '2025-10-31',
};
