import { BlockList, isIP } from 'node:net';

/**
 * Why an IP address is no place for the server to connect to on a user's behalf. The ranges are
 * IANA's special-purpose registries; anything else is a public address.
 */
export type InternalKind =
  | 'loopback'
  | 'unspecified'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'benchmarking'
  | 'multicast'
  | 'reserved'
  | 'metadata';

type Range = readonly [kind: InternalKind, network: string, prefix: number];

// Cloud metadata endpoints sit inside link-local or private ranges and would be refused anyway;
// they are named so the refusal can say what they are.
const METADATA_ADDRESSES = ['169.254.169.254', '169.254.170.2', '100.100.100.200', 'fd00:ec2::254'];

const V4_RANGES: readonly Range[] = [
  ['unspecified', '0.0.0.0', 8],
  ['private', '10.0.0.0', 8],
  ['shared', '100.64.0.0', 10],
  ['loopback', '127.0.0.0', 8],
  ['link-local', '169.254.0.0', 16],
  ['private', '172.16.0.0', 12],
  ['reserved', '192.0.0.0', 24],
  ['reserved', '192.0.2.0', 24],
  ['reserved', '192.88.99.0', 24],
  ['private', '192.168.0.0', 16],
  ['benchmarking', '198.18.0.0', 15],
  ['reserved', '198.51.100.0', 24],
  ['reserved', '203.0.113.0', 24],
  ['multicast', '224.0.0.0', 4],
  // 240/4 holds the broadcast address 255.255.255.255 too.
  ['reserved', '240.0.0.0', 4],
];

// Only 2000::/3 is global unicast; everything outside it not named here is 'reserved'. The forms
// that embed an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by that address first.
const V6_RANGES: readonly Range[] = [
  ['unspecified', '::', 128],
  ['loopback', '::1', 128],
  ['private', '64:ff9b:1::', 48],
  ['reserved', '100::', 64],
  ['reserved', '2001::', 32],
  ['benchmarking', '2001:2::', 48],
  ['reserved', '2001:db8::', 32],
  ['reserved', '3fff::', 20],
  ['private', 'fc00::', 7],
  ['link-local', 'fe80::', 10],
  ['private', 'fec0::', 10],
  ['multicast', 'ff00::', 8],
];

function blockListsOf(ranges: readonly Range[], family: 'ipv4' | 'ipv6') {
  const lists = new Map<InternalKind, BlockList>();
  for (const [kind, network, prefix] of ranges) {
    const list = lists.get(kind) ?? new BlockList();
    list.addSubnet(network, prefix, family);
    lists.set(kind, list);
  }
  return lists;
}

const V4_LISTS = blockListsOf(V4_RANGES, 'ipv4');
const V6_LISTS = blockListsOf(V6_RANGES, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

const kindIn = (lists: Map<InternalKind, BlockList>, address: string, family: 'ipv4' | 'ipv6') => {
  for (const [kind, list] of lists) if (list.check(address, family)) return kind;
  return null;
};

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, dotted tail converted). */
function groupsOf(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 address stands for, if it is one of the forms that reach an IPv4 host:
 * mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::).
 */
export function embeddedIPv4(address: string): string | null {
  const g = groupsOf(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (zeros(0, 6) && (g[6]! !== 0 || g[7]! > 1)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return null;
}

/**
 * Why the server must not connect to this IP address, or null for a public one. Anything that is
 * not an IP address at all is 'reserved', so a caller can never mistake garbage for public.
 */
export function internalKindOf(rawAddress: string): InternalKind | null {
  const address = rawAddress.replace(/^\[|\]$/g, '').toLowerCase();
  const family = isIP(address.replace(/%.*$/, ''));
  if (family === 4) {
    if (METADATA_ADDRESSES.includes(address)) return 'metadata';
    return kindIn(V4_LISTS, address, 'ipv4');
  }
  if (family !== 6) return 'reserved';
  const bare = address.replace(/%.*$/, '');
  if (METADATA_ADDRESSES.includes(bare)) return 'metadata';
  const named = kindIn(V6_LISTS, bare, 'ipv6');
  if (named === 'unspecified' || named === 'loopback') return named;
  const v4 = embeddedIPv4(bare);
  if (v4) return internalKindOf(v4);
  if (named) return named;
  return GLOBAL_UNICAST.check(bare, 'ipv6') ? null : 'reserved';
}
