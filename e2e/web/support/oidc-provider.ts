/**
 * A real OpenID Connect provider for browser tests (`oidc-provider`, the library many
 * self-hosted providers are built on) on 127.0.0.1, port 0. Its development login page
 * signs in any login name (the name is the subject), then asks to "Continue" (consent).
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { BrowserContext, Page } from 'playwright-core';
import { TEST_SIGNING_JWK } from '../../../packages/web/src/testing/test-signing-key.js';
import { startSystem, type WebSystem } from './web-system.js';

/** The client subtrack is registered as. */
export const OIDC_CLIENT = { id: 'subtrack', secret: 'e2e-client-secret-of-subtrack-0123' };

/** Where `serve` reads the client secret: the environment, never a flag. */
export const OIDC_SECRET_ENV = 'SUBTRACK_OIDC_CLIENT_SECRET';

/** A web system whose `serve` signs in with `provider`, shown as `name`, with `secret`. */
export function startSystemWithProvider(
  provider: TestOidcProvider,
  name: string,
  secret = OIDC_CLIENT.secret,
): Promise<WebSystem> {
  return startSystem({
    serveArgs: [
      '--oidc-issuer',
      provider.issuer,
      '--oidc-client-id',
      OIDC_CLIENT.id,
      '--oidc-name',
      name,
    ],
    env: { [OIDC_SECRET_ENV]: secret },
  });
}

/** A running provider. */
export interface TestOidcProvider {
  issuer: string;
  /**
   * Registers subtrack's redirect URI (known once `serve` listens): the provider is made
   * again with the same issuer, keys and client, now allowed to redirect there.
   */
  allowRedirect(redirectUri: string): void;
  close(): Promise<void>;
}

/** Starts the provider; `allowRedirect` before the first sign-in. */
export async function startOidcProvider(): Promise<TestOidcProvider> {
  let handler: RequestListener = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const make = (redirectUris: string[]) => {
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: OIDC_CLIENT.id,
          client_secret: OIDC_CLIENT.secret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      // One signing key for every instance, so tokens verify against what subtrack discovered.
      jwks: { keys: [TEST_SIGNING_JWK] },
      cookies: { keys: ['e2e-cookie-key-0123456789abcdef'] },
      pkce: { required: () => true },
      claims: { openid: ['sub'], email: ['email', 'email_verified'] },
      findAccount: (_ctx, id) => ({
        accountId: id,
        claims: () => ({ sub: id, email: `${id}@example.com`, email_verified: true }),
      }),
      features: { devInteractions: { enabled: true } },
    });
    handler = provider.callback();
  };
  make(['http://127.0.0.1/placeholder']);
  return {
    issuer,
    allowRedirect: (redirectUri) => make([redirectUri]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The provider's login pages load a web font from Google: the test browser stays off the
 * network, so it gets an empty stylesheet instead (a failed load would be a console error).
 */
export async function keepProviderPagesOffline(context: BrowserContext): Promise<void> {
  await context.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
  );
}

/**
 * Plays a person at the provider: signs in as `login` when it asks, and presses "Continue"
 * when it asks for consent; a provider that remembers both sends the browser straight back.
 */
export async function signInAtProvider(page: Page, issuer: string, login: string): Promise<void> {
  await page.waitForURL((url) => url.origin !== issuer || url.pathname.startsWith('/interaction'));
  if (new URL(page.url()).origin !== issuer) return;
  if (await page.getByPlaceholder('Enter any login').count()) {
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.waitForURL(
      (url) => url.origin !== issuer || url.pathname.startsWith('/interaction'),
    );
  }
  if (new URL(page.url()).origin === issuer) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin !== issuer);
  }
}
