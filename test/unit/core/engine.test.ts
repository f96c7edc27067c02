/**
 * The engine on a tiny made-up game, so every path is reached on purpose: it answers rolls and
 * shuffles itself, stops at a choice, ends with the standings and the seed, refuses moves out of turn
 * or off schema with stable codes, and gives up on rules that roll forever.
 */
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { advance, decideMove, startGame, whoMayMove } from '../../../src/core/engine.js';
import { reject, ruleError } from '../../../src/core/errors.js';
import { err, OK, ok } from '../../../src/core/result.js';
import type { RandomSource } from '../../../src/core/random.js';
import type { GameCreated } from '../../../src/core/tape.js';
import type { GameDefinition, Pending } from '../../../src/core/types.js';

/** Roll one die, shuffle three cards, then seat 1 picks a number; 'stop' ends it, anything else rolls again. */
interface S {
  readonly step: 'roll' | 'shuffle' | 'pick' | 'over' | 'spin';
  readonly rolled: number[];
  readonly order: number[];
  readonly picks: number[];
  /** How many rolls `rollingFor`'s toy has made. */
  readonly spun?: number;
}
type M = { type: 'pick'; n: number } | { type: 'stop' };

const toy: GameDefinition<S, M, object, S> = {
  id: 'toy',
  version: 1,
  title: 'Toy',
  summary: '',
  minPlayers: 1,
  maxPlayers: 2,
  optionsSchema: z.object({}),
  moveSchema: z.discriminatedUnion('type', [
    z.object({ type: z.literal('pick'), n: z.number().int().min(1) }),
    z.object({ type: z.literal('stop') }),
  ]),
  setup: () => ({ step: 'roll', rolled: [], order: [], picks: [] }),
  pending(s): Pending {
    switch (s.step) {
      case 'roll':
      case 'spin':
        return { kind: 'roll', label: `roll${s.rolled.length}`, count: 2, sides: 6 };
      case 'shuffle':
        return { kind: 'shuffle', label: 'deck', size: 3 };
      case 'pick':
        return { kind: 'choice', players: [1] };
      case 'over':
        return {
          kind: 'over',
          standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: s.picks.length }] },
        };
    }
  },
  validate: (_s, _p, m) => (m.type === 'pick' && m.n > 5 ? reject('too-big', 'at most 5') : OK),
  evolve(s, e) {
    // A spin keeps no rolls: copying a growing list at each of the engine's 10,000 steps made that test
    // quadratic (8 s alone, over its 30 s timeout on a loaded machine).
    if (e.type === 'DiceRolled')
      return s.step === 'spin'
        ? s
        : { ...s, step: s.order.length ? 'pick' : 'shuffle', rolled: [...s.rolled, ...e.values] };
    if (e.type === 'DeckShuffled') return { ...s, step: 'pick', order: [...e.order] };
    return e.move.type === 'stop' ? { ...s, step: 'over' } : { ...s, step: 'roll', picks: [...s.picks, e.move.n] };
  },
  legalMoves: () => [{ type: 'stop' }],
  view: (s) => s,
  viewSchema: () =>
    z.object({ step: z.string(), rolled: z.array(z.number()), order: z.array(z.number()), picks: z.array(z.number()) }),
  label: (_s, m) => (m.type === 'stop' ? 'Stop' : `Pick ${m.n}`),
};

const fixed: RandomSource = {
  roll: (_l, count) => ok(Array.from({ length: count }, (_, i) => i + 1)),
  shuffle: (_l, size) => ok(Array.from({ length: size }, (_, i) => size - 1 - i)),
};
const created: GameCreated = {
  type: 'GameCreated',
  rules: 'toy',
  rulesVersion: 1,
  players: [{ name: 'A' }],
  options: {},
  seedCommitment: 'c',
  clientSeed: null,
  sandbox: null,
};

