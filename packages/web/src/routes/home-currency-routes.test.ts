import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getCurrencySettings } from '@subtrack/domain';
import { auditRecordsOf } from '@subtrack/domain/testing';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

describe('the home currency on /account', () => {
  it('chooses it with the select, None clearing it, each change audited as the web session', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const page = await me.get('/account');
    assert.match(page.text, /<h2 id="home-currency">Home currency<\/h2>/);
    assert.match(page.text, /<option value selected>None<\/option>/);
    const saved = await me.post('/account/home-currency', {
      _csrf: WebClient.csrfOf(page.text),
      homeCurrency: 'EUR',
    });
    assert.equal(saved.status, 303);
    assert.equal(saved.headers.get('location'), '/account');
    const after = await me.get('/account');
    assert.match(after.text, /Home currency set to EUR/);
    assert.match(after.text, /<option value="EUR" selected>EUR<\/option>/);
    assert.deepEqual(await getCurrencySettings(app.ports, app.accountId), { homeCurrency: 'EUR' });
    await me.post('/account/home-currency', {
      _csrf: WebClient.csrfOf(after.text),
      homeCurrency: '',
    });
    assert.deepEqual(await getCurrencySettings(app.ports, app.accountId), { homeCurrency: null });
    const [latest] = await auditRecordsOf(app.ports, app.accountId);
    assert.equal(latest?.action, 'settings.updated');
    assert.equal(latest?.actor.type, 'web');
  });

  it('refuses a currency not on the list beside the select, changing nothing', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const page = await me.get('/account');
    const refused = await me.post('/account/home-currency', {
      _csrf: WebClient.csrfOf(page.text),
      homeCurrency: 'XBT',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /<a href="#homeCurrency">Choose a currency from the list\./);
    assert.deepEqual(await getCurrencySettings(app.ports, app.accountId), { homeCurrency: null });
  });
});
