import { createHash, createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { rulebook } from '../../../src/games/index.js';
import {
  closesAtOf,
  dailyChallenge,
  dailyChallenges,
  entrySeats,
  dailySeed,
  parseChallengeId,
  secretSeeds,
  startOfDay,
  utcDate,
} from '../../../src/service/daily.js';

const SECRET = 'unit-test-secret-0123456789';
const V1 = secretSeeds(SECRET);

describe('daily challenges are derived, not stored', () => {
  test("the seed is HMAC-SHA256(secret, 'rolltape.daily/1:<rules>:<date>'), as node:crypto computes it", () => {
    const expected = createHmac('sha256', SECRET).update('rolltape.daily/1:aircargo:2026-11-22').digest('hex');
    expect(dailySeed(SECRET, 'aircargo', '2026-11-22')).toBe(expected);
  });

  test('the commitment is sha256 of the seed; each game, date and secret gets its own seed', () => {
    const c = dailyChallenge(V1, 'aircargo', '2026-11-22');
    expect(c.seedCommitment).toBe(createHash('sha256').update(c.seed).digest('hex'));
    const seeds = new Set([
      c.seed,
      dailySeed(SECRET, 'aircargo', '2026-11-23'),
      dailySeed(SECRET, 'circuit-racer', '2026-11-22'),
      dailySeed(`${SECRET}x`, 'aircargo', '2026-11-22'),
    ]);
    expect(seeds.size).toBe(4);
  });

  test('days run from 00:00 UTC to the next 00:00 UTC', () => {
    const c = dailyChallenge(V1, 'circuit-racer', '2026-12-31');
    expect(new Date(c.opensAt).toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(new Date(c.closesAt).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(closesAtOf(c.id)).toBe(c.closesAt);
    expect(utcDate(c.closesAt - 1)).toBe('2026-12-31');
  });

  test('only real calendar dates are days', () => {
    expect(startOfDay('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', 'today', ''])
      expect(startOfDay(bad), bad).toBeUndefined();
  });

  test('ids read back into the same challenge; unknown games and dates are refused', () => {
    for (const c of dailyChallenges(V1, rulebook, '2026-11-22'))
      expect(parseChallengeId(V1, rulebook, c.id)).toEqual(c);
    for (const bad of ['chess-2026-11-22', 'aircargo-2026-02-30', 'aircargo', 'aircargo-2026-11-22x'])
      expect(parseChallengeId(V1, rulebook, bad), bad).toBeUndefined();
  });

  test('a game has a challenge if one person can play it: alone, or against its house bot', () => {
    const ids = dailyChallenges(V1, rulebook, '2026-11-22').map((c) => c.rules);
    expect(ids).toEqual(
      rulebook.games.filter((g) => g.minPlayers === 1 || g.bots?.some((b) => b.id === 'default')).map((g) => g.id),
    );
    expect(ids).toEqual(
      expect.arrayContaining(['coal-n-write', 'aircargo', 'circuit-racer', 'goldmine-rumbles', 'carbondale']),
    );
  });

  test("an entry sits the player in seat 1 and fills the game's minimum with house bots", () => {
    const goldmine = rulebook.current('goldmine-rumbles')!;
    expect(entrySeats(goldmine, 'Ada')).toEqual([
      { name: 'Ada' },
      { name: 'House bot 1', bot: 'default' },
      { name: 'House bot 2', bot: 'default' },
    ]);
    expect(entrySeats(rulebook.current('carbondale')!, 'Ada')).toEqual([
      { name: 'Ada' },
      { name: 'House bot', bot: 'default' },
    ]);
    expect(entrySeats(rulebook.current('aircargo')!, 'Ada')).toEqual([{ name: 'Ada' }]);
  });
});
