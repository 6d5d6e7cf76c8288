/**
 * The notifications, activity and insights screens in a real browser: save
 * settings and read them back over the API, read the activity of those writes with their
 * actor, see a duplicate group; JavaScript on and off; axe and screenshots at 360 and
 * 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

const XSS = '<img src=x onerror=alert(1)>';
const served = servedSystem();

async function api(path: string, init: RequestInit & { key?: string } = {}) {
  const response = await fetch(`${served.system.baseUrl}/api/v1${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${init.key ?? served.system.writeKey}`,
      'Content-Type': 'application/json',
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: Record<string, unknown> },
  };
}

const addSubscription = (name: string, amount: number, currency: string) =>
  api('/subscriptions', {
    method: 'POST',
    body: JSON.stringify(
      aSubscriptionBody({ name, amount, currency, nextPaymentDate: '2030-01-05' }),
    ),
  });

before(async () => {
  for (const [name, amount, currency] of [
    ['Netflix', 15.99, 'USD'],
    ['net flix', 13.99, 'EUR'],
    [XSS, 1, 'EUR'],
    [XSS, 2, 'EUR'],
  ] as const) {
    assert.equal((await addSubscription(name, amount, currency)).status, 201);
  }
});

for (const javaScriptEnabled of [true, false]) {
  describe(`notifications, activity, insights (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    const suite = browserSuite({ javaScriptEnabled, system: () => served.system });

    it('saves notification settings that GET /api/v1/notification-settings then shows', async () => {
      const { page } = suite.browser;
      const days = javaScriptEnabled ? '7' : '14';
      await page.goto(`${served.system.baseUrl}/notifications`);
      await page.getByLabel('Send reminders').check();
      await page.getByLabel('Days before').selectOption(days);
      await page.getByLabel('Time zone').fill('Europe/Berlin');
      await page.getByLabel('Locale').fill('de-DE');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.waitForURL(`${served.system.baseUrl}/notifications`);
      assert.equal(await page.getByRole('status').textContent(), 'Notification settings saved');
      const { status, body } = await api('/notification-settings', { key: served.system.readKey });
      assert.equal(status, 200);
      assert.equal(body.data.daysBefore, Number(days));
      assert.equal(body.data.timeZone, 'Europe/Berlin');
      assert.equal(body.data.locale, 'de-DE');
      assert.equal(body.data.enabled, true);
    });

    it('shows the message beside Time zone and keeps what was typed', async () => {
      const { page } = suite.browser;
      await page.goto(`${served.system.baseUrl}/notifications`);
      await page.getByLabel('Time zone').fill('Mars/Olympus');
      await page.getByRole('button', { name: 'Save settings' }).click();
      assert.equal(
        await page
          .getByRole('link', {
            name: 'Enter an IANA time zone such as Europe/Berlin, or leave it empty for UTC.',
          })
          .count(),
        1,
      );
      assert.equal(await page.getByLabel('Time zone').inputValue(), 'Mars/Olympus');
    });

    it('saves the push endpoint without ever showing the device key again', async () => {
      const { page } = suite.browser;
      await page.goto(`${served.system.baseUrl}/notifications`);
      await page.getByLabel('Push URL').fill('https://push.example/bark');
      await page.getByLabel('Device key').fill('secret-device-key');
      await page.getByRole('button', { name: 'Save push endpoint' }).click();
      await page.waitForURL(`${served.system.baseUrl}/notifications`);
      assert.equal(await page.getByRole('status').textContent(), 'Push endpoint saved');
      assert.equal(await page.getByLabel('Device key').inputValue(), '');
      assert.equal((await page.content()).includes('secret-device-key'), false);
      const { body } = await api('/notification-settings', { key: served.system.readKey });
      assert.equal(body.data.pushConfigured, true);
    });

    it('lists those writes on the activity screen with the member and web session as actor, filterable', async () => {
      const { page } = suite.browser;
      await page.goto(`${served.system.baseUrl}/activity`);
      const events = page.getByRole('main').getByRole('listitem');
      const latest = events.first();
      assert.match(
        String(await latest.textContent()),
        /^owner@example\.com changed the reminder settings/,
      );
      // D45: the details name the member behind a web write, then the session.
      await latest.getByText('Details of this event').click();
      assert.match(String(await latest.textContent()), /By\s*owner@example\.com, web session /);
      await page.getByText('Filters', { exact: true }).click();
      await page.getByLabel('Action').selectOption('subscription.created');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/action=subscription.created/);
      const lines = await page.getByRole('main').getByRole('listitem').allTextContents();
      assert.equal(lines.length, 4);
      assert.ok(
        lines.every((text) => /^An API key added \S/.test(text)),
        lines.join(' | '),
      );
      assert.equal(await page.getByText('Filters (1 in use)').count(), 1);
    });

    it('shows the duplicate group on insights, names as text', async () => {
      const { page } = suite.browser;
      await page.goto(`${served.system.baseUrl}/insights`);
      const group = page.getByRole('table', { name: '“Netflix”: 2 subscriptions' });
      assert.equal(await group.getByRole('rowheader').count(), 2);
      // Amounts follow the page's language (English here), not the reminders' locale.
      assert.match(String(await group.textContent()), /€13\.99/);
      assert.equal((await page.getByRole('rowheader', { name: XSS }).count()) >= 2, true);
    });
  });
}

describe('notifications, activity, insights: axe and screenshots', () => {
  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page) => {
      for (const screen of ['insights', 'notifications', 'activity']) {
        await page.goto(`${served.system.baseUrl}/${screen}`);
        await checkAccessibility(page);
        await screenshot(page, screen);
      }
      await page.goto(`${served.system.baseUrl}/activity`);
      await page.getByText('Details of this event').first().click();
      await checkAccessibility(page);
      await page.goto(`${served.system.baseUrl}/notifications`);
      await page.getByLabel('Push URL').fill('not a url');
      await page.getByRole('button', { name: 'Save push endpoint' }).click();
      await checkAccessibility(page);
      await screenshot(page, 'notifications-error');
    },
  );
});
