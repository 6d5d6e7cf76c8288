import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/*
 * The RSA key every test identity provider signs its ID tokens with (the fake provider of the
 * web package's tests and the real `oidc-provider` of the browser tests). A fixed key made
 * for tests, never used elsewhere, instead of one generated per start: on Node 20, garbage
 * collection could run the generation job's destructor while the key was being exported as
 * a JWK, and the two took the key's lock on one thread, which hung the test process for good
 * (seen once in CI). Importing a key involves no such job, and costs no 0.15 s of CPU.
 */
const PRIVATE_JWK = {
  kty: 'RSA',
  n: 'lcKddMZdGA4VB1iDouGHt7BNtOePDnRguCZpTtKBKKx21U1Cdo1f2tux00i0Zju-8glQN_47V2_NrGZFTYvIdMQwwhHZ0LQks21-bMnEqV-juaTTal0QbKkbVVEdQaKdczDfojYq34NpmL7qDTNdD5Pf8R6tgCyIk7qJjpZpX1bKrlchhkmd4AZH32zJBFhe_Krz8H49NotFnIhPfA4SJ1aCBjAu7R03uNQst8RBnJaLcOzAw3u6Wwrz7QsHjsWM0zC8YiTNbY8ZVEKumcIfSnnadjR8Z_TByugl3GO5DV3Qfn-QQbX8pKK5vwHNvpoU11DhPgfjUSe4xiL-XTBRnw',
  e: 'AQAB',
  d: 'HcHDw5Y-nS7_IqyFy3GApBEV_6IbHMYnCbAoMI9HNqu-GPf3AtNofnY0yUSjA8VPVYxgMiAD7oW6mkzf7F6gAAOTpJwjaYLB4B0bh8Y3m2fzgkmr8HB5eP3I_pTVeVs0adUGOpcEwdC8xKr6mpDgJt49Gw37b4JpyODBwGFGoriwTwQz_5uN8XpLrMBPIRE4ZIu06buTRrHiEsmPRX5HvWs3FVYj_VY0e6e-yGK_hdplyySXFKJwjpRpC4XOEI0VDDTZDKGDodUM2rCjvdyq7NiXowJtTQQ8FUAnZa-ZhsQcykSs8STXEGRimaxnSlk83v7jmxwNhZrLL4VE9lF3sQ',
  p: 'xsbtvyllSjW8BE5-TyLMbPmA_eq63oxAbTegrnPFLelAQbEXiGgS5Pom-RCSUy0PvgKvGxKRPKBGWtbNvzNplj-jBKPfzE_0m_xemKBsS08r0xCg6nhk98K66PLmaPD5WD7NCJSfsEFTuw5-w8FwhzyPn1IzTsa3RMRqPSRhp-M',
  q: 'wN9XZVrRG-5iYfA9J2dq99YGWXgNHFSOYO7C3Y--i9yFHk-5l7UBKmhAPiYBS_YnOid18kI0qTIALBk1-kOgvQdY7Z6HXjvTXo_37te108tsxCGiMLaPQaXMWHAYUf2xMCHJbbrQOr_LpyqTI_agCKpecHlNtPITVRi2vXSaBBU',
  dp: 'v0LbsesP1hbcATzRli2Ci3yLXEaGZeqHd09mIVWtrV5ZAJx4azzQqVf1NgN29-dM1WRZvm_gJXiGGZPDxqyedP5oSeewSDPKxmhPUQZTDSdxoJXIb7NGW4sYM1q8zs7G7N0IhbAT8xD4ku0AljTDpKxl-UOrsKnN37IqEwi1mkc',
  dq: 'rH7TFhXMETP5j2gh-XzXwUIMObZR23WQRQclBq0JmOKnt71L2m-K1FeapTquTDahTLSAGyO1H2FVoBsIGISlXIoWsaXnoZLV7qvJ7TXFK9-yrhL6kKClrOvQv4O5bJL9BnQhR18d3n0scZx1LmPjKvzcK7GBmwQp4CCTRwvityU',
  qi: 'nqi9ZOj3lYGeDCNf39oH40GuIIBGsNzJ75lHbC9tHmkrodNjNi45iGZqusorJV84Zs0Nq0RfzJRM9W8DELwk717GcTaYTma7CNsZQnDQ2zB_2r_ka583yWGGtLQttlCND1oC8rtgnCnbnLt6VqrL7qNnLPxWJNsH_ioifVHH5nw',
} as const satisfies JsonWebKey;

/** The private key as a JWK (what `oidc-provider` takes), with its id and algorithm. */
export const TEST_SIGNING_JWK = { ...PRIVATE_JWK, kid: 'test', use: 'sig', alg: 'RS256' };

/** The private key, to sign with. */
export const TEST_SIGNING_KEY: KeyObject = createPrivateKey({ key: PRIVATE_JWK, format: 'jwk' });

/** The public half as a JWK, for a provider's `jwks_uri`. */
export const TEST_PUBLIC_JWK = {
  kty: PRIVATE_JWK.kty,
  n: PRIVATE_JWK.n,
  e: PRIVATE_JWK.e,
  kid: 'test',
  use: 'sig',
  alg: 'RS256',
};