describe('the engine', () => {
  const started = startGame<S>(toy, created, fixed, 'seed');
  const state = started.ok ? started.value.state : toy.setup({ players: [], options: {} });

  test('a new game rolls and shuffles up to the first choice', () => {
    expect(started).toEqual({
      ok: true,
      value: {
        events: [
          created,
          { type: 'DiceRolled', label: 'roll0', values: [1, 2] },
          { type: 'DeckShuffled', label: 'deck', order: [2, 1, 0] },
        ],
        state: { step: 'pick', rolled: [1, 2], order: [2, 1, 0], picks: [] },
      },
    });
  });

  test('a move appends itself and what follows up to the next choice; the end reveals the given seed', () => {
    expect(decideMove<S>(toy, state, 1, { type: 'pick', n: 3 }, fixed, 'seed')).toMatchObject({
      ok: true,
      value: {
        events: [
          { type: 'MoveMade', player: 1, move: { type: 'pick', n: 3 } },
          { type: 'DiceRolled', label: 'roll2' },
        ],
        state: { step: 'pick', picks: [3] },
      },
    });
    expect(decideMove<S>(toy, state, 1, { type: 'stop' }, fixed, null)).toEqual({
      ok: true,
      value: {
        events: [
          { type: 'MoveMade', player: 1, move: { type: 'stop' } },
          {
            type: 'GameEnded',
            standings: { lowerIsBetter: false, players: [{ seat: 1, rank: 1, score: 0 }] },
            seed: null,
          },
        ],
        state: { ...state, step: 'over' },
      },
    });
  });

  test('the move is recorded as the schema parsed it (unknown keys dropped)', () => {
    const made = decideMove<S>(toy, state, 1, { type: 'pick', n: 2, extra: 'x' }, fixed, 'seed');
    expect(made.ok && made.value.events[0]).toEqual({ type: 'MoveMade', player: 1, move: { type: 'pick', n: 2 } });
  });

  test.each([
    ['a seat not to move', 2, { type: 'stop' }, 'not-your-choice', 'seat 2 is not among the players to move (1)'],
    ['a move off the schema', 1, { type: 'pick', n: 0 }, 'bad-move', /^move\.n: expected a number of at least 1$/],
    ['a move of no known type', 1, { type: 'jump' }, 'bad-move', /type/],
    ['a move the rules refuse', 1, { type: 'pick', n: 6 }, 'too-big', 'at most 5'],
  ])('refuses %s', (_name, seat, move, code, message) => {
    const r = decideMove<S>(toy, state, seat, move, fixed, 'seed');
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  test('a schema error names the field in words (core/validation-messages.ts), or the move itself when the whole move is wrong', () => {
    expect(decideMove<S>(toy, state, 1, 'stop', fixed, 'seed')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'move: expected an object, got a string' },
    });
    expect(decideMove<S>(toy, state, 1, { type: 'pick', n: 1.5 }, fixed, 'seed')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'move.n: expected a whole number' },
    });
    expect(decideMove<S>(toy, state, 1, { type: 'pick' }, fixed, 'seed')).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'move.n: required (a number)' },
    });
  });

  test('no one may move while the engine has a roll or shuffle to make, or after the end', () => {
    expect(whoMayMove(toy, toy.setup({ players: [], options: {} }), 1)).toMatchObject({
      ok: false,
      error: { code: 'roll-pending', message: 'waiting for the roll "roll0"' },
    });
    expect(whoMayMove(toy, { ...state, step: 'shuffle' }, 1)).toMatchObject({
      ok: false,
      error: { code: 'shuffle-pending', message: 'waiting for the shuffle "deck"' },
    });
    expect(whoMayMove(toy, { ...state, step: 'over' }, 1)).toMatchObject({
      ok: false,
      error: { code: 'game-over', message: 'the game is over' },
    });
    expect(whoMayMove(toy, state, 1)).toEqual(OK);
  });

  test('a random source that refuses stops the engine with its error, appending nothing', () => {
    const refused = err(ruleError('bad-sandbox-roll', 'no'));
    const noDice: RandomSource = { ...fixed, roll: () => refused };
    const noShuffle: RandomSource = { ...fixed, shuffle: () => refused };
    expect(startGame(toy, created, noDice, 'seed')).toEqual(refused);
    expect(startGame(toy, created, noShuffle, 'seed')).toEqual(refused);
    expect(decideMove<S>(toy, state, 1, { type: 'pick', n: 1 }, noDice, 'seed')).toEqual(refused);
  });

  test('rules that roll forever are a bug, not a hang', () => {
    expect(() => advance(toy, { ...state, step: 'spin' }, fixed, 'seed')).toThrow(
      'toy: more than 10000 automatic steps without a choice',
    );
  });

  test('the limit is 10,000 automatic steps in a row: 9,999 rolls before a choice are played, 10,000 are a bug', () => {
    /** The toy rolling `rolls` times in a row, then waiting for seat 1. */
    const rollingFor = (rolls: number): typeof toy => ({
      ...toy,
      pending: (s) =>
        (s.spun ?? 0) < rolls ? { kind: 'roll', label: 'spin', count: 1, sides: 6 } : { kind: 'choice', players: [1] },
      evolve: (s, e) => (e.type === 'DiceRolled' ? { ...s, spun: (s.spun ?? 0) + 1 } : s),
    });
    const settled = advance(rollingFor(9_999), state, fixed, 'seed');
    expect(settled.ok && settled.value.events.length).toBe(9_999);
    expect(() => advance(rollingFor(10_000), state, fixed, 'seed')).toThrow('toy: more than 10000 automatic steps');
  });
});
