import { describe, expect, it } from 'vitest';
import { addressRefusal } from './network-address.ts';

describe("addresses Aayra's server may not reach", () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.100.100.200', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['192.0.0.192', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('refuses the IPv4 address %s (%s)', (address, refusal) => {
    expect(addressRefusal(address)).toBe(refusal);
  });

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['fec0::1', 'private'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
  ])('refuses the IPv6 address %s (%s)', (address, refusal) => {
    expect(addressRefusal(address)).toBe(refusal);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['0:0:0:0:0:ffff:c0a8:101', 'private'],
    ['::10.0.0.1', 'private'],
    ['::8.8.8.8', 'reserved'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::10.1.2.3', 'private'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
  ])('sees the IPv4 address inside %s (%s)', (address, refusal) => {
    expect(addressRefusal(address)).toBe(refusal);
  });

  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.255.255', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'allows the public address %s',
    (address) => {
      expect(addressRefusal(address)).toBeNull();
    },
  );

  it('refuses what is not an address at all', () => {
    expect(addressRefusal('localhost')).toBe('not an address');
    expect(addressRefusal('2130706433')).toBe('not an address');
  });

  it('lets the test setting reach loopback only, never private, link-local or metadata addresses', () => {
    for (const loopback of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(addressRefusal(loopback, true)).toBeNull();
    for (const other of ['0.0.0.0', '::', '10.0.0.1', '169.254.169.254', '192.168.0.1', '100.100.100.200', 'fd00::1', 'fd00:ec2::254', 'fe80::1']) {
      expect(addressRefusal(other, true)).not.toBeNull();
    }
  });
});
