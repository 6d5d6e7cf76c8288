import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainError } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import {
  beginIdempotentRequest,
  completeIdempotentRequest,
  IDEMPOTENCY_LEASE_MS,
  releaseIdempotentRequest,
} from './idempotent-request.js';

const request = { method: 'POST', path: '/api/v1/subscriptions', bodyHash: 'h1' };
const answer = { status: 201, headers: { Location: '/api/v1/subscriptions/1' }, body: '{}' };

function setup() {
  const world = aTestWorld();
  const scope = { accountId: world.accountId, key: 'k-1' };
  return { ...world, scope };
}

describe('idempotent requests (D31)', () => {
  it('runs a new key, then replays its stored answer', () => {
    const { ports, scope } = setup();
    assert.deepEqual(beginIdempotentRequest(ports, scope, request), { kind: 'run' });
    ports.unitOfWork.transaction(() => completeIdempotentRequest(ports, scope, answer));
    assert.deepEqual(beginIdempotentRequest(ports, scope, request), {
      kind: 'replay',
      response: answer,
    });
  });

  it('refuses the key for another method, path or body', () => {
    const { ports, scope } = setup();
    beginIdempotentRequest(ports, scope, request);
    completeIdempotentRequest(ports, scope, answer);
    for (const other of [{ method: 'PATCH' }, { path: '/api/v1/other' }, { bodyHash: 'h2' }]) {
      expectDomainError(
        () => beginIdempotentRequest(ports, scope, { ...request, ...other }),
        'idempotency_key_reused',
        'Idempotency-Key',
      );
    }
  });

  it('answers in_use while the first runs, and frees the key when its holder died', () => {
    const { ports, scope, clock } = setup();
    beginIdempotentRequest(ports, scope, request);
    expectDomainError(
      () => beginIdempotentRequest(ports, scope, request),
      'idempotency_key_in_use',
      'Idempotency-Key',
    );
    clock.advance(IDEMPOTENCY_LEASE_MS);
    assert.deepEqual(beginIdempotentRequest(ports, scope, request), { kind: 'run' });
  });

  it('gives a released key to the next request, whatever its body', () => {
    const { ports, scope } = setup();
    beginIdempotentRequest(ports, scope, request);
    releaseIdempotentRequest(ports, scope);
    assert.deepEqual(beginIdempotentRequest(ports, scope, { ...request, bodyHash: 'fixed' }), {
      kind: 'run',
    });
  });

  it('forgets an answer after 24 hours', () => {
    const { ports, scope, clock } = setup();
    beginIdempotentRequest(ports, scope, request);
    completeIdempotentRequest(ports, scope, answer);
    clock.advance(24 * 60 * 60 * 1000 - 1);
    assert.equal(beginIdempotentRequest(ports, scope, request).kind, 'replay');
    clock.advance(1);
    assert.deepEqual(beginIdempotentRequest(ports, scope, { ...request, bodyHash: 'h2' }), {
      kind: 'run',
    });
  });
});
