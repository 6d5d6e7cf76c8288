import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { h } from 'preact';
import { uncatalogedTexts } from '../testing/pseudo-render.js';
import { aWebSession } from '../testing/test-session.js';
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
      assert.deepEqual(uncatalogedTexts(page, [session.email, passkey.name, 'Nov 1, 2026']), []);
    });
  }
});
