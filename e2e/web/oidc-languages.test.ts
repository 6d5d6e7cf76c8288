/**
 * Signing in with an identity provider, in German and in Simplified Chinese at 360 px: the
 * sign-in page with the provider's button, the page for a provider login no member uses,
 * and an invitation link for the provider that no longer works. Each speaks the language,
 * passes axe and never scrolls sideways.
 */
import { after, before, describe, it } from 'node:test';
import {
  assertWalked,
  browserSuite,
  headedBy,
  says,
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
    });
  }
});
