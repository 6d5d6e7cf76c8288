import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aTestWorld } from '../testing/test-world.js';
import {
  beginIdempotentRequest,
  completeIdempotentRequest,
  IDEMPOTENCY_LEASE_MS,
  releaseIdempotentRequest,
} from './idempotent-request.js';

const request = { method: 'POST', path: '/api/v1/subscriptions', bodyHash: 'h1' };
const answer = { status: 201, headers: { Location: '/api/v1/subscriptions/1' }, body: '{}' };

async function setup() {
  const world = await aTestWorld();
  const scope = { accountId: world.accountId, key: 'k-1' };
  return { ...world, scope };
}

describe('idempotent requests', () => {
  it('runs a new key, then replays its stored answer', async () => {
    const { ports, scope } = await setup();
    assert.deepEqual(await beginIdempotentRequest(ports, scope, request), { kind: 'run' });
    await ports.unitOfWork.transaction((tx) => completeIdempotentRequest(tx, scope, answer));
    assert.deepEqual(await beginIdempotentRequest(ports, scope, request), {
      kind: 'replay',
      response: answer,
    });
  });

  it('refuses the key for another method, path or body', async () => {
    const { ports, scope } = await setup();
    await beginIdempotentRequest(ports, scope, request);
    await completeIdempotentRequest(ports, scope, answer);
    for (const other of [{ method: 'PATCH' }, { path: '/api/v1/other' }, { bodyHash: 'h2' }]) {
      await expectDomainRejection(
        () => beginIdempotentRequest(ports, scope, { ...request, ...other }),
        'idempotency_key_reused',
        'Idempotency-Key',
      );
    }
  });

  it('answers in_use while the first runs, and frees the key when its holder died', async () => {
    const { ports, scope, clock } = await setup();
    await beginIdempotentRequest(ports, scope, request);
    await expectDomainRejection(
      () => beginIdempotentRequest(ports, scope, request),
      'idempotency_key_in_use',
      'Idempotency-Key',
    );
    clock.advance(IDEMPOTENCY_LEASE_MS);
    assert.deepEqual(await beginIdempotentRequest(ports, scope, request), { kind: 'run' });
  });

  it('gives a released key to the next request, whatever its body', async () => {
    const { ports, scope } = await setup();
    await beginIdempotentRequest(ports, scope, request);
    await releaseIdempotentRequest(ports, scope);
    assert.deepEqual(
      await beginIdempotentRequest(ports, scope, { ...request, bodyHash: 'fixed' }),
      {
        kind: 'run',
      },
    );
  });

  it('forgets an answer after 24 hours', async () => {
    const { ports, scope, clock } = await setup();
    await beginIdempotentRequest(ports, scope, request);
    await completeIdempotentRequest(ports, scope, answer);
    clock.advance(24 * 60 * 60 * 1000 - 1);
    assert.equal((await beginIdempotentRequest(ports, scope, request)).kind, 'replay');
    clock.advance(1);
    assert.deepEqual(await beginIdempotentRequest(ports, scope, { ...request, bodyHash: 'h2' }), {
      kind: 'run',
    });
  });
});
