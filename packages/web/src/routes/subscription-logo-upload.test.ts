import assert from 'node:assert/strict';
import { describe, it, type TestContext } from 'node:test';
import {
  createSubscription,
  getSubscription,
  MAX_LOGO_UPLOAD_BYTES,
  parseCreateSubscriptionBody,
} from '@subtrack/domain';
import { aPngImage, aSubscriptionBody, FakeLogoEncoder } from '@subtrack/domain/testing';
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { type ScreenServer, startScreenServer } from '../testing/screen-server.js';
import { SUBSCRIPTION_FORM_FIELDS } from '../testing/subscription-form-fields.js';
import { registerSubscriptionRoutes } from './subscription-routes.js';

async function serverWithOne(t: TestContext, name = 'Netflix') {
  const dataFiles = {
    parser: createImportFileParser(),
    writer: exportFileWriter,
    logoEncoder: new FakeLogoEncoder(),
  };
  const server = await startScreenServer(t, registerSubscriptionRoutes, { deps: { dataFiles } });
  const body = parseCreateSubscriptionBody(aSubscriptionBody({ name }));
  const { id } = await createSubscription(server.ports, server.ctx, body);
  return { server, id, page: `/subscriptions/${id}` };
}

/** A multipart form as a browser sends it: the CSRF token first, then the fields and file. */
function formWith(server: ScreenServer, image: Uint8Array | null, fields = {}): FormData {
  const form = new FormData();
  form.set('_csrf', server.session.csrfToken);
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  const file = image === null ? new Blob([]) : new Blob([new Uint8Array(image)]);
  form.set('logo', file, image === null ? '' : 'logo.png');
  return form;
}

const hasLogo = async (server: ScreenServer, id: string) =>
  (await getSubscription(server.ports, server.accountId, id)).hasLogo;

describe('uploading a logo on a subscription’s page', () => {
  it('stores the image, shows it on the page and in the list at the page’s own path, and removes it', async (t) => {
    const { server, id, page } = await serverWithOne(t);
    const before = (await server.get(page)).html;
    assert.match(before, /<label for="logo">Logo image<\/label>/);
    assert.match(before, /enctype="multipart\/form-data"/);
    assert.match(before, /data-brand="Netflix"/);
    assert.doesNotMatch(before, /Remove logo/);

    const uploaded = await server.upload(`${page}/logo`, formWith(server, aPngImage('netflix')));
    assert.equal(uploaded.status, 303);
    assert.equal(uploaded.headers.get('location'), page);
    assert.equal(await hasLogo(server, id), true);
    const after = (await server.get(page)).html;
    assert.match(after, /Logo uploaded/);
    assert.match(after, new RegExp(`<img class="mark" src="/subscriptions/${id}/logo"`));
    assert.match((await server.get('/subscriptions')).html, new RegExp(`src="${page}/logo"`));
    // Served under the session with its ETag (the 304 is tested with the route itself).
    const image = await fetch(`${server.baseUrl}${page}/logo`);
    assert.equal(image.status, 200);
    assert.match(image.headers.get('etag') ?? '', /^"[^"]+"$/);

    const removed = await server.post(`${page}/logo/remove`, {});
    assert.equal(removed.status, 303);
    assert.equal(await hasLogo(server, id), false);
    assert.match((await server.get(page)).html, /Logo removed[\s\S]*data-brand="Netflix"/);
  });

  it('says beside the file input why an image is refused, and changes nothing', async (t) => {
    const { server, id, page } = await serverWithOne(t, 'Gym');
    const url = new TextEncoder().encode('https://example.com/gym.png');
    const refused = await server.upload(`${page}/logo`, formWith(server, url));
    assert.equal(refused.status, 400);
    assert.match(refused.html, /<title>Error: Gym/);
    assert.match(refused.html, /href="#logo"[^>]*>The image cannot be used as a logo\./);
    const tooLarge = new Uint8Array(MAX_LOGO_UPLOAD_BYTES + 1);
    const large = await server.upload(`${page}/logo`, formWith(server, tooLarge));
    assert.equal(large.status, 400);
    assert.match(large.html, /The selected file must be smaller than 1 MiB/);
    const none = await server.upload(`${page}/logo`, formWith(server, null));
    assert.match(none.html, /Choose an image file to upload as the logo/);
    assert.equal(await hasLogo(server, id), false);
    // Without a logo and of no well-known service: its initials.
    assert.match(
      (await server.get(page)).html,
      /class="mark monogram tone-\d" aria-hidden="true">G</,
    );
  });

  it('refuses an upload whose form token is missing, before taking the file', async (t) => {
    const { server, id, page } = await serverWithOne(t);
    const form = formWith(server, aPngImage());
    form.delete('_csrf');
    const refused = await server.upload(`${page}/logo`, form);
    assert.equal(refused.status, 403);
    assert.equal(await hasLogo(server, id), false);
  });
});

