import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { createApiKey } from '../use-cases/create-api-key.js';
import { createApiKeyUseRecorder } from './api-key-use-recorder.js';

/** A world with one key whose store counts the writes of `recordUse`. */
async function aRecordingWorld() {
  const world = await aTestWorld({ now: '2026-11-20T10:00:00.000Z' });
  const { apiKey } = await createApiKey(world.ports, world.ctx, { scope: 'read' });
  let writes = 0;
  const store = world.ports.apiKeys;
  const apiKeys = {
    ...store,
    recordUse: async (id: string, usedAt: string, since: string) => {
      const wrote = await store.recordUse(id, usedAt, since);
      if (wrote) writes += 1;
      return wrote;
    },
  };
  const recorder = createApiKeyUseRecorder({ apiKeys, clock: world.clock });
  const lastUsedAt = async () => (await store.findById(apiKey.id))?.lastUsedAt;
  return { ...world, keyId: apiKey.id, recorder, lastUsedAt, writes: () => writes };
}

describe('createApiKeyUseRecorder', () => {
  it('records the first use of a key at the current time', async () => {
    const { recorder, keyId, lastUsedAt } = await aRecordingWorld();
    assert.equal(await lastUsedAt(), null);
    await recorder.record(keyId);
    assert.equal(await lastUsedAt(), '2026-11-20T10:00:00.000Z');
  });

  it('writes at most once a minute however many requests the key makes', async () => {
    const { recorder, keyId, clock, lastUsedAt, writes } = await aRecordingWorld();
    for (let second = 0; second < 60; second += 1) {
      await recorder.record(keyId);
      clock.advance(1000);
    }
    assert.equal(writes(), 1);
    assert.equal(await lastUsedAt(), '2026-11-20T10:00:00.000Z');
    await recorder.record(keyId);
    assert.equal(writes(), 2);
    assert.equal(await lastUsedAt(), '2026-11-20T10:01:00.000Z');
  });

  it('leaves a use recorded by another process within the minute alone', async () => {
    const { ports, recorder, keyId, clock, lastUsedAt } = await aRecordingWorld();
    await createApiKeyUseRecorder(ports).record(keyId);
    clock.advance(10_000);
    await recorder.record(keyId);
    assert.equal(await lastUsedAt(), '2026-11-20T10:00:00.000Z');
  });
});
