import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { h } from 'preact';
import { renderInPseudoLocale, unmarkedOnPage } from '../testing/pseudo-locale.js';
import { aWebSession } from '../testing/test-session.js';
import { InvitationInvalidScreen, InvitationScreen } from './invitation-screen.js';
import {
  OidcAlreadyMemberScreen,
  OidcContinueScreen,
  OidcFailureScreen,
  OidcInvitationInvalidScreen,
  OidcUnknownIdentityScreen,
} from './oidc-sign-in-screen.js';
import { RemovePasskeyScreen } from './remove-passkey-screen.js';
import { SetPasswordScreen } from './set-password-screen.js';
import { SignInLinkInvalidScreen, SignInLinkScreen } from './sign-in-link-screen.js';
import { SignInScreen } from './sign-in-screen.js';
import { TooManySignInsScreen } from './too-many-sign-ins-screen.js';

const session = aWebSession();
const passkey = {
  id: 'pk-1',
  name: 'Work laptop',
  createdAt: '2026-11-01T08:00:00Z',
  lastUsedAt: null,
};

describe('the pages seen before signing in, in the pseudo-locale', () => {
  const pages = {
    'sign-in': h(SignInScreen, { csrfToken: 'token', passkey: { usable: true } }),
    'sign-in with an unreachable provider': h(SignInScreen, {
      csrfToken: 'token',
      oidc: { action: 'signIn', name: 'Authelia', href: '/sign-in/oidc', problem: 'unreachable' },
    }),
    invitation: h(InvitationScreen, {
      invitation: { accountName: 'Family', role: 'editor' } as never,
      csrfToken: 'token',
      action: '/invite/abc',
      email: '',
      oidc: { action: 'join', name: 'Authelia', href: '/sign-in/oidc/join/abc', problem: null },
    }),
    'used invitation': h(InvitationInvalidScreen, {}),
    'unknown provider login': h(OidcUnknownIdentityScreen, { name: 'Authelia' }),
    'provider sign-in refused': h(OidcFailureScreen, {
      name: 'Authelia',
      failure: 'refused',
      session: null,
    }),
    'provider refused our client': h(OidcFailureScreen, {
      name: 'Authelia',
      failure: 'client_refused',
      session,
    }),
    'used invitation of the provider': h(OidcInvitationInvalidScreen, {}),
    'provider login of a member': h(OidcAlreadyMemberScreen, { name: 'Authelia' }),
    'continue to the provider': h(OidcContinueScreen, {
      name: 'Authelia',
      url: 'https://id.example/auth',
      session,
    }),
    'sign-in at an IP address': h(SignInScreen, {
      csrfToken: 'token',
      passkey: { usable: false, reason: 'ip-address' },
    }),
    'sign-in over plain http': h(SignInScreen, {
      csrfToken: 'token',
      passkey: { usable: false, reason: 'not-secure' },
    }),
    'choose a password': h(SetPasswordScreen, { session, askEmail: true }),
    'remove a passkey': h(RemovePasskeyScreen, { session, passkey, added: 'Nov 1, 2026' }),
    'sign-in link': h(SignInLinkScreen, { csrfToken: 'token', action: '/sign-in/link/abc' }),
    'used sign-in link': h(SignInLinkInvalidScreen, {}),
    'too many sign-ins': h(TooManySignInsScreen, { minutes: 15 }),
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`says every word of the ${name} page from the catalogs`, () => {
      assert.deepEqual(
        unmarkedOnPage(renderInPseudoLocale(page), [
          session.email,
          passkey.name,
          'Nov 1, 2026',
          'Authelia',
          'Family',
        ]),
        [],
      );
    });
  }
});
