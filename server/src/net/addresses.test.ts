import { describe, expect, it } from 'vitest';
import { embeddedIPv4, internalKindOf, type InternalKind } from './addresses.js';

const INTERNAL: [string, InternalKind][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456::1', 'private'],
  ['169.254.0.1', 'link-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['2001:db8::1', 'reserved'],
  ['100::1', 'reserved'],
  ['4000::1', 'reserved'],
  ['169.254.169.254', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  // IPv6 spellings of internal IPv4 hosts
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['::127.0.0.1', 'loopback'],
  ['::7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:a9fe:a9fe', 'metadata'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['64:ff9b::a00:1', 'private'],
  ['64:ff9b:1::1', 'private'],
  ['2002:7f00:1::1', 'loopback'],
  ['2002:c0a8:101::', 'private'],
  ['2002:a9fe:a9fe::1', 'metadata'],
  // not an address at all: never taken for a public one
  ['example.com', 'reserved'],
  ['', 'reserved'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '2002:808:808::1',
];

describe('which addresses the server may connect to', () => {
  it.each(INTERNAL)('%s is internal (%s)', (address, kind) => {
    expect(internalKindOf(address)).toBe(kind);
  });

  it.each(PUBLIC)('%s is public', (address) => {
    expect(internalKindOf(address)).toBeNull();
  });

  it('reads the IPv4 host out of the IPv6 forms that carry one', () => {
    expect(embeddedIPv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIPv4('::a00:1')).toBe('10.0.0.1');
    expect(embeddedIPv4('64:ff9b::808:808')).toBe('8.8.8.8');
    expect(embeddedIPv4('2002:c0a8:101:1::1')).toBe('192.168.1.1');
    expect(embeddedIPv4('2606:4700::1111')).toBeNull();
  });
});
