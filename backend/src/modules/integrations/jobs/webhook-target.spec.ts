import { isPublicAddress, publicAddressesOf, PrivateWebhookTargetError } from './webhook-target';

describe('which addresses a webhook may be sent to', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '127.8.9.10',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '2001:db8::1',
    // IPv4-compatible and IPv4-mapped forms of private addresses
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '0:0:0:0:0:ffff:192.168.0.1',
    '::ffff:198.18.0.1',
    // benchmarking, IETF protocol assignments, reserved, "this network", documentation, 6to4 relay
    '198.18.0.1',
    '198.19.255.254',
    '192.0.0.8',
    '240.0.0.1',
    '0.1.2.3',
    '198.51.100.7',
    '203.0.113.9',
    '192.88.99.1',
    '239.255.255.250',
    // unique-local, link-local, site-local, multicast, discard-only, Teredo, documentation
    'fc00::1',
    'fdff:ffff::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff0e::1',
    '100::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '3fff::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '100.128.0.1',
    '198.20.0.1',
    '223.255.255.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001::200e',
    '::ffff:8.8.8.8',
  ])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('judges a literal address in a URL without asking DNS, brackets and all', async () => {
    await expect(publicAddressesOf('https://[::1]:8443/hooks')).rejects.toEqual(
      new PrivateWebhookTargetError('::1'),
    );
    await expect(publicAddressesOf('https://10.0.0.1/hooks')).rejects.toBeInstanceOf(
      PrivateWebhookTargetError,
    );
    await expect(publicAddressesOf('https://[2606:4700:4700::1111]/')).resolves.toEqual([
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
  });
});
