import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9' };

describe('refusals in the page’s language', () => {
  it('says a domain refusal on a form, a form too large and the manifest in German', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const account = await me.get('/account', GERMAN);
    const _csrf = WebClient.csrfOf(account.text);

    // The domain refuses the form: its English message never reaches the page.
    const wrong = await me.post(
      '/account/password',
      { _csrf, currentPassword: 'not my password', password: 'a new password for me' },
      GERMAN,
    );
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /<html lang="de"/);
    assert.match(
      wrong.text,
      /<a href="#currentPassword">Das aktuelle Passwort ist falsch\. Geben Sie das Passwort ein, mit dem Sie sich jetzt anmelden\.<\/a>/,
    );
    assert.doesNotMatch(wrong.text, /Current password is wrong/);

    // A body the web refuses before reading it: the error page says why, in German.
    const large = await me.post(
      '/account/password',
      { _csrf, currentPassword: 'x'.repeat(70 * 1024) },
      GERMAN,
    );
    assert.equal(large.status, 413);
    assert.match(large.text, /Das Formular konnte nicht gelesen werden/);
    assert.match(
      large.text,
      /Das Formular ist zu groß\. Kürzen Sie Ihre Eingaben und senden Sie es erneut\./,
    );
    assert.doesNotMatch(large.text, /The form is too large/);

    // An upload form sent as a plain form: said beside the file input, in German.
    const upload = await me.post('/data/import', { _csrf, source: 'subtrack' }, GERMAN);
    assert.equal(upload.status, 415);
    assert.match(
      upload.text,
      /<a href="#file">Das Formular wurde nicht als Upload gesendet \(multipart\/form-data\)\./,
    );

    // The installable app's manifest, as the German page links it.
    const href = /<link rel="manifest" href="([^"]+)"/.exec(account.text)?.[1] ?? '';
    const manifest = (await (await fetch(app.url + href)).json()) as { description: string };
    assert.equal(
      manifest.description,
      'Ihre Abonnements: was sie kosten und was als Nächstes fällig ist.',
    );
  });
});
