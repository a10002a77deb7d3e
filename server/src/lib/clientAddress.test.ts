import { describe, expect, it } from 'vitest';
import { clientAddress, clientHash } from './clientAddress';

describe('clientAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddress('198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('::FFFF:c633:6407')).toBe('198.51.100.7');
  });

  it('counts every IPv6 address of one /64 as one client, and another /64 as another', () => {
    const one = clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(one).toBe('2001:db8:1:2::');
    expect(clientAddress('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe(one);
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(one);
  });
});

describe('clientHash', () => {
  it('is the same for one client and never the address itself', () => {
    expect(clientHash('2001:db8:1:2::5')).toBe(clientHash('2001:db8:1:2::9'));
    expect(clientHash('198.51.100.7')).not.toBe(clientHash('198.51.100.8'));
    expect(clientHash('198.51.100.7')).not.toContain('198');
  });
});
