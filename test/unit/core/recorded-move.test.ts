/**
 * The core checks a recorded move once, where a tape may not be the engine's own: the audit names a
 * move that does not fit and walks on without it, `replayChecked` leaves it out, and `replay` of a
 * stored tape (which the engine validated move by move before appending) never asks `validate` at all.
 * Games here are real rules with `validate` swapped for one that counts its calls or refuses every move.
 */
import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { reject, type RuleError } from '../../../src/core/errors.js';
import { mulberry32, randomTape } from '../../../src/core/playout.js';
import { checkRecordedMove, evolveChecked } from '../../../src/core/recorded-move.js';
import { fold, replay, replayChecked, type Replayed } from '../../../src/core/replay.js';
import type { Result } from '../../../src/core/result.js';
import { makeRulebook } from '../../../src/core/rulebook.js';
import type { TapeEvent } from '../../../src/core/tape.js';
import type { AnyGame } from '../../../src/core/types.js';
import { circuitRacer } from '../../../src/games/circuit-racer/index.js';
import { coalNWrite } from '../../../src/games/coal-n-write/index.js';
import { rulebook } from '../../../src/games/index.js';
import { checkNamed, created, failedChecks, honestTape, indexOf, inserted, type Made } from '../../support/tampers.js';

const game = rulebook.resolve(created.rules, created.rulesVersion)!;
/** The rule state just before the event at `index` of the honest tape. */
const before = (index: number): unknown =>
  fold(game, game.setup({ players: created.players, options: created.options }), honestTape.slice(1, index));
const move = indexOf('MoveMade', 2);
const made = honestTape[move] as Made;
const roll = indexOf('DiceRolled', 1);

/** `game` with `validate` replaced, and a rulebook that resolves the tape's rules to it. */
function withValidate(base: AnyGame, validate: AnyGame['validate']) {
  const swapped: AnyGame = { ...base, validate };
  return { game: swapped, rulebook: makeRulebook([[swapped]]) };
}

/** `game` whose `validate` is the real one, counted. */
function counting(base: AnyGame) {
  const calls = { n: 0 };
  const swapped = withValidate(base, (state, seat, m) => {
    calls.n++;
    return base.validate(state, seat, m);
  });
  return { ...swapped, calls };
}

/** The state a replay rebuilt (a replay of these tapes cannot fail). */
function stateOf(replayed: Result<Replayed, RuleError>): unknown {
  if (!replayed.ok) throw new Error(replayed.error.message);
  return replayed.value.state;
}

const refusing = (base: AnyGame) => withValidate(base, () => reject('refused', 'this test refuses every move'));

describe('checkRecordedMove: the engine’s checks, in its order, in words', () => {
  test('a move the rules waited for fits', () => {
    expect(checkRecordedMove(game, before(move), made.player, made.move)).toEqual({ ok: true, value: undefined });
  });
  test('a seat the game does not wait for, or a roll still due, is refused first', () => {
    expect(checkRecordedMove(game, before(move), 2, made.move)).toEqual({
      ok: false,
      error: 'not-your-choice (seat 2 is not among the players to move (1))',
    });
    const due = game.pending(before(roll)) as { label: string };
    expect(checkRecordedMove(game, before(roll), 1, made.move)).toEqual({
      ok: false,
      error: `roll-pending (waiting for the roll "${due.label}")`,
    });
  });
  test('a move off the move schema never reaches validate', () => {
    const { game: counted, calls } = counting(game);
    expect(checkRecordedMove(counted, before(move), 1, { type: 'no-such-move' })).toEqual({
      ok: false,
      error: 'the move does not match the move schema',
    });
    expect(calls.n).toBe(0);
  });
  test('a move validate refuses is refused with its code and message', () => {
    const { game: refuses } = refusing(game);
    expect(checkRecordedMove(refuses, before(move), 1, made.move)).toEqual({
      ok: false,
      error: 'refused (this test refuses every move)',
    });
  });
  test('a validate that throws refuses the move instead of ending the walk', () => {
    const { game: throwsError } = withValidate(game, () => {
      throw new Error('no such vein');
    });
    expect(checkRecordedMove(throwsError, before(move), 1, made.move)).toEqual({
      ok: false,
      error: 'the rules could not check the move (no such vein)',
    });
    const { game: throwsString } = withValidate(game, () => {
      throw 'odd';
    });
    expect(checkRecordedMove(throwsString, before(move), 1, made.move)).toEqual({
      ok: false,
      error: 'the rules could not check the move (odd)',
    });
  });
});

