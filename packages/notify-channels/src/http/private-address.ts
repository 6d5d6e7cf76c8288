import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

function listOf(ranges: ReadonlyArray<readonly [string, number, Family]>): BlockList {
  const list = new BlockList();
  for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
  return list;
}

// IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`, also written `::ffff:a00:1`) are matched
// by BlockList against the IPv4 ranges, so they are named as the IPv4 address they carry.
const LOOPBACK = listOf([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const LINK_LOCAL = listOf([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);
// Private networks (RFC 1918), carrier-grade NAT (RFC 6598) and unique-local IPv6 (RFC 4193).
const PRIVATE = listOf([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
]);
// The rest of IANA's special-purpose registries: "this" network, protocol assignments,
// documentation and benchmarking ranges, the 6to4 relay, multicast and reserved space;
// in IPv6 the special ranges inside global unicast (protocol assignments with Teredo,
// documentation, 6to4, which embed or stand for other addresses).
const RESERVED = listOf([
  ['0.0.0.0', 8, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.88.99.0', 24, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['2001::', 23, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['3fff::', 20, 'ipv6'],
]);
// IPv6 outside global unicast (2000::/3) is never public: unspecified, IPv4-compatible,
// NAT64 (which could reach any IPv4 address), discard, site-local, multicast and the rest.
const GLOBAL_UNICAST = listOf([['2000::', 3, 'ipv6']]);
const IPV4_MAPPED = listOf([['::ffff:0:0', 96, 'ipv6']]);

/**
 * What kind of non-public address `ip` is, in words, or null when it is a public address
 * (OWASP API7: where a push must never go on a server shared by several owners). A scoped
 * IPv6 address (`fe80::1%eth0`) is judged without its zone.
 *
 * @example
 * privateAddressKind('169.254.169.254'); // 'a link-local address'
 * privateAddressKind('93.184.216.34'); // null
 */
export function privateAddressKind(ip: string): string | null {
  const address = ip.replace(/%.*$/, '');
  const version = isIP(address);
  if (version === 0) return 'a reserved or special-purpose address';
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, family)) return 'a loopback address';
  if (LINK_LOCAL.check(address, family)) return 'a link-local address';
  if (PRIVATE.check(address, family)) return 'a private address';
  if (RESERVED.check(address, family)) return 'a reserved or special-purpose address';
  const publicIpv6 = IPV4_MAPPED.check(address, 'ipv6') || GLOBAL_UNICAST.check(address, 'ipv6');
  if (family === 'ipv6' && !publicIpv6) return 'a reserved or special-purpose address';
  return null;
}

/**
 * Why `address` (what `host` is, or resolved to) is refused, in words, or null when it is
 * public. Never says the address a name resolved to: that would map internal names.
 */
export function refusalOf(host: string, address: string): string | null {
  const kind = privateAddressKind(address);
  if (kind === null) return null;
  const what = isIP(host.replace(/%.*$/, '')) ? 'it is' : 'its address is';
  return `Refused to connect to ${host}: ${what} ${kind}, and this server sends reminders only to public addresses`;
}

/** The error of a refused destination (from the DNS lookup hook); its message is shown. */
export class BlockedTargetError extends Error {
  readonly code = 'EBLOCKEDTARGET';

  constructor(message: string) {
    super(message);
    this.name = 'BlockedTargetError';
  }
}
