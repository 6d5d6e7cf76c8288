import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../cli/cli-errors.js';
import { isLoopbackHost, resolveOidcSettings } from './oidc-settings.js';
import { parsePublicUrl } from './public-url.js';

const SECRET = { SUBTRACK_OIDC_CLIENT_SECRET: 's3cret-value' };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof UsageError, `a usage error (exit 2), got ${String(error)}`);
    return error.message;
  }
  assert.fail('it was accepted');
}

describe('serve --oidc-issuer, --oidc-client-id, --oidc-name', () => {
  it('is off without --oidc-issuer', () => {
    assert.equal(resolveOidcSettings({}, SECRET), null);
  });

  it('reads the flags, and the secret from SUBTRACK_OIDC_CLIENT_SECRET only', () => {
    const values = {
      'oidc-issuer': 'https://auth.example.com',
      'oidc-client-id': 'subtrack',
      'oidc-name': 'Authelia',
    };
    assert.deepEqual(resolveOidcSettings(values, SECRET), {
      issuer: 'https://auth.example.com/',
      clientId: 'subtrack',
      clientSecret: 's3cret-value',
      name: 'Authelia',
    });
  });

  it('takes the environment variables when no flag is given, the flag when both are', () => {
    const env = {
      ...SECRET,
      SUBTRACK_OIDC_ISSUER: 'https://kc.example.com/realms/home',
      SUBTRACK_OIDC_CLIENT_ID: 'from-env',
    };
    const fromEnv = resolveOidcSettings({}, env);
    assert.equal(fromEnv?.issuer, 'https://kc.example.com/realms/home');
    assert.equal(fromEnv?.clientId, 'from-env');
    assert.equal(fromEnv?.name, 'your identity provider');
    assert.equal(resolveOidcSettings({ 'oidc-client-id': 'flag' }, env)?.clientId, 'flag');
  });

  it('accepts an http:// issuer only on a loopback address', () => {
    for (const issuer of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']) {
      const settings = resolveOidcSettings(
        { 'oidc-issuer': issuer, 'oidc-client-id': 'c' },
        SECRET,
      );
      assert.equal(settings?.issuer, `${issuer}/`);
    }
    for (const issuer of [
      'http://auth.example.com',
      'http://192.168.1.10:9091',
      'http://10.0.0.1',
    ]) {
      const message = refusal(() =>
        resolveOidcSettings({ 'oidc-issuer': issuer, 'oidc-client-id': 'c' }, SECRET),
      );
      assert.match(
        message,
        /--oidc-issuer must be an https:\/\/ URL; http:\/\/ is accepted only on this machine/,
      );
    }
    assert.equal(isLoopbackHost('127.5.6.7'), true);
    assert.equal(isLoopbackHost('128.0.0.1'), false);
    assert.equal(isLoopbackHost('localhost.example.com'), false);
  });

  it('refuses a half configuration, naming what is missing', () => {
    const issuer = { 'oidc-issuer': 'https://auth.example.com' };
    assert.match(
      refusal(() => resolveOidcSettings(issuer, SECRET)),
      /needs --oidc-client-id ID/,
    );
    assert.match(
      refusal(() => resolveOidcSettings({ ...issuer, 'oidc-client-id': 'c' }, {})),
      /needs the client secret in the environment variable SUBTRACK_OIDC_CLIENT_SECRET/,
    );
    assert.match(
      refusal(() => resolveOidcSettings({ 'oidc-client-id': 'c' }, SECRET)),
      /--oidc-client-id needs --oidc-issuer URL too/,
    );
    assert.match(
      refusal(() =>
        resolveOidcSettings({ 'oidc-issuer': 'auth.example.com', 'oidc-client-id': 'c' }, SECRET),
      ),
      /--oidc-issuer must be the provider's issuer URL/,
    );
    assert.match(
      refusal(() =>
        resolveOidcSettings(
          { ...issuer, 'oidc-client-id': 'c', 'oidc-name': 'x'.repeat(41) },
          SECRET,
        ),
      ),
      /--oidc-name must be at most 40 characters/,
    );
  });
});

describe('serve --public-url', () => {
  it('keeps the origin of an http(s) address without a path', () => {
    assert.equal(
      parsePublicUrl('https://subs.example.com/', '--public-url'),
      'https://subs.example.com',
    );
    assert.equal(parsePublicUrl('http://localhost:3000', '--public-url'), 'http://localhost:3000');
  });

  it('refuses a path, another scheme or no address, naming the flag', () => {
    for (const raw of [
      'https://example.com/subs',
      'ftp://example.com',
      'subs.example.com',
      'https://example.com/?a=1',
    ]) {
      assert.match(
        refusal(() => parsePublicUrl(raw, '--public-url')),
        /^--public-url must be/,
      );
    }
  });
});
