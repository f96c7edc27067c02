/**
 * What `validate` itself decides at the edges of each limit (spec §5), asked directly: the last
 * affordable entry, shot, throw, stash ore and burro slot are allowed, one more is not; the mini-game
 * sub-steps take only their own moves; each step names itself when a move does not belong to it.
 */
import { describe, expect, test } from 'vitest';
import {
  CURRENT_CONTENT as C,
  type CoalNWriteMove,
  type CoalNWriteState,
  type Ore,
} from '../../../../src/games/coal-n-write/index.js';
import { game, made, MULTI, opened, play, quickRound, sheet, SOLO, topFirst } from './fixtures.js';

const refusal = (state: CoalNWriteState, move: unknown, seat = 1): string => {
  const r = game.validate(state, seat, move as CoalNWriteMove);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
};
const letters = (s: string): Ore[] => [...s] as Ore[];
const thrown = (): CoalNWriteState => play(opened(), [2, 4, 6]);
const inSub = (sub: NonNullable<CoalNWriteState['players'][number]['sub']>): CoalNWriteState =>
  sheet(thrown(), 1, { sub });
/** The load step of round 1 with S, S, T, C unscratched in the stash. */
const loading = (): CoalNWriteState => quickRound(sheet(opened(), 1, { stash: letters('SSTC') }));
const noOre = { S: 0, T: 0, C: 0, B: 0 };

describe('mini-game sub-steps', () => {
  test('Backroom Gamblin’: a hit while under 21, a stay any time, neither without a gamble open', () => {
    expect(refusal(inSub({ kind: 'gamble', total: 20, throws: 3, credit: false }), { type: 'gambleHit' })).toBe('ok');
    expect(refusal(inSub({ kind: 'gamble', total: 21, throws: 3, credit: false }), { type: 'gambleHit' })).toBe(
      'not-gambling: the gamble is settled',
    );
    expect(refusal(inSub({ kind: 'gamble', total: 21, throws: 3, credit: false }), { type: 'gambleStay' })).toBe('ok');
    expect(refusal(inSub({ kind: 'drink' }), { type: 'gambleHit' })).toBe(
      "not-gambling: no Backroom Gamblin' game is open",
    );
    expect(refusal(inSub({ kind: 'drink' }), { type: 'gambleStay' })).toBe(
      "not-gambling: no Backroom Gamblin' game is open",
    );
  });

  test('Trick Shootin’: the last shot at a listed target nobody blasted', () => {
    const trick = (shots: number, blasted: number[]) => inSub({ kind: 'trick', shots, blasted });
    const [first, second] = C.trickShootin.targets;
    expect(refusal(trick(C.trickShootin.shots - 1, [first!]), { type: 'aim', target: second })).toBe('ok');
    expect(refusal(trick(C.trickShootin.shots, []), { type: 'aim', target: second })).toBe(
      'no-shots-left: all shots are taken',
    );
    expect(refusal(trick(0, []), { type: 'aim', target: 99 })).toBe(
      `bad-move: targets: ${C.trickShootin.targets.join(', ')}`,
    );
    expect(refusal(inSub({ kind: 'drink' }), { type: 'aim', target: first })).toBe(
      "bad-move: no Trick Shootin' game is open",
    );
  });

  test('Drankin’ Contest: 1 to the most throws, whole', () => {
    const drink = inSub({ kind: 'drink' });
    const max = C.drankin.maxThrows;
    expect(refusal(drink, { type: 'drink', throws: 1 })).toBe('ok');
    expect(refusal(drink, { type: 'drink', throws: max })).toBe('ok');
    for (const throws of [0, max + 1, 1.5])
      expect(refusal(drink, { type: 'drink', throws })).toBe(`bad-throws: declare 1–${max} throws`);
    expect(refusal(inSub({ kind: 'bandit' }), { type: 'drink', throws: 1 })).toBe(
      "bad-move: no Drankin' Contest is open",
    );
  });

  test('a bandit goes only after a bust, on an open burro', () => {
    expect(refusal(inSub({ kind: 'bandit' }), { type: 'placeBandit', burro: 3 })).toBe('ok');
    expect(refusal(thrown(), { type: 'placeBandit', burro: 3 })).toBe('bad-move: a bandit is placed only after a bust');
  });
});

