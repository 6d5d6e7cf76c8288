import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import { BlockedTargetError, privateAddressKind } from './private-address.js';

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

/** Throws a `BlockedTargetError` when `address` (an IP) is not a public address. */
export function refusePrivate(host: string, address: string): void {
  const kind = privateAddressKind(address);
  if (kind !== null) throw new BlockedTargetError(host, address, kind);
}

/**
 * Resolves `host` to its addresses, refusing the lot when any of them is loopback, private
 * or link-local (OWASP API7: checked after DNS resolution, and the connection then uses
 * the checked address, so a second lookup cannot swap it).
 */
export async function resolvePublic(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) {
    refusePrivate(host, host);
    return [{ address: host, family: isIP(host) }];
  }
  const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
  );
  for (const { address } of addresses) refusePrivate(host, address);
  return addresses;
}

/** A `lookup` for `http.request` that connects only to public addresses. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublic(hostname).then(
    (addresses) => {
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: NodeJS.ErrnoException) => callback(error, ''),
  );
};
