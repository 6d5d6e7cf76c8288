import { BlockList, isIP } from 'node:net';

// OWASP API7: addresses a push must never reach on a host shared by several owners:
// "this" network, private ranges, carrier-grade NAT, loopback, link-local, multicast and
// reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 addresses are checked as IPv4).
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** What kind of blocked address `ip` is, in words, or null when it is a public address. */
export function privateAddressKind(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (!BLOCKED.check(address, family)) return null;
  if (/^127\./.test(address) || address === '::1') return 'a loopback address';
  if (/^169\.254\./.test(address) || /^fe[89ab]/i.test(address)) return 'a link-local address';
  return 'a private or reserved address';
}

/** The error of a refused destination: says which address and why, never the URL's path. */
export class BlockedTargetError extends Error {
  constructor(host: string, address: string, kind: string) {
    super(
      `Refused to connect to ${host} (${address}): it is ${kind}, and this server blocks ` +
        'loopback, private and link-local push targets',
    );
    this.name = 'BlockedTargetError';
  }
}
