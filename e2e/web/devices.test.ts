/**
 * "Reminders on this device" on the account screen (issue 38): the switch shows where the
 * browser can subscribe (a secure context: http://localhost here), and a member sees and
 * removes their devices with JavaScript off.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_BROWSER_KEYS } from '@subtrack/domain/testing';
import {
  atLocalhost,
  browserSuite,
  checkAccessibility,
  screenshot,
  servedSystem,
} from './support/index.js';

const served = servedSystem({ email: 'ada@example.com' });
// The same server by name: a browser offers push subscriptions in a secure context only.
const byName = () => atLocalhost(served.system);

describe('Reminders on this device', () => {
  describe('a phone with JavaScript', () => {
    const suite = browserSuite({ system: byName, width: 390 });

    it('offers the switch in a browser that can take notifications', async () => {
      const { page, system } = suite;
      await page.goto(`${system.baseUrl}/account`);
      const section = page.getByRole('region', { name: 'Reminders on this device' });
      await section.getByRole('button', { name: 'Turn on reminders on this device' }).waitFor();
      assert.equal(
        await section.getByText(/needs JavaScript|cannot show notifications/).isVisible(),
        false,
      );
      await checkAccessibility(page);
      await screenshot(page, 'account-devices');
    });
  });

  describe('a phone without JavaScript', () => {
    const suite = browserSuite({ system: byName, width: 390, javaScriptEnabled: false });

    it('lists a device turned on earlier and removes it with JavaScript off', {
      timeout: 90_000,
    }, async () => {
      const { page } = suite;
      const { baseUrl } = suite.system;
      await page.goto(`${baseUrl}/account`);
      // What the switch's script sends once Chrome on Android has subscribed.
      const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
      const added = await page.request.post(`${baseUrl}/account/devices`, {
        form: {
          _csrf: csrf,
          endpoint: 'https://fcm.googleapis.com/fcm/send/phone-1',
          ...TEST_BROWSER_KEYS,
        },
        headers: {
          'User-Agent':
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
          Origin: baseUrl,
        },
      });
      assert.equal(added.status(), 200);
      await page.goto(`${baseUrl}/account`);
      const devices = page.getByRole('table', { name: 'Your devices' });
      assert.equal(
        await devices.getByRole('cell', { name: /^Chrome on Android Added/ }).count(),
        1,
      );
      assert.ok(await page.getByText('Turning reminders on needs JavaScript').isVisible());
      await screenshot(page, 'account-devices-no-script');
      await devices.getByRole('button', { name: 'Remove Chrome on Android' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Reminders are off on Chrome on Android' })
        .waitFor();
      assert.equal(await page.getByRole('table', { name: 'Your devices' }).count(), 0);
    });
  });
});
