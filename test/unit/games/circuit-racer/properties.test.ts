/**
 * Property tests: random legal playouts (moves picked from `legalMoves` by fast-check, dice from
 * keyed random under a fast-check seed) through the real engine.
 */
import fc from 'fast-check';
import { expectLegalMovesValid, expectReplayMatchesLive } from '../../../support/game-properties.js';
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import type { TapeEvent } from '../../../../src/core/tape.js';
import { releases, type CircuitRacerMove, type CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';
import { type Event, game, start } from './fixtures.js';

const rulebook = makeRulebook([releases]);
/** 4 circuits × 12 turns × (gear + accept), 14 free actions, at most 60 boxes / 2 per paid action, plus slack. */
const MAX_MOVES = 250;

interface Playout {
  readonly tape: TapeEvent[];
  readonly state: CircuitRacerState;
  readonly moves: number;
}

/** A greedy racer: the highest gear it may take without special actions, and accept whatever it rolls. */
function racerMove(legal: readonly CircuitRacerMove[]): CircuitRacerMove {
  let best: CircuitRacerMove = legal[0]!;
  for (const m of legal)
    if (m.type === 'gear' && !m.shift && !m.include && (best.type !== 'gear' || m.gear > best.gear)) best = m;
  return best;
}

/**
 * Plays a whole game; `picks[i]` chooses among the legal moves (0 = accept after a roll, -1 = the
 * greedy racer's move, so playouts also finish circuits). `check` runs before every move.
 */
function playout(
  seed: string,
  picks: readonly number[],
  check?: (state: CircuitRacerState, legal: readonly CircuitRacerMove[]) => void,
): Playout {
  let moves = 0;
  const { tape, state } = playGame<CircuitRacerState, CircuitRacerMove>(
    game,
    seed,
    (state, _player, legal) => {
      check?.(state, legal);
      const pick = picks[moves % picks.length]!;
      const move = pick < 0 ? racerMove(legal) : legal[pick % legal.length]!;
      moves++;
      return move;
    },
    { maxMoves: MAX_MOVES },
  );
  return { tape, state, moves };
}

const seedArb = fc.string({ minLength: 1, maxLength: 12 });
/** Greedy racing, small picks (accept, cheap gears) and arbitrary ones, so games both finish circuits and burn special actions. */
const picksArb = fc.array(
  fc.oneof(fc.constant(-1), fc.constant(-1), fc.constant(0), fc.nat({ max: 3 }), fc.nat({ max: 10_000 })),
  { minLength: 1, maxLength: 40 },
);

describe('random legal playouts', () => {
  test('never throw, keep the invariants, and reach over within the bound', () => {
    const outcomes: string[] = [];
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { state, moves } = playout(seed, picks, (s, legal) => {
          expect(legal.length).toBeGreaterThan(0);
          expect(legal.length).toBeLessThan(150);
          const circuit = s.circuit;
          expect(circuit).toBeGreaterThanOrEqual(1);
          expect(s.damage).toBeGreaterThanOrEqual(0);
          expect(s.damage).toBeLessThanOrEqual(15);
          expect(s.bank).toBeGreaterThanOrEqual(0);
          expect(Object.values(s.free).every((n) => n >= 0)).toBe(true);
          expect(s.turn).toBeLessThanOrEqual(12);
          expect(s.results).toHaveLength(circuit - 1);
          game.view(s, 1);
        });
        expect(moves).toBeLessThanOrEqual(MAX_MOVES);
        expect(state.results).toHaveLength(4);
        const v = game.view(state, 1);
        expect(v.phase).toBe('over');
        expect(game.pending(state)).toEqual({
          kind: 'over',
          standings: { lowerIsBetter: true, players: [{ seat: 1, rank: 1, score: v.total }] },
        });
        outcomes.push(...state.results.map((r) => r.outcome));
        for (const r of state.results) {
          if (r.outcome === 'finished') expect(r.place).toBe(0);
          if (r.outcome === 'dnf') expect(r.place).toBe(20);
          if (r.outcome === 'time') expect(r.place).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
    // The generators reach every way a circuit can end.
    expect(new Set(outcomes)).toEqual(new Set(['finished', 'time', 'dnf']));
  });

  test('every move from legalMoves parses with moveSchema and passes validate', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        playout(seed, picks, (s, legal) => expectLegalMovesValid(game, s, 1, legal));
      }),
      { numRuns: 25 },
    );
  });

  test('replaying the tape from scratch equals the live state, and the audit passes', () => {
    fc.assert(
      fc.property(seedArb, picksArb, fc.nat(), (seed, picks, cut) => {
        const { tape, state } = playout(seed, picks);
        expectReplayMatchesLive(rulebook, game, tape, state, cut);
      }),
      { numRuns: 30 },
    );
  });

  test('same seed and labels give the same dice, whatever path led there', () => {
    fc.assert(
      fc.property(seedArb, picksArb, picksArb, (seed, a, b) => {
        const diceOf = (tape: TapeEvent[]) =>
          new Map(tape.flatMap((e) => (e.type === 'DiceRolled' ? [[e.label, e.values] as const] : [])));
        const first = playout(seed, a);
        expect(playout(seed, a).tape).toEqual(first.tape);
        const x = diceOf(first.tape);
        const y = diceOf(playout(seed, b).tape);
        for (const [label, values] of x) {
          const other = y.get(label);
          if (other === undefined) continue;
          // A select rolls fewer dice under the same label: die i is the same draw either way.
          const n = Math.min(values.length, other.length);
          expect(values.slice(0, n)).toEqual(other.slice(0, n));
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('evolve is total', () => {
  const moveArb: fc.Arbitrary<CircuitRacerMove> = fc.oneof(
    fc.record({
      type: fc.constant('gear' as const),
      gear: fc.integer({ min: 0, max: 7 }),
      shift: fc.boolean(),
      include: fc.boolean(),
      payCurrent: fc.nat({ max: 20 }),
    }),
    fc.record({ type: fc.constant('reroll' as const), include: fc.boolean(), payCurrent: fc.nat({ max: 20 }) }),
    fc.record({
      type: fc.constant('select' as const),
      dice: fc.array(fc.integer({ min: -1, max: 7 }), { maxLength: 7 }),
      include: fc.boolean(),
    }),
    fc.constant({ type: 'accept' as const }),
  );
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    moveArb.map((move) => ({ type: 'MoveMade' as const, player: 1, move })),
    fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })
      .map((values) => ({ type: 'DiceRolled' as const, label: 'x', values })),
  );
  test('arbitrary (even invalid) event sequences never throw, and pending/view/legalMoves stay defined', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 300 }), (events) => {
        let state = start();
        for (const event of events) {
          state = game.evolve(state, event);
          game.pending(state);
          game.legalMoves(state, 1);
        }
        game.view(state, 1);
      }),
      { numRuns: 100 },
    );
  });
});
