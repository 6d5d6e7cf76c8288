import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// Test-only: the composing app (cli-seed) passes the real file formats in production.
import { createImportFileParser, exportFileWriter } from '@subtrack/file-formats';
import { wallosFixture } from '@subtrack/file-formats/testing';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

const dataFiles = { parser: createImportFileParser(), writer: exportFileWriter };
const SAME_SITE = { 'Sec-Fetch-Site': 'same-origin' };

/** The import form as the page sends it: `token` (when given) first, as its first field. */
function wallosUpload(token?: string, tokenAfterFile = false): FormData {
  const form = new FormData();
  if (token !== undefined && !tokenAfterFile) form.set('_csrf', token);
  form.set(
    'file',
    new Blob([new Uint8Array(wallosFixture('Wallos-Backup-20261123-071500.zip'))]),
    'backup.zip',
  );
  form.set('source', 'wallos');
  if (token !== undefined && tokenAfterFile) form.set('_csrf', token);
  return form;
}

describe('/data in the whole web app: CSRF on every post', () => {
  it('takes the upload token from the form body only, before the file, never from the address', async (t) => {
    const app = await startTestWebApp(t, { dataFiles });
    const client = app.client();
    await client.signIn();
    const page = await client.get('/data');
    const token = WebClient.csrfOf(page.text);
    assert.doesNotMatch(page.text, /action="[^"]*_csrf/, 'no token in the form address');
    const upload = (path: string, form: FormData) => client.send('POST', path, form, SAME_SITE);
    const inAddress = `/data/import?_csrf=${encodeURIComponent(token)}`;
    for (const [what, answer] of [
      ['no token', await upload('/data/import', wallosUpload())],
      ['token in the address only', await upload(inAddress, wallosUpload())],
      ['a wrong token', await upload('/data/import', wallosUpload('x'.repeat(43)))],
      ['the token after the file', await upload('/data/import', wallosUpload(token, true))],
    ] as const) {
      assert.equal(answer.status, 403, what);
      assert.match(answer.text, /This form could not be sent/, what);
    }
    assert.equal(
      (await upload('/account/sign-out-others', wallosUpload(token))).status,
      403,
      'an upload to a path that takes none',
    );
    const taken = await upload('/data/import', wallosUpload(token));
    assert.equal(taken.status, 303);
    assert.equal(taken.headers.get('location'), '/data/import/preview');
    const preview = await client.get('/data/import/preview');
    assert.match(preview.text, /12 subscriptions would be created/);
    assert.equal((await client.post('/data/import/confirm', {})).status, 403);
    assert.equal((await app.ports.subscriptions.listAll(app.accountId)).length, 0);
    const confirmed = await client.post('/data/import/confirm', { _csrf: token });
    assert.equal(confirmed.status, 303);
    assert.equal((await app.ports.subscriptions.listAll(app.accountId)).length, 12);
  });

  it('refuses creating, rotating and revoking the feed link without the token', async (t) => {
    const app = await startTestWebApp(t, { dataFiles });
    const client = app.client();
    await client.signIn();
    for (const path of [
      '/data/calendar-feed',
      '/data/calendar-feed/rotate',
      '/data/calendar-feed/revoke',
    ])
      assert.equal((await client.post(path, {})).status, 403, path);
    assert.equal(await app.ports.calendarFeeds.findByAccount(app.accountId), null);
    const token = WebClient.csrfOf((await client.get('/data')).text);
    assert.equal((await client.post('/data/calendar-feed', { _csrf: token })).status, 303);
    assert.notEqual(await app.ports.calendarFeeds.findByAccount(app.accountId), null);
  });

  it('downloads the export over the session only', async (t) => {
    const app = await startTestWebApp(t, { dataFiles });
    const anonymous = await app.client().get('/data/export?format=json');
    assert.equal(anonymous.status, 302);
    const client = app.client();
    await client.signIn();
    const download = await client.get('/data/export?format=json');
    assert.equal(download.status, 200);
    assert.equal(JSON.parse(download.text).format, 'subtrack-export');
  });
});
