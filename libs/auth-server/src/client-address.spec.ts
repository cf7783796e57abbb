import { clientKey, isLoopback } from './client-address';

describe('isLoopback', () => {
  it.each([
    'localhost',
    'LOCALHOST',
    '127.0.0.1',
    '127.255.0.9',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('%s is this machine', (value) => expect(isLoopback(value)).toBe(true));

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '192.0.2.7',
    '::ffff:192.0.2.7',
    'example.test',
    '128.0.0.1',
    '',
    undefined,
  ])('%s is not', (value) => expect(isLoopback(value)).toBe(false));
});

describe('clientKey', () => {
  it('counts IPv4 per address, IPv4-mapped ones as IPv4', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:0db8:0001:0002::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0000:0000:0000:0000::/64');
  });
});
