import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_BROWSER_KEYS } from '@subtrack/domain/testing';
import { startTestWebApp, WebClient } from '../testing/test-web-app.js';

const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** What the page's script sends once the browser has subscribed. */
const subscription = (endpoint: string) => ({ endpoint, ...TEST_BROWSER_KEYS });

describe('Reminders on this device (/account)', () => {
  it('turns reminders on for the browser, lists the device by its name, and removes it without JavaScript', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const before = await me.get('/account');
    assert.match(before.text, /<h2 id="devices-heading">Reminders on this device<\/h2>/);
    assert.match(before.text, /No device of yours gets reminders yet/);
    // The switch carries the server's public key for the browser to subscribe with.
    assert.match(
      before.text,
      /<form id="device-add" method="post" action="\/account\/devices" data-key="B[\w-]{86}" hidden/,
    );

    const _csrf = WebClient.csrfOf(before.text);
    const added = await me.post(
      '/account/devices',
      { _csrf, ...subscription('https://fcm.googleapis.com/fcm/send/phone-1') },
      { 'User-Agent': CHROME_ON_ANDROID },
    );
    assert.equal(added.status, 303);
    const listed = await me.get('/account');
    assert.match(listed.text, /Reminders are on for Chrome on Android/);
    assert.match(listed.text, /<caption>Your devices<\/caption>/);
    assert.match(listed.text, /<td>Chrome on Android<br\/><small class="quiet">Added /);
    // Never the push address or the keys.
    assert.doesNotMatch(listed.text, /phone-1/);
    assert.ok(!listed.text.includes(TEST_BROWSER_KEYS.p256dh));

    const remove = /action="(\/account\/devices\/[^/"]+\/remove)"/.exec(listed.text)?.[1];
    assert.ok(remove, 'each device has a Remove form');
    assert.equal((await me.post(remove, { _csrf })).status, 303);
    const after = await me.get('/account');
    assert.match(after.text, /Reminders are off on Chrome on Android/);
    assert.match(after.text, /No device of yours gets reminders yet/);
    assert.equal((await me.post(remove, { _csrf })).status, 404);
  });

  it('names the device in the page’s language, keeping the browser’s and system’s names', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const german = { 'Accept-Language': 'de' };
    const _csrf = WebClient.csrfOf((await me.get('/account', german)).text);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/phone-2';
    await me.post(
      '/account/devices',
      { _csrf, ...subscription(endpoint) },
      {
        ...german,
        'User-Agent': CHROME_ON_ANDROID,
      },
    );
    const listed = await me.get('/account', german);
    assert.match(listed.text, /Erinnerungen auf Chrome unter Android sind an/);
    assert.match(listed.text, /<td>Chrome unter Android<br\/>/);
    assert.doesNotMatch(listed.text, /Chrome on Android/);
  });

  it('says what is wrong with a subscription the browser sent, and keeps no device', async (t) => {
    const app = await startTestWebApp(t);
    const me = app.client();
    await me.signIn();
    const _csrf = WebClient.csrfOf((await me.get('/account')).text);
    const refused = await me.post('/account/devices', {
      _csrf,
      ...subscription('http://push.example.net/device-1'),
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /class="error-summary"/);
    assert.match(refused.text, /No device of yours gets reminders yet/);
  });

  it('explains instead of offering the switch at an address where browsers refuse push', async (t) => {
    const app = await startTestWebApp(t, { publicUrl: 'http://subs.example.com' });
    const me = app.client();
    await me.signIn();
    const page = await me.get('/account');
    assert.doesNotMatch(page.text, /id="device-add"/);
    assert.match(page.text, /Reminders on a device need a secure address/);
    assert.doesNotMatch(page.text, /devices\.[0-9a-f]+\.js/);
  });
});
