import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { BlockedTargetError, refusalOf } from './private-address.js';

/** The `lookup` option of `net.connect` / `http.request`. */
export type LookupFunction = (
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) => void;

/** Throws a `BlockedTargetError` when `address` (what `host` is or resolved to) is not public. */
export function refusePrivate(host: string, address: string): void {
  const refusal = refusalOf(host, address);
  if (refusal !== null) throw new BlockedTargetError(refusal);
}

function dnsFamily(family: number | string | undefined): 0 | 4 | 6 {
  if (family === 4 || family === 'IPv4') return 4;
  if (family === 6 || family === 'IPv6') return 6;
  return 0;
}

/**
 * Resolves `host` to its addresses, refusing the lot when any of them is not a public
 * address (OWASP API7, D48: checked after DNS resolution; the caller then connects to a
 * checked address, so a second lookup cannot swap it for another).
 */
export async function resolvePublic(
  host: string,
  family: number | string | undefined = 0,
): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare)) {
    refusePrivate(bare, bare);
    return [{ address: bare, family: isIP(bare) }];
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(host, { all: true, family: dnsFamily(family) }, (error, found) =>
      error ? reject(error) : resolve(found),
    ),
  );
  for (const { address } of addresses) refusePrivate(host, address);
  return addresses;
}

/**
 * A `lookup` for `http.request` that hands the socket only checked public addresses: the
 * check is on the address actually connected to.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublic(hostname, options.family).then(
    (addresses) => {
      const [first] = addresses;
      if (options.all) callback(null, addresses);
      else if (first) callback(null, first.address, first.family);
      else callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
};
