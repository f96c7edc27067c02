/** The signing key configuration: what is accepted, what is refused with a reason, and what is published. */
import { calculateJwkThumbprint } from 'jose';
import { describe, expect, test } from 'vitest';
import { parseSigningKeys, thumbprint } from '../../../src/provenance/signing-keys.js';
import fixture from '../../fixtures/signing-keys.json';

const [current, retired] = fixture.servers.keys as unknown as [Record<string, string>, Record<string, string>];
const parse = (value: unknown) => parseSigningKeys(JSON.stringify(value), 'KEYS');

describe('parseSigningKeys', () => {
  test('the key without retiredAt signs; every key is published, current first, without any private part', () => {
    const keys = parse({ keys: [{ ...retired, d: fixture.retired.keys[0]!.d }, current] });
    expect(keys.current.published.kid).toBe('test-2026-06');
    expect(keys.current.d).toBe(current.d);
    expect(keys.published.keys.map((k) => k.kid)).toEqual(['test-2026-06', 'test-2026-01']);
    expect(keys.published.keys[1]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: retired.x,
      kid: 'test-2026-01',
      alg: 'EdDSA',
      use: 'sig',
      notBefore: '2026-01-01T00:00:00.000Z',
      retiredAt: '2026-06-01T00:00:00.000Z',
    });
    expect(JSON.stringify(keys.published)).not.toContain('"d"');
    expect(JSON.stringify(keys.published)).not.toContain(current.d);
  });

  test('a key without kid is named by its RFC 7638 thumbprint, as jose computes it', async () => {
    const { kid: _kid, ...unnamed } = current;
    const keys = parse({ keys: [unnamed] });
    const expected = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: current.x! });
    expect(keys.current.published.kid).toBe(expected);
    expect(thumbprint(current.x!)).toBe(expected);
  });

  test.each([
    ['not JSON', '{', 'KEYS: not JSON'],
    ['no key list', '{"key":1}', 'expected { "keys": [ ... ] }'],
    ['an empty list', '{"keys":[]}', 'at least one key'],
  ])('refuses %s', (_what, text, message) => {
    expect(() => parseSigningKeys(text, 'KEYS')).toThrow(message);
  });

  test.each([
    ['an RSA key', { ...current, kty: 'RSA' }, 'keys[0] is not an Ed25519 key'],
    ['a short x', { ...current, x: 'abc' }, 'keys[0] is not an Ed25519 key'],
    ['a bad d', { ...current, d: 'abc' }, 'keys[0].d is not an Ed25519 private key'],
    ['an empty kid', { ...current, kid: '' }, 'keys[0].kid must be a non-empty string'],
    ['no notBefore', { ...current, notBefore: undefined }, 'keys[0].notBefore must be a date'],
    ['a bad retiredAt', { ...current, retiredAt: 'soon' }, 'keys[0].retiredAt must be a date'],
  ])('refuses %s, naming the key', (_what, key, message) => {
    expect(() => parse({ keys: [key] })).toThrow(message);
  });

  test('refuses key sets where no key, or two, could sign, or the signer has no private part, or a kid repeats', () => {
    expect(() => parse({ keys: [retired] })).toThrow(
      'exactly one key must be current (no retiredAt); every key is retired',
    );
    expect(() => parse({ keys: [current, { ...current, kid: 'other' }] })).toThrow('2 are');
    expect(() => parse({ keys: [{ ...current, d: undefined }] })).toThrow(
      'the current key test-2026-06 has no private part',
    );
    expect(() => parse({ keys: [current, { ...retired, kid: 'test-2026-06' }] })).toThrow(
      'two keys have kid test-2026-06',
    );
  });

  test('the reason points at the documentation', () => {
    expect(() => parseSigningKeys('[]', 'ROLLTAPE_SIGNING_KEYS')).toThrow(
      'ROLLTAPE_SIGNING_KEYS: expected { "keys": [ ... ] } with at least one key (docs/deployment.md: Signing keys)',
    );
  });
});
