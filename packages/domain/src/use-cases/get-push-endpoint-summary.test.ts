import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aTestWorld } from '../testing/test-world.js';
import { configureNotifications } from './configure-notifications.js';
import { getPushEndpointSummary } from './get-push-endpoint-summary.js';

describe('getPushEndpointSummary', () => {
  it('says nothing is set before an endpoint is saved', async () => {
    const { ports, accountId } = await aTestWorld();
    assert.deepEqual(await getPushEndpointSummary(ports, accountId), {
      pushUrl: null,
      deviceKeySet: false,
    });
  });

  it('shows the URL and that a key is set, never the key', async () => {
    const { ports, accountId, ctx } = await aTestWorld();
    await configureNotifications(ports, ctx, {
      pushUrl: 'https://push.example/bark',
      deviceKey: 'very-secret-device-key',
    });
    const summary = await getPushEndpointSummary(ports, accountId);
    assert.deepEqual(summary, { pushUrl: 'https://push.example/bark', deviceKeySet: true });
    assert.equal(JSON.stringify(summary).includes('very-secret'), false);
  });
});
