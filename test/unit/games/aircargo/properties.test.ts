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
import { releases, type AircargoMove, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { legOf } from '../../../../src/games/aircargo/map.js';
import { type Event, game, start } from './fixtures.js';

const rulebook = makeRulebook([releases]);
const { map, content } = game.board;
/** Generous: planning is unbounded only until boxes run out (17 cargo + 18 airports + 6 rerolls), flights by 15 legs. */
const MAX_MOVES = 400;

/**
 * A purposeful pilot (pick -1): prepare a flight when it can, else plan; use the dice rather than
 * reroll; fly the leg that gets closest to the destination; no stamina; first pray/panic option.
 * A planner (pick -2): never flies or stops, so the boxes run out and the game ends for want of a plan.
 */
function policy(state: AircargoState, legal: readonly AircargoMove[], planner: boolean): AircargoMove {
  const find = (type: AircargoMove['type']) => legal.find((m) => m.type === type);
  switch (state.phase) {
    case 'idle':
      return (planner ? undefined : find('prepareFlight')) ?? find('plan')!;
    case 'planning':
      return legal.find((m) => m.type === 'planCargo' || m.type === 'planAirport') ?? legal[legal.length - 1]!;
    case 'flight': {
      const dest = state.destination + 1;
      let best = legal[0]!;
      let bestLeft = Infinity;
      for (const m of legal) {
        if (m.type !== 'flyLeg') continue;
        const to = typeof m.to === 'number' ? map.byAirport.get(m.to)! : map.byKey.get(m.to)!;
        const left = to === dest ? -1 : legOf(map, to, dest).length;
        if (left < bestLeft) [best, bestLeft] = [m, left];
      }
      return best;
    }
    default:
      return legal[0]!;
  }
}

interface Playout {
  readonly tape: TapeEvent[];
  readonly state: AircargoState;
  readonly moves: number;
}

function playout(
  seed: string,
  picks: readonly number[],
  check?: (state: AircargoState, legal: readonly AircargoMove[]) => void,
): Playout {
  let moves = 0;
  const { tape, state } = playGame<AircargoState, AircargoMove>(
    game,
    seed,
    (state, _player, legal) => {
      check?.(state, legal);
      const pick = picks[moves % picks.length]!;
      // Random picks avoid `stop` most of the time, or games would rarely get anywhere.
      let move = pick < 0 ? policy(state, legal, pick === -2) : legal[pick % legal.length]!;
      if (move.type === 'stop' && pick % 7 !== 0) move = legal[0]!;
      moves++;
      return move;
    },
    { maxMoves: MAX_MOVES },
  );
  return { tape, state, moves };
}

const seedArb = fc.string({ minLength: 1, maxLength: 12 });
const picksArb = fc.oneof(
  fc.array(fc.oneof(fc.constant(-1), fc.constant(-1), fc.constant(-1), fc.nat({ max: 3 }), fc.nat({ max: 10_000 })), {
    minLength: 1,
    maxLength: 30,
  }),
  fc.array(fc.oneof(fc.constant(-2), fc.constant(-2), fc.nat({ max: 10_000 })), { minLength: 1, maxLength: 10 }),
  fc.array(fc.constant(-1), { minLength: 1, maxLength: 1 }),
);

describe('random legal playouts', () => {
  test('end (crash, no valid plan, stop or weather), never throw and keep the invariants', () => {
    const ends: string[] = [];
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { state, moves } = playout(seed, picks, (s, legal) => {
          expect(legal.length).toBeGreaterThan(0);
          expect(legal.length).toBeLessThan(240);
          expect(s.staminaUsed).toBeLessThanOrEqual(content.stamina);
          expect(s.prayersUsed).toBeLessThanOrEqual(content.prayers);
          expect(s.planRerollsUsed).toBeLessThanOrEqual(content.planRerolls);
          // A leg may start only with a weather box left; the 15th leg's checks are still played (R5).
          expect(s.legs).toBeLessThanOrEqual(content.weatherBoxes);
          if (s.phase === 'flight' || s.phase === 'idle') expect(s.legs).toBeLessThan(content.weatherBoxes);
          expect(s.route).toHaveLength(s.legs);
          for (const r of s.route) expect(legOf(map, r.from, r.to).inReach).toBe(true);
          expect(s.cargo.filter((c) => c === 'delivered').length).toBe(
            s.airports.filter((a) => a === 'visited').length,
          );
          game.view(s, 1);
        });
        expect(moves).toBeLessThanOrEqual(MAX_MOVES);
        expect(state.end).not.toBe('none');
        if (state.end === 'weather') expect(state.legs).toBe(content.weatherBoxes);
        const v = game.view(state, 1);
        expect(v.phase).toBe('over');
        expect(game.pending(state)).toEqual({
          kind: 'over',
          standings: {
            lowerIsBetter: false,
            players: [{ seat: 1, rank: 1, score: v.score.score, title: expect.any(String) }],
          },
        });
        if (state.end === 'crash') expect(v.score).toMatchObject({ score: 0, rank: 'crashed' });
        ends.push(state.end);
      }),
      { numRuns: 150 },
    );
    expect(new Set(ends)).toEqual(new Set(['crash', 'no-valid-plan', 'stop', 'weather']));
  });

  test('every move from legalMoves parses with moveSchema and passes validate', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        playout(seed, picks, (s, legal) => expectLegalMovesValid(game, s, 1, legal));
      }),
      { numRuns: 40 },
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
});

describe('evolve is total', () => {
  const moveArb: fc.Arbitrary<AircargoMove> = fc.oneof(
    fc.constant({ type: 'plan' as const }),
    fc.constant({ type: 'stop' as const }),
    fc.constant({ type: 'panic' as const }),
    fc.record({
      type: fc.constant('reroll' as const),
      dice: fc.array(fc.integer({ min: -1, max: 2 }), { maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('pray' as const),
      dice: fc.array(fc.integer({ min: -1, max: 2 }), { maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('planCargo' as const),
      box: fc.constantFrom('c1', 'c11', 'c17', 'c99'),
      use: fc.constantFrom('a' as const, 'b' as const, 'sum' as const),
    }),
    fc.record({
      type: fc.constant('planAirport' as const),
      id: fc.integer({ min: 10, max: 70 }),
      order: fc.constantFrom('ab' as const, 'ba' as const),
    }),
    fc.record({
      type: fc.constant('prepareFlight' as const),
      dest: fc.integer({ min: 40, max: 67 }),
      cargo: fc.constantFrom('c1', 'c11', 'c0'),
    }),
    fc.record({
      type: fc.constant('flyLeg' as const),
      to: fc.oneof(fc.constantFrom('BNO', 'PDT', 'XYZ', 'LWS'), fc.integer({ min: 40, max: 67 })),
    }),
    fc.record({ type: fc.constant('stamina' as const), boxes: fc.integer({ min: -2, max: 12 }) }),
  );
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    moveArb.map((move) => ({ type: 'MoveMade' as const, player: 1, move })),
    fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 3 })
      .map((values) => ({ type: 'DiceRolled' as const, label: 'x', values })),
  );
  test('arbitrary (even invalid) event sequences never throw, and pending/view/legalMoves stay defined', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 200 }), (events) => {
        let state = start();
        for (const event of events) {
          state = game.evolve(state, event);
          game.pending(state);
          game.legalMoves(state, 1);
        }
        game.view(state, 1);
      }),
      { numRuns: 150 },
    );
  });
});
