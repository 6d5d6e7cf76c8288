/**
 * Signing in with an identity provider, in German and in Simplified Chinese at 360 px: the
 * sign-in page with the provider's button, the page for a provider login no member uses,
 * an invitation link for the provider that no longer works, an answer that no sign-in here
 * began; the "continue to the provider" page of the account's Connect button, and joining
 * with a login that already belongs to a member. Each speaks the language, passes axe and
 * never scrolls sideways.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Route } from 'playwright-core';
import { cliJson } from '../support/system.js';
import {
  assertWalked,
  browserSuite,
  headedBy,
  says,
  signIn,
  WALK_LANGUAGES,
  type WebSystem,
} from './support/index.js';
import {
  keepProviderPagesOffline,
  signInAtProvider,
  startOidcProvider,
  startSystemWithProvider,
  type TestOidcProvider,
} from './support/oidc-provider.js';

const NAME = 'Firmenkonto';
let provider: TestOidcProvider;
let system: WebSystem;
before(async () => {
  provider = await startOidcProvider();
  system = await startSystemWithProvider(provider, NAME);
  provider.allowRedirect(`${system.baseUrl}/sign-in/oidc/callback`);
});
after(async () => {
  await system?.dispose();
  await provider?.close();
});

describe('signing in with an identity provider in German and Chinese at 360 px', () => {
  const suite = browserSuite({ system: () => system, signedIn: false, width: 360 });

  for (const { acceptLanguage, lang } of WALK_LANGUAGES) {
    it(`offers the provider, and says in ${lang} when its login belongs to no member`, async () => {
      const context = await suite.browser.newContext();
      await keepProviderPagesOffline(context);
      const page = await context.newPage();
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/sign-in`);
      const button = page.getByRole('link', { name: new RegExp(NAME) });
      await button.waitFor();
      await assertWalked(page, lang, 'sign-in-oidc');

      await button.click();
      await signInAtProvider(page, provider.issuer, `unbekannt-${lang}`);
      await headedBy(page, says(lang, 'oidc.unknown.heading', { name: NAME }));
      await assertWalked(page, lang, 'oidc-unknown');

      await page.goto(`${system.baseUrl}/sign-in/oidc/join/no-such-invitation`);
      await headedBy(page, says(lang, 'oidc.invitationInvalid.heading'));
      await assertWalked(page, lang, 'oidc-invitation-invalid');

      // An answer no sign-in in this browser began (a forged or stale callback).
      const forged = await page.goto(`${system.baseUrl}/sign-in/oidc/callback?code=x&state=y`);
      assert.equal(forged?.status(), 400);
      await headedBy(page, says(lang, 'oidc.failure.notFinished'));
      await assertWalked(page, lang, 'oidc-failure');
      await context.close();
    });

    it(`connects the provider on the account screen in ${lang}, and says when joining with that login again`, async () => {
      const login = `inhaber-${lang}`;
      const owner = await suite.browser.newContext();
      await keepProviderPagesOffline(owner);
      const page = await owner.newPage();
      await signIn(page, system);
      await page.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await page.goto(`${system.baseUrl}/account`);
      // The provider answers nothing at first, so the page that goes on to it stays open.
      const holdProvider = (route: Route) => route.fulfill({ status: 204 });
      await owner.route(`${provider.issuer}/**`, holdProvider);
      await page
        .getByRole('button', { name: says(lang, 'account.oidc.connect', { name: NAME }) })
        .click();
      await headedBy(page, says(lang, 'oidc.continue.heading', { name: NAME }));
      await assertWalked(page, lang, 'oidc-continue');
      await owner.unroute(`${provider.issuer}/**`, holdProvider);
      await page
        .getByRole('link', { name: says(lang, 'oidc.continue.heading', { name: NAME }) })
        .click();
      await signInAtProvider(page, provider.issuer, login);
      await page.waitForURL(`${system.baseUrl}/account`);
      await owner.close();

      // Someone opens an invitation and joins with the login the owner has just connected.
      const { inviteUrl } = await cliJson<{ inviteUrl: string }>([
        'account',
        'invite',
        '--account',
        system.accountId,
        '--role',
        'editor',
        '--db',
        system.db,
      ]);
      const invitee = await suite.browser.newContext();
      await keepProviderPagesOffline(invitee);
      const joining = await invitee.newPage();
      await joining.setExtraHTTPHeaders({ 'Accept-Language': acceptLanguage });
      await joining.goto(system.baseUrl + inviteUrl);
      await joining.getByRole('link', { name: new RegExp(NAME) }).click();
      await signInAtProvider(joining, provider.issuer, login);
      await headedBy(joining, says(lang, 'oidc.alreadyMember.heading', { name: NAME }));
      await assertWalked(joining, lang, 'oidc-already-member');
      await invitee.close();
    });
  }
});
