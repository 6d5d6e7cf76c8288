import { createPublicKey, verify } from 'node:crypto';

/** What a push service learns from a request's `Authorization: vapid t=..., k=...` header. */
export interface VapidClaims {
  /** The push service origin the token is for. */
  aud: string;
  /** The operator's contact. */
  sub: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The server's public key (base64url), which every device subscribed with. */
  publicKey: string;
}

const MAX_LIFETIME_SECONDS = 24 * 60 * 60;

const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Checks a VAPID header as a push service does (RFC 8292): the scheme `vapid` with `t` (a JWT
 * signed ES256) and `k` (the signer's P-256 public key), a signature that `k` verifies, `aud`
 * the service's own origin, `exp` in the future and at most 24 hours ahead, and `sub` given.
 * Answers the claims, or throws saying what is wrong.
 */
export function checkVapid(header: string | undefined, origin: string, nowMs: number): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header ?? '(none)'}`);
  const [, token = '', publicKey = ''] = match;
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (json(head).alg !== 'ES256' || !signed) throw new Error('the JWT is not signed ES256 by k');
  const claims = json(body) as Omit<VapidClaims, 'publicKey'>;
  const now = nowMs / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + MAX_LIFETIME_SECONDS))
    throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('sub is missing');
  return { aud: claims.aud, sub: claims.sub, exp: claims.exp, publicKey };
}
