import { isIP } from 'node:net';

/**
 * Which addresses Aayra's server may connect to for an address a learner or a browser handed
 * over (a study link, a push endpoint). Only public unicast addresses: everything that reaches the
 * server itself, its private network or a cloud metadata service (169.254.169.254,
 * fd00:ec2::254, 100.100.100.200 all sit in refused ranges) is refused.
 */
export type AddressRefusal =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared (CGNAT)'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'not an address';

type Range4 = readonly [base: number, bits: number, refusal: AddressRefusal];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

const IPV4_RANGES: readonly Range4[] = [
  [ipv4Number('0.0.0.0'), 8, 'unspecified'], // "this network"; 0.0.0.0 reaches the server itself
  [ipv4Number('10.0.0.0'), 8, 'private'],
  [ipv4Number('100.64.0.0'), 10, 'shared (CGNAT)'],
  [ipv4Number('127.0.0.0'), 8, 'loopback'],
  [ipv4Number('169.254.0.0'), 16, 'link-local'], // includes the metadata service 169.254.169.254
  [ipv4Number('172.16.0.0'), 12, 'private'],
  [ipv4Number('192.0.0.0'), 24, 'reserved'], // protocol assignments (and some clouds' metadata)
  [ipv4Number('192.0.2.0'), 24, 'reserved'],
  [ipv4Number('192.88.99.0'), 24, 'reserved'],
  [ipv4Number('192.168.0.0'), 16, 'private'],
  [ipv4Number('198.18.0.0'), 15, 'reserved'],
  [ipv4Number('198.51.100.0'), 24, 'reserved'],
  [ipv4Number('203.0.113.0'), 24, 'reserved'],
  [ipv4Number('224.0.0.0'), 4, 'multicast'],
  [ipv4Number('240.0.0.0'), 4, 'reserved'], // includes the broadcast address 255.255.255.255
];

function ipv4Refusal(address: string): AddressRefusal | null {
  const value = ipv4Number(address);
  for (const [base, bits, refusal] of IPV4_RANGES) {
    const size = 2 ** (32 - bits);
    if (value >= base && value < base + size) return refusal;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address (node:net has already said it is one). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  // A trailing dotted IPv4 (::ffff:10.0.0.1) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = ipv4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${Math.floor(v4 / 65536).toString(16)}:${(v4 % 65536).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16));
}

function embeddedIpv4(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

function ipv6Refusal(address: string): AddressRefusal | null {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);

  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible (::a.b.c.d) forms reach IPv4 hosts.
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4Refusal(embeddedIpv4(g6, g7));
  if (zeroUpTo(6)) return ipv4Refusal(embeddedIpv4(g6, g7)) ?? 'reserved';
  // NAT64 (64:ff9b::/96 and the local 64:ff9b:1::/48) and 6to4 (2002::/16) carry an IPv4 address too.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return ipv4Refusal(embeddedIpv4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return 'private';
  if (g0 === 0x2002) return ipv4Refusal(embeddedIpv4(g1, g2));
  if (g0 === 0x2001 && g1 === 0) return 'reserved'; // Teredo: the IPv4 inside is obfuscated
  if (g0 === 0x2001 && g1 === 0xdb8) return 'reserved'; // documentation
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved'; // discard
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local'; // fc00::/7, including fd00::/8
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // the old site-local range
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return null;
}

/**
 * Why Aayra refuses to connect to this resolved address, or null when it may.
 * allowLoopback lets tests reach a server of their own on 127.0.0.1 or ::1; nothing else is ever
 * allowed.
 */
export function addressRefusal(address: string, allowLoopback = false): AddressRefusal | null {
  const version = isIP(address);
  const refusal = version === 4 ? ipv4Refusal(address) : version === 6 ? ipv6Refusal(address) : 'not an address';
  return refusal === 'loopback' && allowLoopback ? null : refusal;
}
