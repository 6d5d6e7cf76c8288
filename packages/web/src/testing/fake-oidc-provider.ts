import { createHash, randomBytes, sign } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_PUBLIC_JWK, TEST_SIGNING_KEY } from './test-signing-key.js';

/** The client the fake provider knows. */
export const FAKE_CLIENT = { id: 'subtrack', secret: 'fake-client-secret-0123456789' };

/** What the fake provider vouches for when it "signs someone in". */
export interface FakeLogin {
  subject: string;
  email?: string;
  /** An ID token nonce other than the one the authorization request asked for. */
  nonce?: string;
}

/** A small OpenID Connect provider for unit tests: it signs in whoever a test says. */
export interface FakeOidcProvider {
  issuer: string;
  /** Requests to its token endpoint so far. */
  tokenRequests: number;
  /** While true, every request gets 503 (a provider that is down). */
  down: boolean;
  /**
   * Answer a wrong client secret with 401 and a `WWW-Authenticate: Basic` challenge (as
   * oidc-provider does) instead of an `invalid_client` body.
   */
  challengeWrongClient: boolean;
  /**
   * Plays the provider's part of a round trip: takes the authorization URL subtrack sent the
   * browser to, and answers the callback URL (path and query) the provider sends it back to.
   */
  authorize(authorizationUrl: string, login: FakeLogin): string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/** True when HTTP Basic names the fake client and its secret (each form-urlencoded, RFC 6749). */
function sentClient(authorization: string | undefined): boolean {
  const [scheme, encoded = ''] = (authorization ?? '').split(' ');
  const [id = '', secret = ''] = Buffer.from(encoded, 'base64').toString().split(':');
  return (
    scheme === 'Basic' &&
    decodeURIComponent(id) === FAKE_CLIENT.id &&
    decodeURIComponent(secret) === FAKE_CLIENT.secret
  );
}

/**
 * Starts the fake provider on 127.0.0.1 (port 0): discovery, JWKS and a token endpoint that
 * checks the client's secret (HTTP Basic), the PKCE verifier, and uses each code once.
 * Closed after the test.
 */
export async function startFakeOidcProvider(t: {
  after(fn: () => void): void;
}): Promise<FakeOidcProvider> {
  const codes = new Map<string, { login: FakeLogin; nonce: string; challenge: string }>();
  let issuer = '';
  const idToken = (login: FakeLogin, nonce: string) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      sub: login.subject,
      aud: FAKE_CLIENT.id,
      iat: now,
      exp: now + 300,
      nonce: login.nonce ?? nonce,
      ...(login.email ? { email: login.email, email_verified: true } : {}),
    };
    const signed = `${base64url({ alg: 'RS256', kid: TEST_PUBLIC_JWK.kid, typ: 'JWT' })}.${base64url(claims)}`;
    const signature = sign('sha256', Buffer.from(signed), TEST_SIGNING_KEY).toString('base64url');
    return `${signed}.${signature}`;
  };
  const provider: FakeOidcProvider = {
    issuer: '',
    tokenRequests: 0,
    down: false,
    challengeWrongClient: false,
    authorize(authorizationUrl, login) {
      const asked = new URL(authorizationUrl).searchParams;
      const code = randomBytes(16).toString('base64url');
      codes.set(code, {
        login,
        nonce: asked.get('nonce') ?? '',
        challenge: asked.get('code_challenge') ?? '',
      });
      const back = new URL(asked.get('redirect_uri') ?? '');
      back.search = new URLSearchParams({
        code,
        state: asked.get('state') ?? '',
        iss: issuer,
      }).toString();
      return back.pathname + back.search;
    },
  };
  const server = createServer(async (request, response) => {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    };
    if (provider.down) return json(503, { error: 'temporarily_unavailable' });
    if (request.url === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (request.url === '/jwks') return json(200, { keys: [TEST_PUBLIC_JWK] });
    if (request.url === '/token' && request.method === 'POST') {
      provider.tokenRequests += 1;
      if (!sentClient(request.headers.authorization)) {
        if (provider.challengeWrongClient) {
          response.setHeader('WWW-Authenticate', 'Basic realm="fake", error="invalid_client"');
        }
        return json(401, { error: 'invalid_client' });
      }
      const form = await bodyOf(request);
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!issued || issued.challenge !== challenge) return json(400, { error: 'invalid_grant' });
      return json(200, {
        access_token: randomBytes(16).toString('base64url'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken(issued.login, issued.nonce),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  return provider;
}
