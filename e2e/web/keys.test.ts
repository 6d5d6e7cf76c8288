/**
 * The API keys screen in a real browser: create a write key, use it against
 * /api/v1, revoke it and get a 401; with JavaScript on and off; axe and screenshots at
 * 360 and 1280 px, light and dark.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aSubscriptionBody } from '@subtrack/domain/testing';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  checkAccessibility,
  itHasNoAxeViolationsAtEveryViewport,
  screenshot,
  servedSystem,
} from './support/index.js';

const served = servedSystem();

const api = (path: string, key: string, init: RequestInit = {}) =>
  fetch(`${served.system.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
  });

/** Creates a key on /keys as a person does and answers the secret the page shows once. */
async function createKey(page: Page, label: string, scope: 'read' | 'write'): Promise<string> {
  await page.goto(`${served.system.baseUrl}/keys`);
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Scope').selectOption(scope);
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.waitForURL(`${served.system.baseUrl}/keys`);
  return page.getByLabel('New API key').inputValue();
}

for (const javaScriptEnabled of [true, false]) {
  describe(`API keys (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    const suite = browserSuite({ javaScriptEnabled, system: () => served.system });

    it('creates a write key shown once that works against /api/v1, then revokes it: 401', async () => {
      const { page } = suite.browser;
      const label = `Home Assistant ${javaScriptEnabled ? 'js' : 'no-js'}`;
      const key = await createKey(page, label, 'write');
      assert.match(key, /^stk_[0-9a-f]{16}_[0-9a-f]{64}$/);
      assert.match(String(await page.getByRole('status').textContent()), /created/);
      assert.match(
        String(await page.getByText('It will not be shown again').textContent()),
        /not be shown again/,
      );
      assert.equal(
        await page.getByRole('button', { name: 'Copy key' }).isVisible(),
        javaScriptEnabled,
      );
      const row = page.getByRole('row', { name: new RegExp(label) });
      assert.match(String(await row.textContent()), /Write/);
      assert.match(String(await row.textContent()), /Never/);

      const list = await api('/subscriptions', key);
      assert.equal(list.status, 200);
      const created = await api('/subscriptions', key, {
        method: 'POST',
        body: JSON.stringify(aSubscriptionBody({ name: `Made with the ${label} key` })),
      });
      assert.equal(created.status, 201);

      await page.reload();
      assert.equal(await page.getByLabel('New API key').count(), 0, 'the secret is shown once');
      assert.doesNotMatch(String(await row.textContent()), /Never/, 'last used is recorded');

      await row.getByRole('button', { name: 'Revoke' }).click();
      await page.getByRole('heading', { name: `Revoke the key “${label}”?` }).waitFor();
      await page.getByRole('button', { name: 'Revoke', exact: true }).click();
      await page.waitForURL(`${served.system.baseUrl}/keys`);
      assert.match(String(await page.getByRole('status').textContent()), /revoked/);
      assert.match(String(await row.textContent()), /Revoked/);
      assert.equal((await api('/subscriptions', key)).status, 401);
    });

    it('shows the message beside Label and keeps what was typed', async () => {
      const { page } = suite.browser;
      await page.goto(`${served.system.baseUrl}/keys`);
      const long = 'x'.repeat(101);
      await page.getByLabel('Label').fill(long);
      await page.getByLabel('Scope').selectOption('read');
      await page.getByRole('button', { name: 'Create key' }).click();
      assert.equal(
        await page
          .getByRole('link', { name: 'Give the key a label of at most 100 characters, or none.' })
          .count(),
        1,
      );
      assert.equal(await page.getByLabel('Label').inputValue(), long);
      assert.equal(await page.getByLabel('Scope').inputValue(), 'read');
    });
  });
}

describe('API keys: axe and screenshots', () => {
  itHasNoAxeViolationsAtEveryViewport(
    () => served.system,
    async (page, { colorScheme, width }) => {
      await createKey(page, `<img src=x onerror=alert(1)> ${width} ${colorScheme}`, 'read');
      // A name made of markup is text (it would have run and changed the title otherwise).
      assert.equal(
        await page
          .getByRole('rowheader', {
            name: `<img src=x onerror=alert(1)> ${width} ${colorScheme}`,
          })
          .count(),
        1,
      );
      await checkAccessibility(page);
      await screenshot(page, 'keys');
      const revoke = page.getByRole('button', { name: 'Revoke' }).first();
      await revoke.click();
      await checkAccessibility(page);
      await screenshot(page, 'keys-revoke');
    },
  );
});