describe('limits', () => {
  test('a pistol shoots an active bandit', () => {
    const armed = sheet(thrown(), 1, { pistols: 1, banditsAdded: [0, 1, 0, 0, 0, 0, 0] });
    expect(refusal(armed, { type: 'shoot', burro: 2 })).toBe('ok');
  });

  test('the Rodeo entry: exactly the entry will do, and staying out costs nothing', () => {
    const s = play(
      sheet(sheet(opened(2, topFirst(8, MULTI.rodeoContest)), 1, { cash: 100 }), 2, { cash: 5 }),
      [2, 2, 5],
    );
    const signUp = play(
      s,
      made({ type: 'visitTown', die: 0, card: 'rodeoContest' }, 1),
      made({ type: 'endTurn' }, 1),
      made({ type: 'endTurn' }, 2),
    );
    expect(refusal(sheet(signUp, 2, { cash: C.rodeo.entry }), { type: 'joinRodeo', join: true }, 2)).toBe('ok');
    expect(refusal(sheet(signUp, 2, { cash: 0 }), { type: 'joinRodeo', join: false }, 2)).toBe('ok');
    expect(refusal(thrown(), { type: 'joinRodeo', join: false })).toBe(
      'bad-move: joinRodeo is not possible in the turn step',
    );
  });

  test('a load may hold all the unscratched ore of a kind, up to the burro’s slots', () => {
    expect(refusal(loading(), { type: 'load', ore: { ...noOre, S: 2 } })).toBe('ok');
    expect(refusal(loading(), { type: 'load', ore: { ...noOre, S: 3 } })).toBe(
      'not-in-stash: 3 S asked, 2 unscratched in the stash',
    );
    const full = sheet(loading(), 1, { stash: letters('BBBBBBB') });
    expect(refusal(full, { type: 'load', ore: { ...noOre, B: 6 } })).toBe('ok');
    expect(refusal(full, { type: 'load', ore: { ...noOre, B: 7 } })).toBe(
      'over-capacity: 7 ore on a burro with 6 slots',
    );
    expect(refusal(loading(), { type: 'load', ore: { ...noOre, T: -1 } })).toBe('bad-move: ore.T must be a count');
    expect(refusal(loading(), { type: 'load', ore: { ...noOre, C: 0.5 } })).toBe('bad-move: ore.C must be a count');
  });

  test('Backroom Gamblin’ as the bonus needs its card face-up', () => {
    const picking = (order: number[]) =>
      play(opened(1, order), [1, 2, 3], made({ type: 'endTurn' }), [1, 2], made({ type: 'endTurn' }));
    expect(refusal(picking(topFirst(9, SOLO.backroomGamblin)), { type: 'chooseBonus', bonus: 'G' })).toBe('ok');
    expect(refusal(picking(topFirst(9, SOLO.cowPunchin)), { type: 'chooseBonus', bonus: 'D' })).toBe('ok');
  });
});

describe('each step names itself', () => {
  test.each<[string, () => CoalNWriteState, CoalNWriteMove, string]>([
    [
      'a claim before the throw',
      opened,
      { type: 'claim', vein: 'B', dice: [0] },
      'bad-move: claim is not possible in the throw step',
    ],
    [
      'a dig before the throw',
      opened,
      { type: 'dig', vein: 'B', die: 0 },
      'bad-move: dig is not possible in the throw step',
    ],
    [
      'an end of turn before the throw',
      opened,
      { type: 'endTurn' },
      'bad-move: endTurn is not possible in the throw step',
    ],
    [
      'a bonus pick during a turn',
      thrown,
      { type: 'chooseBonus', bonus: 'C' },
      'bad-move: chooseBonus is not possible in the turn step',
    ],
    [
      'a free dig during a turn',
      thrown,
      { type: 'freeDig', vein: 'S' },
      'bad-move: freeDig is not possible in the turn step',
    ],
    [
      'a bonus done during a turn',
      thrown,
      { type: 'bonusDone' },
      'bad-move: bonusDone is not possible in the turn step',
    ],
    ['a load during a turn', thrown, { type: 'load', ore: noOre }, 'bad-move: load is not possible in the turn step'],
  ])('%s', (_name, state, move, refused) => {
    expect(refusal(state(), move)).toBe(refused);
  });

  test('the lone die plays claims, digs and the end of turn like a turn', () => {
    const lone = play(quickRound(opened(), { type: 'chooseBonus', bonus: 'D' }, []), [5]);
    expect(lone.phase).toBe('lone');
    expect(refusal(lone, { type: 'dig', vein: 'B', die: 0 })).toBe('ok');
    expect(refusal(lone, { type: 'endTurn' })).toBe('ok');
  });

  test('an open sub-step must be finished first', () => {
    expect(refusal(inSub({ kind: 'drink' }), { type: 'endTurn' })).toBe('sub-step-open: finish the open drink first');
  });
});
