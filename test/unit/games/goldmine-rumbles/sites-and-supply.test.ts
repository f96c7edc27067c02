/**
 * The two rule errors reached only through a history of real moves (spec §5):
 * `site-taken` (chooseStart, §3 "one pawn per site") and `supply-empty` (buyEssentials, §2.5 supply
 * counts, §4.2). Each is checked through `validate`, against `legalMoves`, and beside a close legal move.
 */
import { describe, expect, test } from 'vitest';
import type { GoldmineMove, GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { BLUE, codeOf, game, GREEN, identity, made, opened, p, play, RED, start, YELLOW } from './fixtures.js';

/** Setup shuffles and rolls done (canonical orders), nobody has chosen a start site yet. */
const shuffled = (players = 4): GoldmineState =>
  play(start(players), identity(9), Array(9).fill(1), identity(4), identity(16), identity(8), identity(9));

const chooseStart = (site: number): GoldmineMove => ({ type: 'chooseStart', site });
const buy = (bundle: { bread?: number; dynamite?: number; whiskey?: number }): GoldmineMove => ({
  type: 'buyEssentials',
  ...bundle,
});
const codeFromValidate = (state: GoldmineState, seat: number, move: GoldmineMove): string => {
  const r = game.validate(state, seat, move);
  return r.ok ? 'ok' : r.error.code;
};

describe('site-taken (spec §3 "one pawn per site", §5 chooseStart)', () => {
  test('given BLUE started on site 3, when RED chooses site 3 then site-taken; the free start sites stay legal', () => {
    const s = play(shuffled(), made(chooseStart(3), BLUE));
    expect(p(s, BLUE).point).toBe('s3');
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [RED] });

    expect(codeFromValidate(s, RED, chooseStart(3))).toBe('site-taken');
    expect(codeOf(s, chooseStart(3), RED)).toBe('site-taken');
    expect(game.legalMoves(s, RED)).not.toContainEqual(chooseStart(3));
    expect(game.legalMoves(s, RED)).toEqual([chooseStart(7), chooseStart(11), chooseStart(15)]);

    // The closely related move: another start site is accepted and places RED's pawn there.
    expect(codeFromValidate(s, RED, chooseStart(7))).toBe('ok');
    expect(p(play(s, made(chooseStart(7), RED)), RED).point).toBe('s7');
  });

  test('given BLUE, RED and GREEN took sites 3, 7 and 11, then YELLOW may only take 15', () => {
    const s = play(shuffled(), made(chooseStart(3), BLUE), made(chooseStart(7), RED), made(chooseStart(11), GREEN));
    for (const site of [3, 7, 11]) expect(codeFromValidate(s, YELLOW, chooseStart(site))).toBe('site-taken');
    // A non-start site is a different error, checked before occupancy.
    expect(codeFromValidate(s, YELLOW, chooseStart(1))).toBe('not-a-start-site');
    expect(game.legalMoves(s, YELLOW)).toEqual([chooseStart(15)]);
    expect(game.pending(play(s, made(chooseStart(15), YELLOW)))).toEqual({
      kind: 'choice',
      players: [BLUE, RED, GREEN, YELLOW],
    });
  });
});

describe('supply-empty (spec §2.5 supply counts, §5 buyEssentials)', () => {
  test('given BLUE and RED bought 2 Bread each (supply 10 − 4 starting − 4 = 2), when GREEN buys 3 Bread then supply-empty', () => {
    let s = opened();
    // Phase 1 uses Rumbles tile 1: Blue, Red, Green, Yellow. Each player started with a Bread taken from the supply.
    expect(s.supply.bread).toBe(6);
    expect(s.turn!.seat).toBe(BLUE);
    s = play(
      s,
      made(buy({ bread: 2 }), BLUE),
      made({ type: 'endTurn' }, BLUE),
      made(buy({ bread: 2 }), RED),
      made({ type: 'endTurn' }, RED),
    );
    expect(s.turn!.seat).toBe(GREEN);
    expect(s.supply.bread).toBe(2);
    expect(p(s, GREEN).gold).toBe(10); // gold is not the obstacle: 3 gn would be affordable

    expect(codeFromValidate(s, GREEN, buy({ bread: 3 }))).toBe('supply-empty');
    expect(codeOf(s, buy({ bread: 3 }), GREEN)).toBe('supply-empty');
    expect(codeFromValidate(s, GREEN, buy({ bread: 3, dynamite: 0 }))).toBe('supply-empty');
    const legal = game.legalMoves(s, GREEN);
    expect(legal).not.toContainEqual(buy({ bread: 3 }));
    // The bundle size alone is not the reason: 3 Dynamite (6 in the supply) is listed and accepted.
    expect(legal).toContainEqual(buy({ dynamite: 3 }));
    expect(codeFromValidate(s, GREEN, buy({ dynamite: 3 }))).toBe('ok');

    // The closely related move: the 2 Bread that remain may be bought.
    expect(legal).toContainEqual(buy({ bread: 2 }));
    expect(legal).toContainEqual(buy({ bread: 2, dynamite: 1 }));
    const bought = play(s, made(buy({ bread: 2 }), GREEN));
    expect(bought.supply.bread).toBe(0);
    expect(p(bought, GREEN).items.bread).toBe(3);
    expect(p(bought, GREEN).gold).toBe(8);
  });

  test('given the Bread supply bought out by BLUE, RED and GREEN, YELLOW cannot buy even one Bread, but can buy Dynamite', () => {
    let s = opened();
    for (const seat of [BLUE, RED, GREEN]) s = play(s, made(buy({ bread: 2 }), seat), made({ type: 'endTurn' }, seat));
    expect(s.turn!.seat).toBe(YELLOW);
    expect(s.supply.bread).toBe(0);

    expect(codeFromValidate(s, YELLOW, buy({ bread: 1 }))).toBe('supply-empty');
    expect(codeFromValidate(s, YELLOW, buy({ bread: 1, whiskey: 1 }))).toBe('supply-empty');
    const legal = game.legalMoves(s, YELLOW);
    expect(legal.filter((m) => m.type === 'buyEssentials' && (m.bread ?? 0) > 0)).toEqual([]);
    expect(legal).toContainEqual(buy({ dynamite: 1 }));
    expect(codeFromValidate(s, YELLOW, buy({ dynamite: 1 }))).toBe('ok');
  });
});
