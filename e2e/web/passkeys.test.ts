/**
 * Passkeys in a real browser: Chromium's virtual authenticator (DevTools protocol,
 * `WebAuthn.addVirtualAuthenticator`: a platform authenticator with discoverable
 * credentials that verifies its user) against `subtrack serve` on SQLite, opened at
 * http://localhost:<port> (a secure context, as WebAuthn needs). Add a passkey on the
 * account screen, sign out, sign in with it, remove it, and see it sign in no more; at a
 * bare IP address and with JavaScript off the page explains instead of offering a button.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  checkAccessibility,
  pageWithAuthenticator,
  screenshot,
  signInWithPassword,
  startSystem,
  type WebSystem,
} from './support/index.js';

let system: WebSystem;
// The same server by name: browsers refuse passkeys at an IP address such as 127.0.0.1.
let byName: WebSystem;
before(async () => {
  system = await startSystem({ email: 'ada@example.com' });
  byName = { ...system, baseUrl: system.baseUrl.replace('//127.0.0.1:', '//localhost:') };
});
after(() => system?.dispose());

const statusOf = (page: Page) => page.getByRole('status').textContent();

describe('passkeys (JavaScript on)', () => {
  const suite = browserSuite({ system: () => system, signedIn: false });

  it('adds a passkey, signs in with it after signing out, removes it, and then it signs in no more', async () => {
    const page = await pageWithAuthenticator(await suite.browser.newContext());
    await signInWithPassword(page, byName);
    await page.waitForURL(`${byName.baseUrl}/`);
    await page.goto(`${byName.baseUrl}/account`);
    assert.equal(await page.getByText('You have no passkeys yet.').count(), 1);
    await page.getByLabel('Passkey name').fill('Laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.waitForURL(`${byName.baseUrl}/account`);
    assert.equal(await statusOf(page), 'Passkey “Laptop” added');
    const row = page.getByRole('row', { name: /Laptop/ });
    assert.equal(await row.getByRole('cell').nth(2).textContent(), 'Never');
    await checkAccessibility(page);
    await screenshot(page, 'account-passkeys');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${byName.baseUrl}/sign-in`);
    await checkAccessibility(page);
    await screenshot(page, 'sign-in-passkey');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${byName.baseUrl}/`);
    assert.equal(await page.getByRole('button', { name: 'Sign out', exact: true }).count(), 1);
    await page.goto(`${byName.baseUrl}/account`);
    assert.notEqual(await row.getByRole('cell').nth(2).textContent(), 'Never');

    await page.getByRole('button', { name: 'Remove passkey Laptop' }).click();
    // A GET form: the address ends in "remove?".
    await page.waitForURL(/\/account\/passkeys\/[^/]+\/remove\??$/);
    assert.equal(
      await page.getByRole('heading', { name: 'Remove the passkey “Laptop”?' }).count(),
      1,
    );
    await page.getByRole('button', { name: 'Remove passkey' }).click();
    await page.waitForURL(`${byName.baseUrl}/account`);
    assert.equal(await statusOf(page), 'Passkey “Laptop” removed');
    assert.equal(await page.getByText('You have no passkeys yet.').count(), 1);

    // The authenticator still holds the credential; the server no longer accepts it.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL(`${byName.baseUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(/\/sign-in\/passkey$/);
    assert.match(
      String(await page.getByRole('alert').textContent()),
      /That passkey did not sign you in/,
    );
    assert.equal(await page.getByRole('button', { name: 'Sign out', exact: true }).count(), 0);
  });

  it('explains at a bare IP address that passkeys need a name, with no passkey button', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`${system.baseUrl}/sign-in`);
    assert.equal(await page.getByRole('button', { name: 'Sign in with a passkey' }).count(), 0);
    assert.equal(await page.getByText(/not by an IP address/).count(), 1);
    await screenshot(page, 'sign-in-passkey-ip-address');
  });
});

describe('passkeys (JavaScript off)', () => {
  const suite = browserSuite({ javaScriptEnabled: false, system: () => system, signedIn: false });

  it('shows no passkey button but says it needs JavaScript, and the password still signs in', async () => {
    const page = await (await suite.browser.newContext()).newPage();
    await page.goto(`${byName.baseUrl}/sign-in`);
    assert.equal(await page.getByRole('button', { name: 'Sign in with a passkey' }).count(), 0);
    assert.equal(
      await page.getByText('Signing in with a passkey needs JavaScript', { exact: false }).count(),
      1,
    );
    await signInWithPassword(page, byName);
    await page.waitForURL(`${byName.baseUrl}/`);
    await page.goto(`${byName.baseUrl}/account`);
    assert.equal(await page.getByRole('button', { name: 'Add a passkey' }).count(), 0);
    assert.equal(
      await page.getByText('Adding a passkey needs JavaScript', { exact: false }).count(),
      1,
    );
  });
});