/** The edit form of `serverWithOne`'s Netflix as it is shown, nothing changed. */
const NETFLIX_AS_IT_IS = {
  ...SUBSCRIPTION_FORM_FIELDS,
  ...{ name: 'Netflix', category: 'Streaming', amount: '15.99', currency: 'USD' },
  ...{ every: '1', unit: 'months', nextPaymentDate: '2026-12-05' },
};

describe('a logo on the add and edit form', () => {
  it('adds a subscription with the logo chosen on the form, and edits only its logo', async (t) => {
    const { server, id } = await serverWithOne(t);
    const form = formWith(server, aPngImage('insurance'), SUBSCRIPTION_FORM_FIELDS);
    const added = await server.upload('/subscriptions/new', form);
    assert.equal(added.status, 303);
    const list = (await server.get('/subscriptions')).html;
    assert.match(list, /Subscription added/);
    const addedId = /href="\/subscriptions\/([0-9a-f-]{36})">Home insurance/.exec(list)?.[1] ?? '';
    assert.equal(await hasLogo(server, addedId), true);

    const editPage = (await server.get(`/subscriptions/${id}/edit`)).html;
    assert.match(editPage, /enctype="multipart\/form-data"/);
    assert.match(editPage, /<label for="logo">Logo \(optional\)<\/label>/);
    // The form as it was, with an image chosen.
    const edited = await server.upload(
      `/subscriptions/${id}/edit`,
      formWith(server, aPngImage(), NETFLIX_AS_IT_IS),
    );
    assert.equal(edited.status, 303);
    assert.match((await server.get('/subscriptions')).html, /Subscription saved/);
    assert.equal(await hasLogo(server, id), true);
    const after = await getSubscription(server.ports, server.accountId, id);
    assert.deepEqual([after.name, after.amountMinor], ['Netflix', 1599]);
  });

  it('adds or changes nothing when the logo cannot be stored after the record was written', async (t) => {
    const { server, id } = await serverWithOne(t);
    // The fake encoder's answer is 8 bytes longer than the image: this one reads well but
    // is too large to store, so the logo fails after the subscription's own write.
    const png = aPngImage('insurance');
    const image = new Uint8Array(MAX_LOGO_UPLOAD_BYTES - 4);
    image.set(png);
    const added = await server.upload(
      '/subscriptions/new',
      formWith(server, image, SUBSCRIPTION_FORM_FIELDS),
    );
    assert.equal(added.status, 400);
    assert.match(added.html, /The file is too large\. Choose a smaller one\./);
    assert.match(added.html, /value="Home insurance"/);
    assert.doesNotMatch((await server.get('/subscriptions')).html, /Home insurance/);

    const renamed = { ...NETFLIX_AS_IT_IS, name: 'Netflix Premium' };
    const edited = await server.upload(
      `/subscriptions/${id}/edit`,
      formWith(server, image, renamed),
    );
    assert.equal(edited.status, 400);
    const after = await getSubscription(server.ports, server.accountId, id);
    assert.deepEqual([after.name, after.hasLogo], ['Netflix', false]);
  });

  it('keeps what was typed and saves nothing when the chosen image is refused', async (t) => {
    const { server } = await serverWithOne(t);
    const broken = new TextEncoder().encode('<svg>broken</svg>');
    const refused = await server.upload(
      '/subscriptions/new',
      formWith(server, broken, SUBSCRIPTION_FORM_FIELDS),
    );
    assert.equal(refused.status, 400);
    assert.match(refused.html, /The image cannot be used as a logo\./);
    assert.match(refused.html, /value="Home insurance"/);
    assert.doesNotMatch((await server.get('/subscriptions')).html, /Home insurance/);
  });
});
