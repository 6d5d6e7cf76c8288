import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Ports } from '../ports/ports.js';
import { aSubscription } from '../testing/builders.js';
import { aTestWorld } from '../testing/test-world.js';
import { getDuplicateGroups } from './get-duplicate-groups.js';

// Issue 7: a whole-account pass must stream; `listAll` would hold every record at once.
const streamingOnly = (ports: Ports): Ports => ({
  ...ports,
  subscriptions: {
    ...ports.subscriptions,
    listAll: () => assert.fail('analytics must read with iterateAll'),
  },
});

describe('getDuplicateGroups', () => {
  it('groups the account’s subscriptions with the same normalised name', async () => {
    const { ports, accountId } = await aTestWorld();
    const a = aSubscription({ name: 'Netflix' });
    const b = aSubscription({ name: ' net flix ' });
    await ports.subscriptions.insert(a);
    await ports.subscriptions.insert(b);
    await ports.subscriptions.insert(aSubscription({ name: 'Spotify' }));
    const groups = await getDuplicateGroups(ports, accountId);
    assert.equal(groups.length, 1);
    assert.deepEqual(
      groups[0]?.subscriptions.map((s) => s.id),
      [a.id, b.id],
    );
  });
  it('reads the records in one lazy pass', async () => {
    const { ports, accountId } = await aTestWorld();
    await ports.subscriptions.insert(aSubscription({ name: 'Netflix' }));
    await ports.subscriptions.insert(aSubscription({ name: 'NETFLIX' }));
    assert.equal((await getDuplicateGroups(streamingOnly(ports), accountId)).length, 1);
  });
});
