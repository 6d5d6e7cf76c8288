import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from '../use-cases/create-api-key.js';
import { createApiKeyUseRecorder } from './api-key-use-recorder.js';

/** A world with one key whose store counts the writes of `recordUse`. */
function aRecordingWorld() {
  const world = aTestWorld({ now: '2026-11-20T10:00:00.000Z' });
  const { apiKey } = createApiKey(world.ports, world.ctx, { scope: 'read' });
  let writes = 0;
  const store = world.ports.apiKeys;
  const apiKeys = {
    ...store,
    recordUse: (id: string, usedAt: string, since: string) => {
      const wrote = store.recordUse(id, usedAt, since);
      if (wrote) writes += 1;
      return wrote;
    },
  };
  const recorder = createApiKeyUseRecorder({ apiKeys, clock: world.clock });
  const lastUsedAt = () => store.findById(apiKey.id)?.lastUsedAt;
  return { ...world, keyId: apiKey.id, recorder, lastUsedAt, writes: () => writes };
}

describe('createApiKeyUseRecorder', () => {
  it('records the first use of a key at the current time', () => {
    const { recorder, keyId, lastUsedAt } = aRecordingWorld();
    assert.equal(lastUsedAt(), null);
    recorder.record(keyId);
    assert.equal(lastUsedAt(), '2026-11-20T10:00:00.000Z');
  });

  it('writes at most once a minute however many requests the key makes', () => {
    const { recorder, keyId, clock, lastUsedAt, writes } = aRecordingWorld();
    for (let second = 0; second < 60; second += 1) {
      recorder.record(keyId);
      clock.advance(1000);
    }
    assert.equal(writes(), 1);
    assert.equal(lastUsedAt(), '2026-11-20T10:00:00.000Z');
    recorder.record(keyId);
    assert.equal(writes(), 2);
    assert.equal(lastUsedAt(), '2026-11-20T10:01:00.000Z');
  });

  it('leaves a use recorded by another process within the minute alone', () => {
    const { ports, recorder, keyId, clock, lastUsedAt } = aRecordingWorld();
    createApiKeyUseRecorder(ports).record(keyId);
    clock.advance(10_000);
    recorder.record(keyId);
    assert.equal(lastUsedAt(), '2026-11-20T10:00:00.000Z');
  });
});
