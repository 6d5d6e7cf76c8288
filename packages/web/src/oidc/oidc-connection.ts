import * as client from 'openid-client';
import type { OidcOptions } from './oidc-options.js';
import type { OidcProblem } from './oidc-problem.js';

/** The result of checking the provider: its configuration, or what is wrong. */
export type OidcCheck =
  | { config: client.Configuration; problem: null }
  | { config: null; problem: OidcProblem; detail: string };

// A code no provider issued: the token endpoint authenticates the client before it looks at
// the code, so `invalid_client` means a wrong id or secret and `invalid_grant` means both are right.
const PROBE = { code: 'subtrack-configuration-check', redirect_uri: 'https://invalid.invalid/' };

/** The network failure behind a thrown `fetch` (ECONNREFUSED, a timeout), in a few words. */
function networkDetail(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * True when the provider answered that it does not know subtrack's client id and secret:
 * `invalid_client` in the body, or a 401 with a `WWW-Authenticate` challenge (HTTP Basic
 * refused: what oidc-provider and others answer).
 */
export function isClientRefusal(error: unknown): boolean {
  if (error instanceof client.ResponseBodyError) return error.error === 'invalid_client';
  return error instanceof client.WWWAuthenticateChallengeError && error.status === 401;
}

/** True when the provider could not be reached at all (no answer, not an OAuth error). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError'))
  );
}

/** Discovery, then the client-credential probe (see `PROBE`). Never throws. */
async function checkProvider(options: OidcOptions): Promise<OidcCheck> {
  const issuer = new URL(options.issuer);
  let config: client.Configuration;
  try {
    config = await client.discovery(
      issuer,
      options.clientId,
      undefined,
      client.ClientSecretBasic(options.clientSecret),
      {
        timeout: options.timeoutSeconds ?? 5,
        // `serve` accepts an http:// issuer only on a loopback address (a local provider).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      },
    );
  } catch (error) {
    return { config: null, problem: 'unreachable', detail: networkDetail(error) };
  }
  try {
    await client.genericGrantRequest(config, 'authorization_code', PROBE);
  } catch (error) {
    if (isClientRefusal(error)) {
      return { config: null, problem: 'client_refused', detail: 'invalid_client' };
    }
    if (isUnreachable(error)) {
      return { config: null, problem: 'unreachable', detail: networkDetail(error) };
    }
  }
  return { config, problem: null };
}

/**
 * The connection to the identity provider, made lazily: `serve` checks it once at
 * start-up (and warns), and every sign-in page and sign-in asks again. A failed check is
 * tried again at most every `retryMs` (a provider that comes up later, a secret fixed at
 * the provider), so nothing crashes and nobody waits on a provider known to be down.
 */
export class OidcConnection {
  private last: OidcCheck | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private running: Promise<OidcCheck> | null = null;

  constructor(
    readonly options: OidcOptions,
    private readonly now: () => number = Date.now,
  ) {}

  /** The button's name of the provider ("Authelia"). */
  get name(): string {
    return this.options.name;
  }

  /** The provider's configuration, or its problem; checks (again) when due. */
  check(): Promise<OidcCheck> {
    const retryMs = this.options.retryMs ?? 30_000;
    if (this.last?.problem === null) return Promise.resolve(this.last);
    if (this.last && this.now() - this.checkedAt < retryMs) return Promise.resolve(this.last);
    this.running ??= checkProvider(this.options).then((result) => {
      this.last = result;
      this.checkedAt = this.now();
      this.running = null;
      return result;
    });
    return this.running;
  }

  /** The provider refused the client during a sign-in: say so until the next check. */
  clientRefused(): void {
    this.last = { config: null, problem: 'client_refused', detail: 'invalid_client' };
    this.checkedAt = this.now();
  }
}
