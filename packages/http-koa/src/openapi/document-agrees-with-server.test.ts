import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isDomainError,
  parseCreateSubscriptionBody,
  parseSubscriptionListQuery,
} from '@subtrack/domain';
import type { JsonSchema } from '../routes/json-schema.js';
import { documentedOperations } from '../testing/openapi/document-walk.js';
import { schemaChecker } from '../testing/openapi/schema-check.js';
import { startTestServer } from '../testing/test-server.js';
import { NETFLIX as NETFLIX_CREATE, NETFLIX_ID } from './example-requests.js';
import { openApiDocument } from './served-document.js';

const check = schemaChecker(openApiDocument);
const operations = documentedOperations(openApiDocument);
// An astral character is one code point (JSON Schema's unit) but two UTF-16 units.
const text = (length: number) => '🎬'.repeat(length);

/** Values at each documented bound of `schema` and just past it, with what the bound says. */
function boundaries(schema: JsonSchema): Array<{ value: unknown; allowed: boolean }> {
  const out: Array<{ value: unknown; allowed: boolean }> = [];
  const { minLength, maxLength, minimum, maximum } = schema;
  if (maxLength !== undefined) {
    out.push(
      { value: text(maxLength), allowed: true },
      { value: text(maxLength + 1), allowed: false },
    );
  }
  if (minLength !== undefined && minLength > 0) out.push({ value: '', allowed: false });
  if (minimum !== undefined) {
    out.push({ value: minimum, allowed: true }, { value: minimum - 1, allowed: false });
  }
  if (maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER) {
    out.push({ value: maximum, allowed: true }, { value: maximum + 1, allowed: false });
  }
  for (const value of schema.enum ?? []) out.push({ value, allowed: true });
  if (schema.enum) out.push({ value: 'none-of-these', allowed: false });
  return out;
}

/** The code of the DomainError `run` throws, or null when it accepts. */
function refusal(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return error.code;
  }
}

const errorExample = (operationId: string, status: number, code: string): unknown => {
  const found = operations.find((entry) => entry.operation.operationId === operationId);
  const json = found?.operation.responses[String(status)]?.content?.['application/json'];
  return (json?.examples?.[code]?.value as { error?: unknown } | undefined)?.error;
};

describe('the OpenAPI document and the server', () => {
  it('document the limits the server enforces on every written field', () => {
    const create = openApiDocument.components.schemas['SubscriptionCreate']!;
    let compared = 0;
    for (const [field, schema] of Object.entries(create.properties ?? {})) {
      for (const { value, allowed } of boundaries(schema.anyOf?.[0] ?? schema)) {
        const body = { ...NETFLIX_CREATE, [field]: value };
        const at = `${field}=${JSON.stringify(value)}`;
        assert.equal(check(create, body).length === 0, allowed, `${at}: the document`);
        assert.equal(
          refusal(() => parseCreateSubscriptionBody(body)),
          allowed ? null : 'invalid_subscription',
          `${at}: the server`,
        );
        compared++;
      }
    }
    assert.ok(compared >= 30, `${compared} values compared`);
  });

  it('document the limits the server enforces on the list query', () => {
    const list = operations.find((entry) => entry.operation.operationId === 'listSubscriptions');
    let compared = 0;
    for (const { name, schema } of list?.operation.parameters ?? []) {
      for (const { value, allowed } of boundaries(schema)) {
        const at = `${name}=${value}`;
        assert.equal(check(schema, value).length === 0, allowed, `${at}: the document`);
        const served = refusal(() => parseSubscriptionListQuery({ [name]: String(value) }));
        assert.equal(served === null, allowed, `${at}: the server (${served})`);
        compared++;
      }
    }
    assert.ok(compared >= 20, `${compared} values compared`);
  });

  it('routes every documented operation, and answers 405 with exactly the documented methods elsewhere', async (t) => {
    const s = await startTestServer(t);
    const paths = new Map<string, string[]>();
    for (const { method, path } of operations)
      paths.set(path, [...(paths.get(path) ?? []), method]);
    assert.ok(paths.size >= 14, `${paths.size} paths`);
    for (const [template, methods] of paths) {
      const url = template
        .replace('{id}', NETFLIX_ID)
        .replace('{token}', 'x')
        .replace('{file}', 'x.js');
      for (const method of methods) {
        const answer = await s.request(method, url, { key: s.writeKey });
        assert.notEqual(answer.status, 405, `${method} ${url} is routed`);
      }
      const other = methods.includes('PUT') ? 'PATCH' : 'PUT';
      const refused = await s.request(other, url, { key: s.writeKey });
      assert.equal(refused.status, 405, `${other} ${url}`);
      const allowed = methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
      assert.deepEqual(refused.headers.get('allow')?.split(', ').sort(), allowed.sort(), template);
    }
    const unknown = await s.request('GET', '/api/v1/not-documented', { key: s.readKey });
    assert.equal(unknown.status, 404);
  });

  it('words each error as the document shows it', async (t) => {
    const s = await startTestServer(t);
    const subscriptions = '/api/v1/subscriptions';
    const cases: Array<[string, string, string, unknown?]> = [
      ['listSubscriptions', 'invalid_query', `GET ${subscriptions}?colour=red`],
      ['listSubscriptions', 'invalid_pagination', `GET ${subscriptions}?limit=500`],
      ['getSubscription', 'invalid_subscription_id', `GET ${subscriptions}/netflix`],
      ['getSubscription', 'subscription_not_found', `GET ${subscriptions}/${NETFLIX_ID}`],
      [
        'createSubscription',
        'invalid_subscription',
        `POST ${subscriptions}`,
        { ...NETFLIX_CREATE, amount: -1 },
      ],
      [
        'createSubscription',
        'invalid_subscription_field',
        `POST ${subscriptions}`,
        { ...NETFLIX_CREATE, id: NETFLIX_ID },
      ],
      [
        'updateNotificationSettings',
        'notification_settings_not_found',
        'PATCH /api/v1/notification-settings',
        { enabled: true },
      ],
      ['updateNotificationSettings', 'empty_patch', 'PATCH /api/v1/notification-settings', {}],
    ];
    for (const [operationId, code, request, body] of cases) {
      const [method, url] = request.split(' ') as [string, string];
      const answer = await s.request(method, url, { key: s.writeKey, ...(body ? { body } : {}) });
      assert.deepEqual(
        answer.json['error'],
        errorExample(operationId, answer.status, code),
        request,
      );
    }
    const keyless = await s.request('GET', '/api/v1/analytics/summary');
    assert.deepEqual(
      keyless.json['error'],
      errorExample('getSpendSummary', 401, 'authentication_required'),
    );
  });
});
