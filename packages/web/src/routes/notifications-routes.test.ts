import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliWriteContext, configureNotifications, getNotificationSettings } from '@subtrack/domain';
import { auditRecordsOf } from '@subtrack/domain/testing';
import { startScreenServer } from '../testing/screen-server.js';
import { registerNotificationRoutes } from './notifications-routes.js';

const SETTINGS = { enabled: 'true', daysBefore: '7', timeZone: 'Europe/Berlin', locale: 'de-DE' };

describe('GET /notifications', () => {
  it('shows the defaults before anything is saved, and that no device key is set', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const page = await server.get('/notifications');
    assert.equal(page.status, 200);
    assert.match(page.html, /name="enabled" type="checkbox" value="true" checked/);
    assert.match(page.html, /<option value="3" selected>3 days before<\/option>/);
    assert.match(page.html, /<label for="timeZone">Time zone/);
    assert.match(page.html, /<label for="locale">Locale/);
    assert.match(page.html, /<label for="pushUrl">Push URL/);
    assert.match(page.html, /<label for="deviceKey">Device key/);
    assert.match(page.html, /No device key is set yet/);
  });
});

describe('POST /notifications/settings', () => {
  it('saves through the domain as the web session, then shows the saved values', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const saved = await server.post('/notifications/settings', SETTINGS);
    assert.equal(saved.status, 303);
    const settings = await getNotificationSettings(server.ports, server.accountId);
    assert.deepEqual(
      [settings.enabled, settings.daysBefore, settings.timeZone, settings.locale],
      [true, 7, 'Europe/Berlin', 'de-DE'],
    );
    const [record] = await auditRecordsOf(server.ports, server.accountId);
    assert.equal(record?.action, 'notification_settings.updated');
    assert.deepEqual(record?.actor, {
      type: 'web',
      id: 'session-public-1',
      memberId: server.session.memberId,
    });
    const page = await server.get('/notifications');
    assert.match(page.html, /Notification settings saved/);
    assert.match(page.html, /value="Europe\/Berlin"/);
    assert.match(page.html, /<option value="7" selected>/);
  });

  it('turns reminders off when the box is unticked, and clears an emptied time zone', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    await server.post('/notifications/settings', SETTINGS);
    await server.post('/notifications/settings', { daysBefore: '1', timeZone: '', locale: '' });
    const settings = await getNotificationSettings(server.ports, server.accountId);
    assert.equal(settings.enabled, false);
    assert.equal(settings.timeZone, null);
    assert.equal(settings.locale, null);
  });

  it('shows the message beside Time zone, keeps what was typed and saves nothing', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const typed = { ...SETTINGS, timeZone: 'Mars/Olympus' };
    const page = await server.post('/notifications/settings', typed);
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#timeZone">Enter an IANA time zone such as Europe\/Berlin, or leave it empty for UTC\.<\/a>/,
    );
    assert.match(page.html, /id="timeZone-error"/);
    assert.match(page.html, /value="Mars\/Olympus"/);
    assert.match(page.html, /value="de-DE"/);
    await assert.rejects(() => getNotificationSettings(server.ports, server.accountId));
  });

  it('refuses a days-before value outside the list with the domain’s message', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const page = await server.post('/notifications/settings', { ...SETTINGS, daysBefore: '5' });
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#daysBefore">Choose one of the numbers of days in the list\.<\/a>/,
    );
  });
});

describe('POST /notifications/push', () => {
  it('saves the endpoint and never shows the device key back', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const form = { pushUrl: 'https://push.example/bark', deviceKey: 'secret-device-key' };
    assert.equal((await server.post('/notifications/push', form)).status, 303);
    assert.equal(
      (await getNotificationSettings(server.ports, server.accountId)).pushConfigured,
      true,
    );
    const page = await server.get('/notifications');
    assert.match(page.html, /Push endpoint saved/);
    assert.match(page.html, /value="https:\/\/push.example\/bark"/);
    assert.match(page.html, /A device key is set/);
    assert.equal(page.html.includes('secret-device-key'), false);
  });

  it('keeps the saved device key when the field is left empty', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const ctx = cliWriteContext(server.accountId, 'req-1');
    await configureNotifications(server.ports, ctx, {
      pushUrl: 'https://a.example/',
      deviceKey: 'k1',
    });
    await server.post('/notifications/push', { pushUrl: 'https://b.example/', deviceKey: '' });
    const [bark] = await server.ports.channels.listByAccount(server.accountId);
    assert.deepEqual(bark?.config, { kind: 'bark', url: 'https://b.example/', deviceKey: 'k1' });
  });

  it('asks for a device key beside its field when none is saved, keeping the URL typed', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const page = await server.post('/notifications/push', { pushUrl: 'https://a.example/' });
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#deviceKey">Enter the device key your Bark app shows; [^<]*<\/a>/,
    );
    assert.match(page.html, /value="https:\/\/a.example\/"/);
    assert.deepEqual(await server.ports.channels.listByAccount(server.accountId), []);
  });

  it('refuses a device key with a pasted invisible character beside its field, saving nothing', async (t) => {
    const server = await startScreenServer(t, registerNotificationRoutes);
    const page = await server.post('/notifications/push', {
      pushUrl: 'https://a.example/',
      deviceKey: 'key\u200b',
    });
    assert.equal(page.status, 400);
    assert.match(
      page.html,
      /<a href="#deviceKey">[^<]*type or paste it again without spaces or invisible characters\.<\/a>/,
    );
    assert.deepEqual(await server.ports.channels.listByAccount(server.accountId), []);
  });
});
