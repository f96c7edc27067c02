import { describe, expect, test } from 'vitest';
import { parseOrigin, relyingParty } from '../../../src/service/relying-party.js';

describe('the relying party of a passkey ceremony', () => {
  test.each([
    ['https://play.example.com', { id: 'play.example.com', origin: 'https://play.example.com' }],
    [
      'https://play.example.com:8443/some/page?x=1',
      { id: 'play.example.com', origin: 'https://play.example.com:8443' },
    ],
    ['http://localhost:8787', { id: 'localhost', origin: 'http://localhost:8787' }],
  ])('%s is the relying party %o', (text, expected) => {
    expect(parseOrigin(text)).toEqual(expected);
  });

  test.each(['play.example.com', 'ftp://play.example.com', 'javascript:alert(1)', ''])('%j is no origin', (text) => {
    expect(parseOrigin(text)).toBeUndefined();
  });

  test('the configured origin wins over the request’s; without one, the request’s', () => {
    expect(relyingParty('https://play.example.com', 'http://127.0.0.1:8787')).toEqual({
      ok: true,
      value: { id: 'play.example.com', origin: 'https://play.example.com' },
    });
    expect(relyingParty(undefined, 'http://localhost:8787')).toEqual({
      ok: true,
      value: { id: 'localhost', origin: 'http://localhost:8787' },
    });
  });

  test('an unusable configured origin is refused with 503 passkeys-unconfigured, not guessed around', () => {
    const refused = relyingParty('not an origin', 'http://localhost:8787');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'unavailable', code: 'passkeys-unconfigured' });
  });
});
