/** How `serve` was told to reach the OpenID Connect provider. */
export interface OidcOptions {
  /** The provider's issuer URL (https, or http on a loopback address: checked by `serve`). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the buttons say: "Sign in with <name>", "Join with <name>", "Connect <name>". */
  name: string;
  /** Seconds to wait for each request to the provider (default 5). */
  timeoutSeconds?: number;
  /** Milliseconds after a failed check before the next request checks again (default 30 s). */
  retryMs?: number;
}
