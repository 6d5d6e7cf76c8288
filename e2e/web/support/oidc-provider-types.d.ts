/**
 * The part of `oidc-provider` (a root devDependency without its own types) the browser
 * tests use: a provider made from its issuer and configuration, served as a Node handler.
 */
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';

  interface ProviderAccount {
    accountId: string;
    claims(): Record<string, unknown>;
  }

  interface ProviderConfiguration {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    pkce: { required: () => boolean };
    claims: Record<string, string[]>;
    findAccount(ctx: unknown, id: string): ProviderAccount;
    features: Record<string, { enabled: boolean }>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: ProviderConfiguration);
    callback(): RequestListener;
  }
}
