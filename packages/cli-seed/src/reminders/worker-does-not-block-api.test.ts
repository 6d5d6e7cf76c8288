import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { startHttpReceiver } from '@subtrack/notify-channels/testing';
import { startReminderWorker } from './reminder-worker.js';
import { startApiServer } from './test-support/api-server.js';
import { openReminderFixture } from './test-support/reminder-fixture.js';

describe('the reminder worker beside the API', () => {
  it('answers API requests while a push receiver never answers', async (t) => {
    const receiver = await startHttpReceiver('hang');
    const fixture = openReminderFixture('2026-03-02T09:00:00.000Z');
    const accountId = await fixture.anAccountWithReminders({ pushUrl: `${receiver.origin}/push` });
    await fixture.addSubscription(accountId, { nextPaymentDate: '2026-03-03' });
    const api = await startApiServer(fixture.ports, accountId);
    const worker = await startReminderWorker(fixture.ports, {
      intervalSeconds: 300,
      log: () => undefined,
    });
    t.after(async () => {
      await worker.stop();
      await api.close();
      await receiver.close();
      fixture.cleanup();
    });
    await receiver.waitForCount(1); // the start-up check is now waiting on the receiver

    const listed = await api.call('GET', '/api/v1/subscriptions');
    const created = await api.call('POST', '/api/v1/subscriptions', aSubscriptionBody());
    const summary = await api.call('GET', '/api/v1/analytics/summary');

    assert.deepEqual([listed.status, created.status, summary.status], [200, 201, 200]);
    assert.equal(receiver.openRequests, 1, 'the push was still open while the API answered');
  });
});
