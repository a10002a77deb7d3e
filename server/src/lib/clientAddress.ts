import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** An IPv6 client is counted by its /64: one home or phone is given a whole /64, and picks any address in it. */
export const IPV6_CLIENT_PREFIX = 64;

/**
 * The address a client is counted by (rate limits, open holds, /live connections): IPv4 as it is, an
 * IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address as the first address of its /64.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  try {
    const address = new Address6(ip);
    if (address.isMapped4()) return address.to4().correctForm();
    return new Address6(`${address.correctForm()}/${IPV6_CLIENT_PREFIX}`).startAddress().correctForm();
  } catch {
    return ip.toLowerCase();
  }
}

/**
 * What a booking stores of its client: a SHA-256 of the counted address, not the address itself. It is a
 * pseudonym (an IPv4 address can be found again by trying them all), so it is also kept only while the
 * hold it counts is open.
 */
export const clientHash = (ip: string): string =>
  createHash('sha256')
    .update(`client:${clientAddress(ip)}`)
    .digest('base64url');
