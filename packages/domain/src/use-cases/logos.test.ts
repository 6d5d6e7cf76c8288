import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { subscriptionEtag } from '../conditional/etag.js';
import { MAX_LOGO_UPLOAD_BYTES } from '../logos/logo.js';
import { logoEtag } from '../logos/logo-etag.js';
import { toSubscriptionResource } from '../subscriptions/present.js';
import { anAccount, aSubscription } from '../testing/builders.js';
import { expectDomainRejection } from '../testing/expect-domain-error.js';
import { aPngImage, FakeLogoEncoder } from '../testing/fake-logo-encoder.js';
import { sequentialId } from '../testing/sequential-ids.js';
import { aTestWorld } from '../testing/test-world.js';
import { deleteSubscription } from './delete-subscription.js';
import { getLogo } from './get-logo.js';
import { getSubscription } from './get-subscription.js';
import { removeLogo } from './remove-logo.js';
import { setLogo } from './set-logo.js';

const all = { limit: 100, offset: 0, filters: {} };

async function aWorldWithSubscription() {
  const world = await aTestWorld();
  const sub = aSubscription();
  await world.ports.subscriptions.insert(sub);
  return { ...world, sub, encoder: new FakeLogoEncoder() };
}

describe('setLogo', () => {
  it('stores the re-encoded image and answers the record with hasLogo, a new version and time', async () => {
    const { ports, ctx, accountId, clock, sub, encoder } = await aWorldWithSubscription();
    clock.advance(60_000);
    const record = await setLogo(ports, encoder, ctx, sub.id, aPngImage('netflix'));
    assert.equal(toSubscriptionResource(record).hasLogo, true);
    assert.equal(record.version, sub.version + 1);
    assert.equal(record.updatedAt, clock.now().toISOString());
    assert.notEqual(subscriptionEtag(record), subscriptionEtag(sub));
    assert.deepEqual(await getSubscription(ports, accountId, sub.id), record);
    const logo = await getLogo(ports, accountId, sub.id);
    assert.equal(logo.contentType, 'image/png');
    assert.equal(new TextDecoder().decode(logo.bytes).startsWith('encoded:'), true);
    assert.equal(logo.etag, logoEtag(logo.bytes));
    assert.equal(logo.updatedAt, clock.now().toISOString());
  });

  it('replaces an earlier logo, and the audit trail names both ETags, never the image', async () => {
    const { ports, ctx, accountId, sub, encoder } = await aWorldWithSubscription();
    await setLogo(ports, encoder, ctx, sub.id, aPngImage('first'));
    const first = await getLogo(ports, accountId, sub.id);
    await setLogo(ports, encoder, ctx, sub.id, aPngImage('second'));
    const second = await getLogo(ports, accountId, sub.id);
    assert.notEqual(first.etag, second.etag);
    const records = (await ports.audit.list(accountId, all)).items;
    assert.deepEqual(
      records.map((r) => [r.action, r.resourceType, r.resourceId, r.changes]),
      [
        [
          'subscription.logo_set',
          'subscription',
          sub.id,
          { logo: { from: first.etag, to: second.etag } },
        ],
        ['subscription.logo_set', 'subscription', sub.id, { logo: { from: null, to: first.etag } }],
      ],
    );
    assert.equal(JSON.stringify(records).includes('encoded'), false);
  });

  it('refuses an image over 1 MiB before decoding it, and changes nothing', async () => {
    const { ports, ctx, accountId, sub, encoder } = await aWorldWithSubscription();
    const large = new Uint8Array(MAX_LOGO_UPLOAD_BYTES + 1);
    large.set(aPngImage());
    await expectDomainRejection(
      () => setLogo(ports, encoder, ctx, sub.id, large),
      'payload_too_large',
    );
    assert.equal(encoder.calls, 0);
    assert.equal((await getSubscription(ports, accountId, sub.id)).hasLogo, false);
  });

  it('passes on the encoder’s refusal with its reason, and changes nothing', async () => {
    const { ports, ctx, accountId, sub, encoder } = await aWorldWithSubscription();
    const url = new TextEncoder().encode('https://example.com/logo.png');
    const error = await expectDomainRejection(
      () => setLogo(ports, encoder, ctx, sub.id, url),
      'invalid_logo',
    );
    assert.match(error.message, /URL/);
    await expectDomainRejection(() => getLogo(ports, accountId, sub.id), 'logo_not_found');
    assert.deepEqual(await getSubscription(ports, accountId, sub.id), sub);
    assert.equal((await ports.audit.list(accountId, all)).items.length, 0);
  });

  it('answers subscription_not_found for an unknown or another account’s id before decoding', async () => {
    const { ports, ctx, encoder } = await aWorldWithSubscription();
    const other = anAccount({ id: sequentialId(0xacc9) });
    await ports.accounts.insert(other);
    const theirs = aSubscription({ accountId: other.id });
    await ports.subscriptions.insert(theirs);
    for (const id of [theirs.id, sequentialId(0xdead)]) {
      await expectDomainRejection(
        () => setLogo(ports, encoder, ctx, id, aPngImage()),
        'subscription_not_found',
      );
    }
    assert.equal(encoder.calls, 0);
    await expectDomainRejection(() => getLogo(ports, other.id, theirs.id), 'logo_not_found');
  });
});

describe('removeLogo', () => {
  it('removes the logo and answers the record without it, audited with the ETag removed', async () => {
    const { ports, ctx, accountId, sub, encoder } = await aWorldWithSubscription();
    const withLogo = await setLogo(ports, encoder, ctx, sub.id, aPngImage());
    const { etag } = await getLogo(ports, accountId, sub.id);
    const record = await removeLogo(ports, ctx, sub.id);
    assert.equal(record.hasLogo, false);
    assert.equal(record.version, withLogo.version + 1);
    await expectDomainRejection(() => getLogo(ports, accountId, sub.id), 'logo_not_found');
    const [latest] = (await ports.audit.list(accountId, all)).items;
    assert.equal(latest?.action, 'subscription.logo_removed');
    assert.deepEqual(latest?.changes, { logo: { from: etag, to: null } });
  });

  it('answers logo_not_found for a record without one, and subscription_not_found for no record', async () => {
    const { ports, ctx, sub } = await aWorldWithSubscription();
    await expectDomainRejection(() => removeLogo(ports, ctx, sub.id), 'logo_not_found');
    await expectDomainRejection(
      () => removeLogo(ports, ctx, sequentialId(0xdead)),
      'subscription_not_found',
    );
  });
});

describe('deleteSubscription and logos', () => {
  it('removes the logo with the subscription, and its logo audit records', async () => {
    const { ports, ctx, accountId, sub, encoder } = await aWorldWithSubscription();
    await setLogo(ports, encoder, ctx, sub.id, aPngImage());
    await deleteSubscription(ports, ctx, sub.id);
    assert.equal(await ports.logos.get(accountId, sub.id), null);
    const actions = (await ports.audit.list(accountId, all)).items.map((r) => r.action);
    assert.deepEqual(actions, ['subscription.deleted']);
  });
});
