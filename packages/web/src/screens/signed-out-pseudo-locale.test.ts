import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { h } from 'preact';
import { uncatalogedTexts } from '../testing/pseudo-render.js';
import { SignInLinkInvalidScreen, SignInLinkScreen } from './sign-in-link-screen.js';
import { TooManySignInsScreen } from './too-many-sign-ins-screen.js';

describe('the pages seen before signing in, in the pseudo-locale', () => {
  const pages = {
    'sign-in link': h(SignInLinkScreen, { csrfToken: 'token', action: '/sign-in/link/abc' }),
    'used sign-in link': h(SignInLinkInvalidScreen, {}),
    'too many sign-ins': h(TooManySignInsScreen, { minutes: 15 }),
  };
  for (const [name, page] of Object.entries(pages)) {
    it(`says every word of the ${name} page from the catalogs`, () => {
      assert.deepEqual(uncatalogedTexts(page), []);
    });
  }
});
