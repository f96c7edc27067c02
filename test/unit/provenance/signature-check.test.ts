/**
 * Signing and checking exports: genuine files pass (by the current key and by a retired one), and
 * any change that matters, a missing signature, an unknown key or another key's signature fails.
 */
import { describe, expect, test } from 'vitest';
import { makeExportSigner, newSigningKeys, signerFrom } from '../../../src/provenance/export-signer.js';
import { parsePublishedKeys, signatureCheck } from '../../../src/provenance/signature-check.js';
import { signedBytes } from '../../../src/provenance/signed-bytes.js';
import { parseSigningKeys } from '../../../src/provenance/signing-keys.js';
import { RETIRED_SIGNING_KEYS, STRANGER_SIGNING_KEYS, TEST_SIGNING_KEYS } from '../../support/signing-keys.js';

const server = signerFrom(TEST_SIGNING_KEYS, 'test');
const published = server.published;
const document = {
  format: 'rolltape.export/1',
  players: [{ seat: 1, name: 'Ada' }],
  events: [{ seq: 1, type: 'DiceRolled', data: { values: [3, 5] } }],
  seed: null,
};

const signed = async (doc: Record<string, unknown>, signer = server) => ({ ...doc, signature: await signer.sign(doc) });

describe('signedBytes', () => {
  test('RFC 8785: key order and spacing do not matter; the signature member is left out', () => {
    const a = signedBytes({ b: 1, a: [1, 2], signature: { anything: true } });
    const b = signedBytes(JSON.parse('{ "a": [1,2], "b": 1.0 }'));
    expect(new TextDecoder().decode(a)).toBe('{"a":[1,2],"b":1}');
    expect(a).toEqual(b);
  });
});

describe('signatureCheck', () => {
  test('a genuine export passes, naming the current key', async () => {
    const file = await signed(document);
    expect(file.signature).toMatchObject({ alg: 'EdDSA', kid: 'test-2026-06' });
    expect(file.signature.value).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(await signatureCheck(file, published)).toEqual({
      name: 'signature',
      status: 'pass',
      detail: 'signed by key test-2026-06, the current key (signing since 2026-06-01)',
    });
  });

  test('re-saved with other spacing and key order, it still passes', async () => {
    const file = await signed(document);
    const resaved = JSON.parse(JSON.stringify({ signature: file.signature, ...document }, null, 2));
    expect((await signatureCheck(resaved, published)).status).toBe('pass');
  });

  test('an export signed before a rotation, by the key now retired, still verifies', async () => {
    const before = signerFrom(RETIRED_SIGNING_KEYS, 'before rotation');
    const file = await signed(document, before);
    expect(await signatureCheck(file, published)).toMatchObject({
      status: 'pass',
      detail: 'signed by key test-2026-01, a retired key (it signed from 2026-01-01 until 2026-06-01)',
    });
  });

  test.each([
    ['a renamed player', (d: any) => ({ ...d, players: [{ seat: 1, name: 'Eve' }] })],
    ['a changed die', (d: any) => ({ ...d, events: [{ ...d.events[0], data: { values: [6, 5] } }] })],
    ['an added member', (d: any) => ({ ...d, sandbox: false })],
    ['a removed member', ({ seed: _seed, ...d }: any) => d],
  ])('%s fails, naming the key', async (_what, edit) => {
    const file = await signed(document);
    const check = await signatureCheck({ ...edit(file), signature: file.signature }, published);
    expect(check).toEqual({
      name: 'signature',
      status: 'fail',
      detail:
        'the signature does not match key test-2026-06: the file was changed after it was signed, or signed by someone else',
    });
  });

  test('an unsigned export fails; so does a malformed signature', async () => {
    expect(await signatureCheck(document, published)).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/unsigned/),
    });
    expect(await signatureCheck({ ...document, signature: null }, published)).toMatchObject({ status: 'fail' });
    const bad = { alg: 'RS256', kid: 'test-2026-06', value: 'x' };
    expect(await signatureCheck({ ...document, signature: bad }, published)).toMatchObject({
      status: 'fail',
      detail: 'the signature is not { alg: "EdDSA", kid, value }',
    });
    const garbled = { ...(await signed(document)).signature, value: '!!' };
    expect((await signatureCheck({ ...document, signature: garbled }, published)).status).toBe('fail');
  });

  test('re-signed with another key: under its own kid it is not this server’s; under ours it does not match', async () => {
    const stranger = signerFrom(STRANGER_SIGNING_KEYS, 'stranger');
    const own = await signed({ ...document, players: [{ seat: 1, name: 'Eve' }] }, stranger);
    expect(await signatureCheck(own, published)).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/which is not among the published keys: not this server’s$/),
    });
    const posing = { ...own, signature: { ...own.signature, kid: 'test-2026-06' } };
    expect((await signatureCheck(posing, published)).status).toBe('fail');
  });

  test('without keys the check is skipped', async () => {
    expect((await signatureCheck(await signed(document), undefined)).status).toBe('skip');
  });
});

describe('the signer', () => {
  test('an unchanging document is signed once: the same signature without signing again', async () => {
    const signer = signerFrom(TEST_SIGNING_KEYS, 'test');
    const first = await signer.sign(document, 'g@3');
    // Whatever is passed under a known name, the kept signature answers (the caller promises it cannot change).
    expect(await signer.sign({ other: true }, 'g@3')).toBe(first);
    expect(await signer.sign({ other: true })).not.toEqual(first);
    // Given as a function, the document is built only when its signature is not kept yet.
    let built = 0;
    const build = () => (built++, document);
    const once = await signer.sign(build, 'g@4');
    expect(await signer.sign(build, 'g@4')).toBe(once);
    expect(built).toBe(1);
    expect(once).toEqual(first);
  });

  test('a key whose private part is not its public key’s is refused before it signs', async () => {
    const keys = parseSigningKeys(TEST_SIGNING_KEYS, 'test');
    const other = parseSigningKeys(STRANGER_SIGNING_KEYS, 'stranger');
    const mixed = { ...keys, current: { ...keys.current, d: other.current.d } };
    await expect(makeExportSigner(mixed).ready()).rejects.toThrow(
      'signing key test-2026-06: its private part (d) does not belong to its public key (x)',
    );
  });

  test('a new key set is one current key that signs and verifies', async () => {
    const text = await newSigningKeys(new Date('2026-11-26T12:00:00Z'));
    const signer = signerFrom(text, 'new');
    await signer.ready();
    expect(signer.published.keys).toHaveLength(1);
    expect(signer.published.keys[0]).toMatchObject({ notBefore: '2026-11-26T12:00:00.000Z' });
    expect((await signatureCheck(await signed(document, signer), signer.published)).status).toBe('pass');
  });
});

describe('parsePublishedKeys', () => {
  test('keeps Ed25519 keys with a kid and drops any private part', () => {
    const parsed = parsePublishedKeys(JSON.parse(RETIRED_SIGNING_KEYS.replace('"notBefore"', '"kid2":1,"notBefore"')));
    expect(parsed).toEqual({ keys: [expect.not.objectContaining({ d: expect.anything() })] });
  });

  test('says why a file is not a key set', () => {
    expect(parsePublishedKeys([])).toMatch(/^not a key set/);
    expect(parsePublishedKeys({ keys: [{ kty: 'RSA' }] })).toBe('the key set holds no Ed25519 key with a kid');
  });
});
