/**
 * Choosing a first password and the server-error page, in German and in Simplified Chinese
 * at 360 px: a new account's "choose a password" page after its sign-in link, the same page
 * sent empty with its errors, and the page of an unexpected failure (the activity's table
 * taken away under the running server). Each speaks the language, passes axe and never
 * scrolls sideways.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import {
  assertWalked,
  browserSuite,
  headedBy,
  newAccountSignInLink,
  says,
  WALK_LANGUAGES,
} from './support/index.js';

describe('choosing a first password and the server-error page in German and Chinese at 360 px', () => {
  const suite = browserSuite({ signedIn: false, width: 360 });

  for (const { acceptLanguage, lang } of WALK_LANGUAGES) {
    it(`asks for a first password in ${lang}, and says what is missing`, async () => {
      const { system } = suite;
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(system.baseUrl + (await newAccountSignInLink(system, `Neu ${lang}`)));
      await page.getByRole('button', { name: says(lang, 'signIn.link.submit') }).click();
      await page.waitForURL(`${system.baseUrl}/set-password`);
      await headedBy(page, says(lang, 'setPassword.heading'));
      await assertWalked(page, lang, 'set-password');

      await page.getByRole('button', { name: says(lang, 'setPassword.submit') }).click();
      await page.getByRole('alert').first().waitFor();
      await headedBy(page, says(lang, 'setPassword.heading'));
      await assertWalked(page, lang, 'set-password-refused');
      await context.close();
    });

    it(`says in ${lang} that something went wrong when the database fails`, async () => {
      const { system } = suite;
      const context = await suite.browser.newContext();
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(system.baseUrl + (await system.signInLink()));
      await page.getByRole('button', { name: says(lang, 'signIn.link.submit') }).click();
      await page.waitForURL(`${system.baseUrl}/`);
      // A real fault: the activity's table is gone while the server runs, so the activity
      // screen fails with the page of an unexpected failure.
      const db = new Database(system.db);
      try {
        db.exec('ALTER TABLE audit_records RENAME TO audit_records_away');
        const response = await page.goto(`${system.baseUrl}/activity`);
        assert.equal(response?.status(), 500);
        await headedBy(page, says(lang, 'error.server.heading'));
        await assertWalked(page, lang, 'server-error');
      } finally {
        db.exec('ALTER TABLE audit_records_away RENAME TO audit_records');
        db.close();
      }
      await context.close();
    });
  }
});
