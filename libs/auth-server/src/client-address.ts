import { isIP } from 'node:net';

/**
 * True for a name or address that only this machine can reach: `localhost`, 127.0.0.0/8, ::1
 * (also bracketed, or IPv4-mapped as ::ffff:127.x.x.x). Used for listen addresses (is the
 * server reachable from outside?) and for socket addresses (is this client on this machine?).
 */
export function isLoopback(hostOrAddress: string | undefined): boolean {
  if (!hostOrAddress) return false;
  const value = hostOrAddress
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (value === 'localhost') return true;
  const mapped = value.startsWith('::ffff:') ? value.slice('::ffff:'.length) : value;
  if (isIP(mapped) === 4) return mapped.split('.')[0] === '127';
  if (isIP(value) === 6) return /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(value);
  return false;
}

function expandIPv6(address: string): string[] | undefined {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right].map((part) =>
    part.padStart(4, '0'),
  );
}

/**
 * The key a per-client limit counts under. One IPv6 client usually holds a whole /64 and can
 * pick any address in it, so IPv6 addresses count per /64; IPv4 (also IPv4-mapped) per address.
 */
export function clientKey(ip: string): string {
  const value = ip.toLowerCase();
  const mapped = value.startsWith('::ffff:') ? value.slice('::ffff:'.length) : value;
  if (isIP(mapped) === 4) return mapped;
  if (isIP(value) !== 6) return value;
  const groups = expandIPv6(value.split('%')[0] ?? value);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : value;
}
