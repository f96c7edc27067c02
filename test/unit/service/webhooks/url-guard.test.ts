import { describe, expect, test } from 'vitest';
import { forbiddenAddress, isCloudMetadata, parseIpv6 } from '../../../../src/service/webhooks/address-guard.js';
import { checkWebhookUrl, type ResolveHost } from '../../../../src/service/webhooks/url-guard.js';

/** A resolver with fixed answers, standing in for DNS (node's real one is in test/int/webhooks-ssrf.test.ts). */
const resolver =
  (answers: Record<string, readonly string[]>): ResolveHost =>
  async (host) => {
    const found = answers[host];
    if (found === undefined) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };

const refused = { allowPrivate: false, resolve: resolver({}) };

describe('addresses a webhook may not reach', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'shared address space (carrier NAT)'],
    ['0.0.0.0', 'this-network'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['2002:7f00:1::', '6to4 of a loopback address'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'Teredo'],
  ])('%s is refused (%s)', (address, why) => {
    expect(forbiddenAddress(address)).toBe(why);
  });

  test.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '2606:4700::1111',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(forbiddenAddress(address)).toBeNull();
  });

  test('IPv6 is read in every spelling', () => {
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1::')).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIpv6('1:2:3:4:5:6:7')).toBeUndefined();
    expect(parseIpv6('1::2::3')).toBeUndefined();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(parseIpv6('12345::')).toBeUndefined();
    expect(forbiddenAddress('example.com')).toBe('not an IP address');
  });
});

describe('webhook URLs', () => {
  test.each([
    'http://127.0.0.1/hook',
    'http://10.1.2.3:8080/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    // WHATWG URL reads these as 127.0.0.1: the check sees the address the request would reach.
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://localhost:8787/hook',
    'http://localhost./hook',
    'http://LOCALHOST/hook',
    'http://127.0.0.1./hook',
    'http://api.localhost/hook',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://intranet/hook',
  ])('%s is refused as webhook-url-not-allowed', async (url) => {
    const checked = await checkWebhookUrl(url, refused);
    expect(checked.ok ? null : checked.error.code).toBe('webhook-url-not-allowed');
  });

  test('a name resolving to a refused address is refused, whichever of its addresses it is', async () => {
    const policy = {
      allowPrivate: false,
      resolve: resolver({
        'rebind.example.com': ['93.184.215.14', '10.0.0.7'],
        'v6.example.com': ['::1'],
        'meta.example.com': ['169.254.169.254'],
        'ok.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      }),
    };
    for (const host of ['rebind.example.com', 'v6.example.com', 'meta.example.com']) {
      const checked = await checkWebhookUrl(`https://${host}/hook`, policy);
      expect(checked.ok ? null : checked.error.code, host).toBe('webhook-url-not-allowed');
    }
    const fine = await checkWebhookUrl('https://ok.example.com/hook', policy);
    expect(fine.ok && fine.value.href).toBe('https://ok.example.com/hook');
    const unknown = await checkWebhookUrl('https://nowhere.example.com/hook', policy);
    expect(unknown.ok ? null : unknown.error.code).toBe('webhook-url-unresolvable');
  });

  test.each([
    ['ftp://example.com/x', 'invalid-webhook-url'],
    ['not a url', 'invalid-webhook-url'],
    ['https://user:pw@example.com/x', 'invalid-webhook-url'],
    ['https://example.com/x#frag', 'invalid-webhook-url'],
    [`https://example.com/${'a'.repeat(2100)}`, 'invalid-webhook-url'],
  ])('%s is malformed', async (url, code) => {
    const checked = await checkWebhookUrl(url, { allowPrivate: true });
    expect(checked.ok ? null : checked.error.code).toBe(code);
  });

  test('ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE lets private addresses through, not malformed URLs', async () => {
    const checked = await checkWebhookUrl('http://127.0.0.1:9999/hook', { allowPrivate: true });
    expect(checked.ok).toBe(true);
  });

  test.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://100.100.100.200/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://METADATA/computeMetadata/v1/',
  ])('%s, a cloud metadata service, is refused even with private addresses allowed', async (url) => {
    for (const policy of [{ allowPrivate: true }, refused]) {
      const checked = await checkWebhookUrl(url, policy);
      expect(checked.ok ? null : checked.error.code).toBe('webhook-url-not-allowed');
    }
    const open = await checkWebhookUrl(url, { allowPrivate: true });
    expect(open.ok ? null : open.error.message).toMatch(/cloud metadata service$/);
  });
});

describe('the cloud metadata service', () => {
  test.each([
    ['169.254.169.254', true],
    ['100.100.100.200', true],
    ['fd00:ec2::254', true],
    ['[fd00:ec2::254]', true],
    ['::ffff:169.254.169.254', true],
    ['::169.254.169.254', true],
    ['64:ff9b::169.254.169.254', true],
    ['169.254.169.253', false],
    ['169.254.1.1', false],
    ['fd00:ec2::253', false],
    ['fd00:ec3::254', false],
    ['::ffff:169.254.169.253', false],
    ['64:ff9b:1::169.254.169.254', false],
    ['2001:db8::a9fe:a9fe', false],
    ['metadata.google.internal', false],
  ])('%s → %s', (address, expected) => {
    expect(isCloudMetadata(address)).toBe(expected);
  });
});
