import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Channel } from '../../channels/channel.js';
import { aChannel } from '../builders.js';
import { ACCOUNT_A, ACCOUNT_B, type PortsFactory, useSeededPorts } from './ports-factory.js';

const EMAIL: Channel['config'] = {
  kind: 'email',
  smtpHost: 'smtp.example.org',
  smtpPort: 587,
  smtpUser: 'me',
  smtpPassword: 'pw-secret',
  tls: 'starttls',
  from: 'subtrack@example.org',
  to: 'me@example.org',
};

/**
 * The `ChannelStore` contract: every kind's config round trips with its secrets,
 * channels are listed per account oldest first, updated in place and removed.
 */
export function describeChannelStoreContract(factory: PortsFactory): void {
  describe('ChannelStore contract', () => {
    const ports = useSeededPorts(factory);

    it('gives back each kind of channel exactly as inserted, secrets included', async () => {
      const { channels } = ports();
      const made = [
        aChannel({ accountId: ACCOUNT_A }),
        aChannel({
          accountId: ACCOUNT_A,
          config: { kind: 'ntfy', url: 'https://n/t', token: null },
        }),
        aChannel({
          accountId: ACCOUNT_A,
          config: { kind: 'gotify', url: 'https://g', token: 't' },
        }),
        aChannel({
          accountId: ACCOUNT_A,
          digest: true,
          config: { kind: 'webhook', url: 'https://w', secret: 'whsec_x' },
        }),
        aChannel({ accountId: ACCOUNT_A, enabled: false, config: EMAIL }),
      ];
      for (const channel of made) await channels.insert(channel);
      for (const channel of made) assert.deepEqual(await channels.findById(channel.id), channel);
    });

    it('lists only the account’s channels, oldest first, then by id', async () => {
      const { channels } = ports();
      const late = aChannel({ accountId: ACCOUNT_A, createdAt: '2026-10-03T00:00:00.000Z' });
      const early = aChannel({ accountId: ACCOUNT_A, createdAt: '2026-10-02T00:00:00.000Z' });
      const other = aChannel({ accountId: ACCOUNT_B });
      for (const channel of [late, other, early]) await channels.insert(channel);
      assert.deepEqual(
        (await channels.listByAccount(ACCOUNT_A)).map((c) => c.id),
        [early.id, late.id],
      );
      assert.deepEqual(await channels.listByAccount(ACCOUNT_B), [other]);
    });

    it('updates label, enabled, digest and config in place', async () => {
      const { channels } = ports();
      const channel = aChannel({ accountId: ACCOUNT_A });
      await channels.insert(channel);
      const changed: Channel = {
        ...channel,
        label: 'New',
        enabled: false,
        digest: true,
        config: { kind: 'bark', url: 'http://bark.local/push', deviceKey: 'other' },
      };
      await channels.update(changed);
      assert.deepEqual(await channels.findById(channel.id), changed);
    });

    it('removes a channel once and knows nothing of an unknown id', async () => {
      const { channels } = ports();
      const channel = aChannel({ accountId: ACCOUNT_A });
      await channels.insert(channel);
      assert.equal(await channels.remove(channel.id), true);
      assert.equal(await channels.remove(channel.id), false);
      assert.equal(await channels.findById(channel.id), null);
      assert.deepEqual(await channels.listByAccount(ACCOUNT_A), []);
    });
  });
}
