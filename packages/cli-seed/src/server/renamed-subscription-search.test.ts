// A renamed subscription is searched, sorted and grouped as a duplicate under its new name,
// on SQLite and on PostgreSQL, through the API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import { bothStorages } from './test-support/api-on-both-storages.js';

for (const storage of bothStorages()) {
  describe(`a renamed subscription on ${storage.name}`, () => {
    const server = storage.useApi();

    it('is found by q, sorted by name and grouped with its duplicate under its new name', async () => {
      const api = server();
      const names = async (query: string) => {
        const list = await api.call('GET', `/api/v1/subscriptions?${query}`);
        assert.equal(list.status, 200);
        return (list.json.data as { name: string }[]).map((s) => s.name);
      };
      for (const name of ['Amazon', 'Mubi', 'Zattoo']) {
        await api.call('POST', '/api/v1/subscriptions', aSubscriptionBody({ name }));
      }
      const [amazon] = (await api.call('GET', '/api/v1/subscriptions?q=amazon')).json.data as {
        id: string;
      }[];
      const renamed = await api.call('PATCH', `/api/v1/subscriptions/${amazon!.id}`, {
        name: 'ZATTOO',
      });
      assert.equal(renamed.status, 200);

      assert.deepEqual(await names('q=amazon'), []);
      assert.deepEqual((await names('q=zatt')).sort(), ['ZATTOO', 'Zattoo']);
      // The two Zattoos tie on the folded name; only their order between them is free.
      const [first, ...rest] = await names('sort=name');
      assert.deepEqual([first, rest.sort()], ['Mubi', ['ZATTOO', 'Zattoo']]);
      const duplicates = await api.call('GET', '/api/v1/analytics/duplicates');
      const groups = duplicates.json.duplicates as { normalizedName: string; subscriptions: [] }[];
      assert.deepEqual(
        groups.map((group) => [group.normalizedName, group.subscriptions.length]),
        [['zattoo', 2]],
      );
    });
  });
}
