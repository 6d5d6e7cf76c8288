import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUBSCRIPTION_FORM_FIELDS } from '../testing/subscription-form-fields.js';
import { startTestWebApp, TEST_OWNER, WebClient } from '../testing/test-web-app.js';

const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' };
const ENGLISH = { 'Accept-Language': 'en-GB,en;q=0.9' };

describe('the notices route code says, in the page’s language', () => {
  it('signing out in a German browser lands on a German sign-in page that says so in German', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account', GERMAN)).text);
    const out = await me.post('/sign-out', { _csrf }, GERMAN);
    assert.equal(out.status, 303);
    const landing = await me.get(String(out.headers.get('location')), GERMAN);
    assert.equal(langOf(landing.text), 'de');
    assert.match(landing.text, /Sie sind abgemeldet/);
    assert.doesNotMatch(landing.text, /You are signed out/);
  });

  it('a member who chose German and signs out in an English browser reads the notice in the sign-in page’s English', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    await me.post('/account/language', { _csrf, language: 'de' }, ENGLISH);
    assert.equal(langOf((await me.get('/account', ENGLISH)).text), 'de');
    const out = await me.post('/sign-out', { _csrf }, ENGLISH);
    const landing = await me.get(String(out.headers.get('location')), ENGLISH);
    assert.equal(langOf(landing.text), 'en');
    assert.match(landing.text, /You are signed out/);
    assert.doesNotMatch(landing.text, /abgemeldet/);
  });

  it('adding a subscription on a German page leads to the German list with a German notice', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/subscriptions/new', GERMAN)).text);
    const added = await me.post(
      '/subscriptions/new',
      { _csrf, ...SUBSCRIPTION_FORM_FIELDS },
      GERMAN,
    );
    assert.equal(added.status, 303);
    const list = await me.get(String(added.headers.get('location')), GERMAN);
    assert.match(list.text, /Abonnement hinzugefügt/);
    assert.doesNotMatch(list.text, /Subscription added/);
  });

  it('a wrong password on the German sign-in page is refused in German', async (t) => {
    const app = await startTestWebApp(t);
    const visitor = app.client();
    const _csrf = WebClient.csrfOf((await visitor.get('/sign-in', GERMAN)).text);
    const refused = await visitor.post(
      '/sign-in',
      { _csrf, email: TEST_OWNER.email, password: 'not the password' },
      GERMAN,
    );
    assert.equal(refused.status, 401);
    assert.match(refused.text, /E-Mail-Adresse oder Passwort ist falsch/);
  });

  it('clearing the findings of a bank export says so in Chinese on a Chinese page', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const chinese = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
    const _csrf = WebClient.csrfOf((await me.get('/find-subscriptions', chinese)).text);
    const cleared = await me.post('/find-subscriptions/clear', { _csrf }, chinese);
    assert.equal(cleared.status, 303);
    const page = await me.get(String(cleared.headers.get('location')), chinese);
    assert.equal(langOf(page.text), 'zh-Hans');
    assert.match(page.text, /查找结果已清除。请上传另一份导出文件。/);
  });
});
