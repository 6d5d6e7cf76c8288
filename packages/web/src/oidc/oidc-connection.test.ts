import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FAKE_CLIENT, startFakeOidcProvider } from '../testing/fake-oidc-provider.js';
import { OidcConnection } from './oidc-connection.js';

type T = { after(fn: () => void): void };

async function connectionTo(t: T, secret = FAKE_CLIENT.secret) {
  const provider = await startFakeOidcProvider(t);
  let now = 1_000_000;
  const connection = new OidcConnection(
    { issuer: provider.issuer, clientId: FAKE_CLIENT.id, clientSecret: secret, name: 'Test IdP' },
    () => now,
  );
  return { provider, connection, advance: (ms: number) => (now += ms) };
}

describe('OidcConnection: the identity provider, reached lazily', () => {
  it('is ready when discovery works and the provider accepts the client id and secret', async (t) => {
    const { connection, provider } = await connectionTo(t);
    const checked = await connection.check();
    assert.equal(checked.problem, null);
    assert.equal(provider.tokenRequests, 1, 'one probe of the token endpoint');
    await connection.check();
    assert.equal(provider.tokenRequests, 1, 'a working provider is not checked again');
  });

  it('reports an unreachable provider, asks again only after 30 seconds, then recovers', async (t) => {
    const { connection, provider, advance } = await connectionTo(t);
    provider.down = true;
    const first = await connection.check();
    assert.equal(first.problem, 'unreachable');
    provider.down = false;
    advance(29_000);
    assert.equal((await connection.check()).problem, 'unreachable', 'not asked again yet');
    advance(1_000);
    assert.equal((await connection.check()).problem, null, 'asked again, and it works');
  });

  it('reports an address where nothing answers as unreachable, with the network word only', async () => {
    const connection = new OidcConnection({
      issuer: 'http://127.0.0.1:9',
      clientId: 'c',
      clientSecret: 'secret-that-must-not-show',
      name: 'Nowhere',
    });
    const checked = await connection.check();
    assert.equal(checked.problem, 'unreachable');
    assert.ok(checked.problem !== null && !checked.detail.includes('secret-that-must-not-show'));
  });

  it('reports a wrong secret as refused, whether the provider says invalid_client or challenges HTTP Basic', async (t) => {
    for (const challenge of [false, true]) {
      const { connection, provider } = await connectionTo(t, 'not-the-secret');
      provider.challengeWrongClient = challenge;
      assert.equal((await connection.check()).problem, 'client_refused');
    }
  });

  it('shares one check between requests that ask at the same time', async (t) => {
    const { connection, provider } = await connectionTo(t);
    await Promise.all([connection.check(), connection.check(), connection.check()]);
    assert.equal(provider.tokenRequests, 1);
  });
});
