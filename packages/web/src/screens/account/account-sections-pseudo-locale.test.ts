import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENCIES } from '@subtrack/domain';
import { h } from 'preact';
import { DeviceAccountSection } from '../../components/device-account-section.js';
import { OidcAccountSection } from '../../components/oidc-account-section.js';
import { PasskeyAccountSection } from '../../components/passkey-account-section.js';
import { formatInstant } from '../../format/format-date.js';
import { renderInPseudoLocale, unmarkedOnPage } from '../../testing/pseudo-locale.js';
import { HomeCurrencySection } from './home-currency-section.js';

const AT = '2026-11-01T08:00:00.000Z';
const zone = { locale: 'en', timeZone: 'UTC' };
// Names the member gave, the provider's, codes and times are shown as they are.
const AS_IS = [
  ...CURRENCIES,
  formatInstant(AT, 'en', 'UTC'),
  'Phone',
  'Laptop',
  'Authentik',
  'https://id.example.org',
  'user-42',
];

describe('the account screen’s own sections in the pseudo-locale', () => {
  it('say every word of the home currency, for those who change it and those who read it', () => {
    for (const [mayChange, homeCurrency] of [
      [true, 'EUR'],
      [false, null],
      [false, 'EUR'],
    ] as const) {
      const section = h(HomeCurrencySection, { homeCurrency, mayChange, csrfToken: 'x' });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(section), AS_IS), []);
    }
  });

  it('say every word of sign-in with a provider, devices and passkeys through the catalogs', () => {
    const identity = { issuer: 'https://id.example.org', subject: 'user-42', createdAt: AT };
    for (const identities of [[], [identity]]) {
      const state = { name: 'Authentik', identities, ...zone };
      assert.deepEqual(
        unmarkedOnPage(
          renderInPseudoLocale(h(OidcAccountSection, { state, csrfToken: 'x' })),
          AS_IS,
        ),
        [],
      );
    }
    const device = {
      deviceId: 'd',
      label: 'Laptop',
      enabled: false,
      pushService: 'fcm',
      createdAt: AT,
    };
    for (const [devices, available] of [
      [[], false],
      [
        [
          { ...device, lastUsedAt: null },
          { ...device, deviceId: 'e', enabled: true, lastUsedAt: AT },
        ],
        true,
      ],
    ] as const) {
      const section = h(DeviceAccountSection, {
        devices: [...devices],
        publicKey: 'k',
        available,
        csrfToken: 'x',
        ...zone,
      });
      assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(section), AS_IS), []);
    }
    const passkey = { id: 'p', name: 'Phone', createdAt: AT, lastUsedAt: null };
    const passkeys = h(PasskeyAccountSection, {
      passkeys: [passkey],
      offer: { usable: true },
      csrfToken: 'x',
      ...zone,
    });
    assert.deepEqual(unmarkedOnPage(renderInPseudoLocale(passkeys), AS_IS), []);
  });
});
