import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { oidcWarning } from './oidc-warning.js';

describe('the start-up warning of a misconfigured identity provider', () => {
  it('names the cause and what to check, and says the server runs', () => {
    const unreachable = oidcWarning(
      'Authelia',
      'https://auth.example.com/',
      'unreachable',
      'ECONNREFUSED',
    );
    assert.match(
      unreachable,
      /^subtrack: warning: sign-in with Authelia does not work: cannot reach the identity provider at https:\/\/auth\.example\.com\/ \(ECONNREFUSED\); check --oidc-issuer/,
    );
    assert.match(unreachable, /The server runs/);
    const refused = oidcWarning(
      'Authelia',
      'https://auth.example.com/',
      'client_refused',
      'invalid_client',
    );
    assert.match(
      refused,
      /refused the client id and secret; check --oidc-client-id and SUBTRACK_OIDC_CLIENT_SECRET/,
    );
  });
});