describe('evolveChecked', () => {
  test('folds a move that fits, and leaves the state alone for one that does not', () => {
    const state = before(move);
    expect(evolveChecked(game, state, made)).toEqual(game.evolve(state, made));
    expect(evolveChecked(game, state, made)).not.toEqual(state);
    expect(evolveChecked(game, state, { ...made, player: 2 })).toBe(state);
    expect(evolveChecked(refusing(game).game, state, made)).toBe(state);
  });
  test('folds rolls and shuffles as they are, asking validate nothing', () => {
    const { game: counted, calls } = counting(game);
    const rolled = honestTape[roll] as Extract<TapeEvent, { type: 'DiceRolled' }>;
    expect(evolveChecked(counted, before(roll), rolled)).toEqual(game.evolve(before(roll), rolled));
    expect(calls.n).toBe(0);
  });
});

describe('each path checks a recorded move at most once', () => {
  const tapes: [string, readonly TapeEvent[]][] = [
    ["Coal n' Write", honestTape],
    ['Circuit Racer', randomTape(circuitRacer, 'recorded-move', mulberry32(7))],
  ];
  const movesIn = (tape: readonly TapeEvent[]) => tape.filter((e) => e.type === 'MoveMade').length;
  const rulesOfTape = (tape: readonly TapeEvent[]) => {
    const first = tape[0] as typeof created;
    return rulebook.resolve(first.rules, first.rulesVersion)!;
  };

  test.each(tapes)(
    '%s: replay of a stored tape never validates; replayChecked and the audit once per move',
    (_, tape) => {
      const { rulebook: counted, calls } = counting(rulesOfTape(tape));
      const honest = stateOf(replay(rulebook, tape));
      expect(movesIn(tape)).toBeGreaterThan(0);

      expect(stateOf(replay(counted, tape))).toEqual(honest);
      expect(calls.n).toBe(0);
      expect(stateOf(replayChecked(counted, tape))).toEqual(honest);
      expect(calls.n).toBe(movesIn(tape));
      calls.n = 0;
      expect(auditTape(counted, tape).ok).toBe(true);
      expect(calls.n).toBe(movesIn(tape));
    },
  );

  test.each(tapes)('%s: under rules that refuse every move, replay still folds them; the others do not', (_, tape) => {
    const real = rulesOfTape(tape);
    const refuses = refusing(real);
    expect(stateOf(replay(refuses.rulebook, tape))).toEqual(stateOf(replay(rulebook, tape)));

    // Every move is left out: the state is the rolls and shuffles alone, each folded (or ignored) by evolve.
    const withoutMoves = fold(
      real,
      real.setup({ players: (tape[0] as typeof created).players, options: (tape[0] as typeof created).options }),
      tape.slice(1).filter((e) => e.type !== 'MoveMade'),
    );
    expect(stateOf(replayChecked(refuses.rulebook, tape))).toEqual(withoutMoves);

    const firstMove = tape.findIndex((e) => e.type === 'MoveMade');

    const report = auditTape(refuses.rulebook, tape);
    expect(report.ok).toBe(false);
    expect(report.events).toBe(tape.length);
    expect(checkNamed(report, 'moves')).toEqual({
      name: 'moves',
      status: 'fail',
      detail: 'seat 1: refused (this test refuses every move)',
      seq: firstMove + 1,
    });
  });
});

describe('a move that does not fit is left out, and the rest of the tape is checked without it', () => {
  const cases: [string, AnyGame, readonly TapeEvent[]][] = [
    ["Coal n' Write", coalNWrite, honestTape],
    ['Circuit Racer', circuitRacer, randomTape(circuitRacer, 'played-twice', mulberry32(9))],
  ];
  test.each(cases)('%s: a move played twice fails the moves check alone, the whole tape audited', (_, g, tape) => {
    expect(g.id).toBe((tape[0] as typeof created).rules);
    const at = tape.findIndex((e, i) => i > 4 && e.type === 'MoveMade');
    const twice = inserted(at + 1, tape[at]!, tape);
    const report = auditTape(rulebook, twice);
    expect(failedChecks(report)).toEqual(['moves']);
    expect(checkNamed(report, 'moves')).toMatchObject({ seq: at + 2, detail: expect.stringMatching(/^seat 1: /) });
    expect(checkNamed(report, 'ending')).toMatchObject({ status: 'pass' });

    expect(stateOf(replayChecked(rulebook, twice))).toEqual(stateOf(replay(rulebook, tape)));
  });
});
