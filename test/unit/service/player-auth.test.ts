import { describe, expect, test } from 'vitest';
import { credentialOf } from '../../../src/api/credentials.js';
import {
  allows,
  mayMint,
  playerOfSeatKey,
  seatKeyOf,
  type PlayerCaller,
  type Scope,
} from '../../../src/service/player-auth.js';

const caller = (...scopes: Scope[]): PlayerCaller => ({
  player: { id: 'p1', handle: 'Ada' },
  tokenId: 't1',
  scopes,
  session: false,
});

describe('scopes', () => {
  test.each<[Scope[], Scope, boolean]>([
    [['play'], 'play', true],
    [['play'], 'read', true], // playing needs reading
    [['read'], 'read', true],
    [['read'], 'play', false],
    [['play', 'read'], 'webhooks', false],
    [['webhooks'], 'read', false],
    [[], 'read', false],
  ])('a token with %j may %s: %s', (scopes, scope, allowed) => {
    const answer = allows(caller(...scopes), scope);
    expect(answer.ok).toBe(allowed);
    if (!answer.ok)
      expect(answer.error).toMatchObject({ kind: 'forbidden', code: 'insufficient-scope', extra: { scope } });
  });
});

describe('making a token', () => {
  test.each<[Scope[], Scope, boolean]>([
    [['read'], 'read', true],
    [['read'], 'play', false],
    [['read'], 'webhooks', false],
    [['play', 'read'], 'webhooks', false],
    [['webhooks'], 'webhooks', true],
  ])('a personal token with %j may make one with %s: %s (never more than it holds)', (scopes, scope, allowed) => {
    const answer = mayMint(caller(...scopes), scope);
    expect(answer.ok).toBe(allowed);
    if (!answer.ok) expect(answer.error).toMatchObject({ code: 'insufficient-scope', extra: { scope } });
  });

  test.each<Scope>(['play', 'read', 'webhooks'])("a sign-in's session (play, read) may make one with %s", (scope) => {
    expect(mayMint({ ...caller('play', 'read'), session: true }, scope).ok).toBe(true);
  });
});

describe("a player's seat key", () => {
  test('names its player, and nothing else names one', () => {
    expect(playerOfSeatKey(seatKeyOf('k3v9q2'))).toBe('k3v9q2');
    expect(playerOfSeatKey('rt_abc')).toBeUndefined();
    expect(playerOfSeatKey('rtp_abc')).toBeUndefined();
  });

  test('can never be sent as a credential: the header and access_token both refuse it', () => {
    const key = seatKeyOf('k3v9q2');
    expect(credentialOf(`Bearer ${key}`).ok).toBe(false);
    expect(credentialOf(null, key).ok).toBe(false);
  });
});
