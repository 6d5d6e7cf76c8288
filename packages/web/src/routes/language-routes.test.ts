import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };

describe('the language of the pages', () => {
  it('follows the browser before signing in: zh-CN gets Simplified Chinese, pt-BR English', async (t) => {
    const app = await startTestWebApp(t);
    const chinese = await app
      .client()
      .get('/no-such-page', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    assert.equal(chinese.status, 404);
    assert.equal(langOf(chinese.text), 'zh-Hans');
    assert.match(chinese.text, /<h1>找不到页面<\/h1>/);
    assert.match(chinese.headers.get('vary') ?? '', /Accept-Language/i);
    const portuguese = await app.client().get('/no-such-page', { 'Accept-Language': 'pt-BR' });
    assert.equal(langOf(portuguese.text), 'en');
    assert.match(portuguese.text, /<h1>Page not found<\/h1>/);
  });

  it('follows the browser while the member leaves it on Automatic', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const page = await me.get('/account', GERMAN);
    assert.equal(langOf(page.text), 'de');
    assert.match(page.text, /<h1>Konto<\/h1>/);
    assert.match(page.text, /<span class="nav-label">Abonnements<\/span>/);
    assert.match(page.text, /value="automatic" checked/);
  });

  it('keeps the member’s own choice over the browser’s, on every device, until Automatic again', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    const saved = await me.post('/account/language', { _csrf, language: 'zh-Hans' }, GERMAN);
    assert.equal(saved.status, 303);
    const after = await me.get('/account', GERMAN);
    assert.equal(langOf(after.text), 'zh-Hans');
    assert.match(after.text, /语言已保存/);
    assert.match(after.text, /<h1>账户<\/h1>/);
    const elsewhere = app.client();
    await elsewhere.signIn();
    assert.equal(langOf((await elsewhere.get('/', { 'Accept-Language': 'fr' })).text), 'zh-Hans');

    await me.post('/account/language', { _csrf, language: 'automatic' }, GERMAN);
    const automatic = await me.get('/account', GERMAN);
    assert.equal(langOf(automatic.text), 'de');
    assert.match(automatic.text, /Sprache gespeichert/);
  });

  it('refuses a language it does not offer and changes nothing', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    const refused = await me.post('/account/language', { _csrf, language: 'en-XA' });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Choose a language/);
    assert.equal(langOf((await me.get('/account', GERMAN)).text), 'de');
  });

  it('writes dates on the account screen in the page’s language', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const year = new Date().getUTCFullYear();
    const german = (await me.get('/account', GERMAN)).text;
    const sessionCell = new RegExp(`<td>\\d{1,2}\\.\\d{2}\\.${year}, \\d{2}:\\d{2}</td>`);
    assert.match(german, sessionCell);
  });
});
