import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { WRITABLE_SUBSCRIPTION_FIELDS } from '@subtrack/domain';
import { statusForCode } from '../error-mapping.js';
import { documentedOperations } from './document-walk.js';
import { openApiDocument } from './openapi-document.js';

const operations = documentedOperations(openApiDocument);
const operation = (method: string, path: string) => {
  const found = operations.find((entry) => entry.method === method && entry.path === path);
  assert.ok(found, `${method} ${path} is documented`);
  return found.operation;
};

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, out);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

function enumOfErrorCode(response: unknown): unknown[] {
  const schema = (
    response as {
      content?: Record<
        string,
        {
          schema: {
            properties?: Record<string, { properties?: Record<string, { enum?: unknown[] }> }>;
          };
        }
      >;
    }
  ).content?.['application/json']?.schema;
  return schema?.properties?.['error']?.properties?.['code']?.enum ?? [];
}

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 with info.version 1.0.0 (D24)', () => {
    assert.equal(openApiDocument.openapi, '3.1.0');
    assert.equal(openApiDocument.info.version, '1.0.0');
  });

  it('passes an independent OpenAPI 3.1 validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument));
    assert.deepEqual(result.errors ?? [], []);
    assert.equal(result.valid, true);
    assert.equal(validator.version, '3.1');
  });

  it('fails that validator when it breaks the OpenAPI rules', async () => {
    const broken = structuredClone(openApiDocument) as { paths: Record<string, unknown> };
    broken.paths['no-leading-slash'] = { get: { responses: { '200': {} } } };
    const result = await new Validator().validate(broken);
    assert.equal(result.valid, false);
  });

  it('says no decision numbers and points at nothing outside the repository', () => {
    const text = JSON.stringify(openApiDocument);
    assert.deepEqual(text.match(/\bD\d+\b/g) ?? [], []);
    assert.doesNotMatch(text, /shared\/|product-decisions/);
  });

  it('survives a JSON round trip unchanged, so it can be served as is', () => {
    assert.deepEqual(JSON.parse(JSON.stringify(openApiDocument)), openApiDocument);
  });

  it('resolves every $ref to a component schema', () => {
    const schemas = openApiDocument.components.schemas;
    for (const ref of collectRefs(openApiDocument)) {
      const name = ref.replace('#/components/schemas/', '');
      assert.ok(ref.startsWith('#/components/schemas/') && name in schemas, `${ref} resolves`);
    }
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    assert.equal(new Set(ids).size, ids.length);
  });

  it('documents a preflight on every /api/v1 path (D22)', () => {
    for (const path of Object.keys(openApiDocument.paths).filter((p) => p.startsWith('/api/v1/'))) {
      const preflight = operation('OPTIONS', path);
      assert.deepEqual(preflight.security, []);
      assert.ok(preflight.responses['204']);
    }
  });

  it('needs no key for health, the document, its page and preflights (D22, D24)', () => {
    const open = operations.filter((entry) => entry.operation.security?.length === 0);
    assert.deepEqual(
      open
        .filter((entry) => entry.method !== 'OPTIONS')
        .map((entry) => entry.path)
        .sort(),
      ['/api/v1/openapi.json', '/calendar/{token}.ics', '/docs', '/docs/assets/{file}', '/healthz'],
    );
  });

  it('lists in x-error-codes exactly the codes its error responses allow', () => {
    for (const { method, path, operation: op } of operations) {
      const fromResponses = Object.values(op.responses).flatMap(enumOfErrorCode);
      assert.deepEqual(
        [...fromResponses].sort(),
        [...op['x-error-codes']].sort(),
        `${method} ${path}`,
      );
    }
  });

  it('files every error code under the status the server answers it with', () => {
    for (const { method, path, operation: op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const code of enumOfErrorCode(response)) {
          assert.equal(statusForCode(String(code)), Number(status), `${method} ${path} ${code}`);
        }
      }
    }
  });

  it('documents 401, 429 with Retry-After and 500 on every authenticated operation', () => {
    for (const { method, path, operation: op } of operations) {
      if (op.security?.length === 0) continue;
      assert.deepEqual(
        enumOfErrorCode(op.responses['401']),
        ['authentication_required', 'invalid_api_key'],
        `${method} ${path}`,
      );
      assert.equal(
        op.responses['429']?.headers?.['Retry-After']?.required,
        true,
        `${method} ${path}`,
      );
      assert.ok(op.responses['500'], `${method} ${path}`);
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      assert.equal(
        success?.[1].headers?.['X-RateLimit-Remaining']?.required,
        true,
        `${method} ${path}`,
      );
    }
  });

  it('asks for the write scope exactly on writes (403 insufficient_scope)', () => {
    const writes = operations.filter((entry) => entry.operation.responses['403']);
    assert.deepEqual(writes.map((entry) => `${entry.method} ${entry.path}`).sort(), [
      'DELETE /api/v1/subscriptions/{id}',
      'PATCH /api/v1/notification-settings',
      'PATCH /api/v1/subscriptions/{id}',
      'PATCH /api/v1/subscriptions/{id}/payments/{paymentId}',
      'POST /api/v1/imports',
      'POST /api/v1/subscriptions',
    ]);
  });

  it('documents Idempotency-Key on every write, with its 409 and 422 (D31)', () => {
    const writes = operations.filter((entry) => entry.operation.responses['403']);
    assert.ok(writes.length >= 5);
    for (const { method, path, operation: op } of writes) {
      const header = op.parameters?.find((parameter) => parameter.name === 'Idempotency-Key');
      assert.equal(header?.in, 'header', `${method} ${path}`);
      assert.match(header?.description ?? '', /Idempotent-Replayed: true/);
      assert.ok(enumOfErrorCode(op.responses['409']).includes('idempotency_key_in_use'));
      assert.ok(enumOfErrorCode(op.responses['422']).includes('idempotency_key_reused'));
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      assert.ok(success?.[1].headers?.['Idempotent-Replayed'], `${method} ${path}`);
    }
  });

  it('documents 409 subscription_limit_reached on creating a subscription, with its example (D48)', () => {
    const responses = operation('POST', '/api/v1/subscriptions').responses;
    assert.ok(enumOfErrorCode(responses['409']).includes('subscription_limit_reached'));
    const examples = responses['409']?.content?.['application/json']?.examples ?? {};
    const example = examples['subscription_limit_reached']?.value as {
      error: { message: string; suggestedFix: string };
    };
    assert.match(example.error.message, /at most 10000 subscriptions/);
    assert.match(example.error.suggestedFix, /--max-subscriptions-per-account/);
  });

  it('documents ETag, 304 with If-None-Match and 412 with If-Match on a subscription (D32)', () => {
    const read = operation('GET', '/api/v1/subscriptions/{id}');
    assert.ok(read.parameters?.some((parameter) => parameter.name === 'If-None-Match'));
    assert.ok(read.responses['304']);
    assert.ok(read.responses['200']?.headers?.['ETag']);
    for (const method of ['PATCH', 'DELETE']) {
      const write = operation(method, '/api/v1/subscriptions/{id}');
      assert.ok(
        write.parameters?.some((parameter) => parameter.name === 'If-Match'),
        method,
      );
      assert.deepEqual(enumOfErrorCode(write.responses['412']), ['precondition_failed']);
      assert.ok(write.responses['412']?.headers?.['ETag'], method);
    }
  });

  it('answers a created subscription with 201 and a Location header (D26)', () => {
    const created = operation('POST', '/api/v1/subscriptions').responses['201'];
    assert.equal(created?.headers?.['Location']?.required, true);
  });

  it('documents the trial fields and the 13 writable fields (D4)', () => {
    const subscription = openApiDocument.components.schemas['Subscription'];
    assert.ok(subscription?.properties?.['isTrial'] && subscription.properties['trialEndsOn']);
    assert.ok(subscription.required?.includes('isTrial'));
    assert.deepEqual(
      openApiDocument.components.schemas['WritableSubscriptionField']?.enum,
      WRITABLE_SUBSCRIPTION_FIELDS,
    );
  });

  it('documents the audit record of D18 with changes that may be null (D19)', () => {
    const audit = openApiDocument.components.schemas['AuditEvent'];
    assert.deepEqual(audit?.required, [
      'id',
      'occurredAt',
      'action',
      'resourceType',
      'resourceId',
      'actor',
      'apiKeyId',
      'requestId',
      'changes',
    ]);
    assert.deepEqual(audit.properties?.['changes']?.type, ['object', 'null']);
  });

  it('documents invalid_notification_settings with allowedValues as strings (D17)', () => {
    const patch = operation('PATCH', '/api/v1/notification-settings');
    assert.ok(patch['x-error-codes'].includes('invalid_notification_settings'));
    assert.deepEqual(
      openApiDocument.components.schemas['Error']?.properties?.['allowedValues']?.items,
      {
        type: 'string',
      },
    );
  });
});
