/**
 * The owner's sign-in in a real browser: a link from the command line, the first
 * password, signing out and back in, a wrong password; with JavaScript on and off.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cliJson } from '../support/system.js';
import {
  browserSuite,
  servedSystem,
  signIn,
  signInLinkFor,
  signInWithPassword,
} from './support/index.js';

const served = servedSystem({ email: 'ada@example.com' });

for (const javaScriptEnabled of [true, false]) {
  describe(`sign-in (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    const suite = browserSuite({ javaScriptEnabled, system: () => served.system, signedIn: false });

    it('signs in with a one-time link after pressing "Sign in"; opened again, the link says it no longer works, with no button', async () => {
      const page = await (await suite.browser.newContext()).newPage();
      const link = served.system.baseUrl + (await served.system.signInLink());
      await page.goto(link);
      // Opening the link (what a mail scanner does) signs nobody in.
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${served.system.baseUrl}/`);
      assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1);
      // Opened again, the used link says so and offers no "Sign in" button (issue 20).
      const again = await (await suite.browser.newContext()).newPage();
      await again.goto(link);
      assert.equal(
        await again.getByRole('heading', { name: 'This sign-in link does not work' }).count(),
        1,
      );
      assert.equal(await again.getByRole('button', { name: 'Sign in' }).count(), 0);
    });

    it('asks for a password after a link when none is set, then signs out and back in with it', async () => {
      // A second account, made without email or password: the link is its only way in.
      const fresh = served.system;
      const owner = `new.owner.${javaScriptEnabled}@example.com`;
      {
        const { accountId } = await cliJson<{ accountId: string }>([
          'account',
          'create',
          '--name',
          'No password',
          '--db',
          fresh.db,
        ]);
        const signInUrl = await signInLinkFor(fresh.db, accountId);
        const page = await (await suite.browser.newContext()).newPage();
        await page.goto(fresh.baseUrl + signInUrl);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(`${fresh.baseUrl}/set-password`);
        await page.getByLabel('Email').fill(owner);
        await page.getByLabel('Password', { exact: true }).fill('short');
        await page.getByLabel('Confirm password').fill('short');
        await page.getByRole('button', { name: 'Save' }).click();
        assert.equal(
          await page
            .getByRole('link', {
              name: 'Choose a password of 12 to 256 characters; a few unrelated words work well.',
            })
            .count(),
          1,
        );
        assert.equal(await page.getByLabel('Email').inputValue(), owner);
        await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
        await page.getByLabel('Confirm password').fill('a long enough passphrase');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(`${fresh.baseUrl}/`);
        assert.equal(await page.getByRole('status').textContent(), 'Password saved');
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.waitForURL(`${fresh.baseUrl}/sign-in`);
        assert.equal(await page.getByRole('status').textContent(), 'You are signed out');
        await page.getByLabel('Email').fill(owner.toUpperCase());
        await page.getByLabel('Password').fill('a long enough passphrase');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(`${fresh.baseUrl}/`);
        assert.equal(await page.getByRole('button', { name: 'Sign out' }).count(), 1);
      }
    });

    it('says "Email or password is wrong" for a wrong password and for an unknown email alike, keeping the email', async () => {
      const page = await (await suite.browser.newContext()).newPage();
      await signInWithPassword(page, served.system, 'not the password at all');
      const wrong = await page.getByRole('alert').textContent();
      assert.equal(await page.getByLabel('Email').inputValue(), served.system.email);
      assert.equal(await page.getByLabel('Password').inputValue(), '');
      await signInWithPassword(page, { ...served.system, email: 'nobody@example.com' });
      assert.equal(await page.getByRole('alert').textContent(), wrong);
      assert.match(String(wrong), /Email or password is wrong/);
    });

    it('goes back to the page asked for after signing in', async () => {
      const page = await (await suite.browser.newContext()).newPage();
      await page.goto(`${served.system.baseUrl}/account`);
      await page.waitForURL(/\/sign-in\?next=%2Faccount$/);
      await page.getByLabel('Email').fill(served.system.email);
      await page.getByLabel('Password').fill(served.system.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${served.system.baseUrl}/account`);
      assert.equal(await page.getByRole('heading', { name: 'Account', level: 1 }).count(), 1);
      await signIn(page, served.system);
    });
  });
}
