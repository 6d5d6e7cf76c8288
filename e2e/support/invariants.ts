/** The invariants every e2e response must satisfy (issue 8), shared by fuzz, load and security tests. */
import assert from 'node:assert/strict';
import { allPages, call } from './system.js';

/** Every code of the spec's error table, those the decisions add and HTTP-level ones. */
export const KNOWN_ERROR_CODES = new Set([
  'invalid_json',
  'invalid_subscription',
  'invalid_subscription_field',
  'invalid_subscription_id',
  'invalid_pagination',
  'invalid_query',
  'empty_patch',
  'invalid_notification_settings',
  'invalid_notification_settings_field',
  'authentication_required',
  'invalid_api_key',
  'insufficient_scope',
  'subscription_not_found',
  'notification_settings_not_found',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'rate_limit_exceeded',
  // Requests Node rejects before the app runs (issue 8 finding): the same envelope, with codes
  // of their own, listed in the OpenAPI document's x-error-codes (docs/security.md, API4).
  'request_header_too_large',
  'bad_request',
  'request_timeout',
]);

/** Never a 5xx; errors in the envelope with a known code; `requestId` equal to `X-Request-Id`. */
export function assertWellFormed(
  response: {
    status: number;
    headers: Headers;
    json: Record<string, unknown> | null;
    text: string;
  },
  what: string,
): void {
  assert.ok(
    response.status < 500,
    `${what}: got ${response.status} ${response.text.slice(0, 300)}`,
  );
  if (response.status === 204) return;
  assert.ok(response.json, `${what}: body is not JSON: ${response.text.slice(0, 200)}`);
  const requestId = response.json.requestId;
  assert.equal(typeof requestId, 'string', `${what}: no requestId`);
  assert.equal(response.headers.get('x-request-id'), requestId, `${what}: X-Request-Id differs`);
  if (response.status >= 400) {
    const error = response.json.error as { code?: unknown; message?: unknown } | undefined;
    assert.ok(error && typeof error.message === 'string', `${what}: no error envelope`);
    assert.ok(
      KNOWN_ERROR_CODES.has(String(error.code)),
      `${what}: unknown code ${String(error.code)}`,
    );
  }
}

/**
 * What an account holds, as a client can see it: every subscription (all pages) and the
 * newest page of its audit trail. Two equal snapshots mean nothing was written in between.
 */
export async function snapshotAccount(baseUrl: string, key: string): Promise<string> {
  const records = await allPages(baseUrl, key, '/api/v1/subscriptions');
  const audit = await call(baseUrl, key, 'GET', '/api/v1/audit-events?limit=100');
  assert.equal(audit.status, 200, audit.text);
  const settings = await call(baseUrl, key, 'GET', '/api/v1/notification-settings');
  return JSON.stringify({
    records,
    audit: audit.json?.data,
    settings: settings.json?.data ?? null,
  });
}
