/**
 * Property tests: random legal playouts (moves picked from `legalMoves` under a fast-check seed,
 * dice from keyed random) through the real engine, solo and multiplayer.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../../src/core/audit.js';
import { mulberry32, playGame } from '../../../../src/core/playout.js';
import { evolveChecked } from '../../../../src/core/recorded-move.js';
import { fold, replay } from '../../../../src/core/replay.js';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import type { TapeEvent } from '../../../../src/core/tape.js';
import { bot } from '../../../../src/games/coal-n-write/bot.js';
import {
  CURRENT_CONTENT,
  releases,
  type CoalNWriteMove,
  type CoalNWriteState,
} from '../../../../src/games/coal-n-write/index.js';
import { type Event, game, start } from './fixtures.js';

const rulebook = makeRulebook([releases]);
const MAX_MOVES = 20_000;

interface Playout {
  readonly tape: TapeEvent[];
  readonly state: CoalNWriteState;
}

/**
 * Plays a whole game: each move is the bot's with probability `botShare`, else a uniformly random
 * legal move (so playouts both reach deep content and wander). `check` runs before every move.
 */
function playout(
  seed: string,
  players: number,
  pickSeed: number,
  botShare: number,
  check?: (s: CoalNWriteState, seat: number, legal: readonly CoalNWriteMove[]) => void,
): Playout {
  const pick = mulberry32(pickSeed);
  const choose = (state: CoalNWriteState, seat: number, legal: readonly CoalNWriteMove[]) => {
    check?.(state, seat, legal);
    return pick() < botShare ? bot(state, seat, legal) : legal[Math.floor(pick() * legal.length)]!;
  };
  // Simultaneous play: any waiting player may move next; pick one at random.
  return playGame<CoalNWriteState, CoalNWriteMove>(game, seed, choose, {
    players,
    maxMoves: MAX_MOVES,
    pickSeat: (waiting: readonly number[]) => waiting[Math.floor(pick() * waiting.length)]!,
  });
}

const seedArb = fc.string({ minLength: 1, maxLength: 10 });
const playersArb = fc.constantFrom(1, 1, 4, 2, 3, 6);
const shareArb = fc.constantFrom(0, 0.5, 0.9);

// Whole playouts: seconds alone, over 30 s on the 2 shared cores under load; a hang is still caught.
describe('random legal playouts', { timeout: 120_000 }, () => {
  test('always end (solo and multiplayer), with sane sheets and small legal sets', () => {
    const titles = new Set<string>();
    fc.assert(
      fc.property(seedArb, playersArb, fc.nat(), shareArb, (seed, players, pickSeed, share) => {
        const { state } = playout(seed, players, pickSeed, share, (s, _seat, legal) => {
          expect(legal.length).toBeGreaterThan(0);
          expect(legal.length).toBeLessThan(200);
          for (const q of s.players) {
            expect(q.cash).toBeGreaterThanOrEqual(0);
            expect(q.stash.length).toBeLessThanOrEqual(CURRENT_CONTENT.stashSize);
            expect(q.pistols).toBeGreaterThanOrEqual(0);
            expect(q.tonics).toBeGreaterThanOrEqual(0);
          }
        });
        expect(state.phase).toBe('over');
        const pending = game.pending(state);
        if (pending.kind !== 'over') throw new Error('not over');
        expect(pending.standings.players).toHaveLength(players);
        for (const q of state.players) expect(q.deliveries).toHaveLength(state.lastRound);
        if (players === 1) titles.add(pending.standings.players[0]!.title!);
        game.view(state, null);
      }),
      { numRuns: 30 },
    );
    expect(titles.size).toBeGreaterThan(0);
  });

  test('every move from legalMoves parses with moveSchema and passes validate', () => {
    fc.assert(
      fc.property(seedArb, playersArb, fc.nat(), shareArb, (seed, players, pickSeed, share) => {
        playout(seed, players, pickSeed, share, (s, seat, legal) => {
          for (const move of legal) {
            expect(game.moveSchema.safeParse(move).success).toBe(true);
            const r = game.validate(s, seat, move);
            if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.code} ${r.error.message}`);
          }
        });
      }),
      { numRuns: 10 },
    );
  });

  test('replaying the tape equals the live state, and the audit passes', () => {
    fc.assert(
      fc.property(seedArb, playersArb, fc.nat(), shareArb, fc.nat(), (seed, players, pickSeed, share, cut) => {
        const { tape, state } = playout(seed, players, pickSeed, share);
        const fresh = start(players);
        expect(fold(game, fresh, tape)).toEqual(state);
        const replayed = replay<CoalNWriteState>(rulebook, tape);
        expect(replayed.ok && replayed.value.state).toEqual(state);
        const upTo = 1 + (cut % tape.length);
        const partial = replay<CoalNWriteState>(rulebook, tape, upTo);
        expect(partial.ok && partial.value.state).toEqual(fold(game, fresh, tape.slice(1, upTo)));
        const report = auditTape(rulebook, tape);
        expect(report.checks.filter((c) => c.status === 'fail')).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  test('multiplayer: one throw per turn for everyone, whatever each player did', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(2, 4, 6), fc.nat(), fc.nat(), (seed, players, a, b) => {
        const mainDice = (tape: TapeEvent[]) =>
          tape.flatMap((e) =>
            e.type === 'DiceRolled' && /^round\d+\.(turn\d+\.throw|lone\.throw\d)$/.test(e.label)
              ? [[e.label, e.values] as const]
              : [],
          );
        const first = playout(seed, players, a, 0.5, (s) => {
          // Every sheet is drawn against the same dice: the view has one table throw.
          if (s.phase === 'turn' || s.phase === 'lone')
            expect(game.view(s, 1).dice).toEqual(game.view(s, players).dice);
        });
        const x = mainDice(first.tape);
        expect(new Set(x.map(([l]) => l)).size).toBe(x.length); // each main label thrown once, for the whole table
        const y = new Map(mainDice(playout(seed, players, b, 0.5).tape));
        for (const [label, values] of x) {
          const other = y.get(label);
          if (other === undefined) continue;
          const n = Math.min(values.length, other.length);
          expect(values.slice(0, n)).toEqual(other.slice(0, n));
        }
      }),
      { numRuns: 10 },
    );
  });

  test('the view never reveals the undrawn deck order', () => {
    const { tape } = playout('deck', 3, 1, 0.5);
    const events = tape.filter(
      (e): e is Event & TapeEvent => e.type === 'DiceRolled' || e.type === 'MoveMade' || e.type === 'DeckShuffled',
    );
    let s = start(3);
    for (const e of events) {
      s = game.evolve(s, e as Event);
      const json = JSON.stringify(game.view(s, 1));
      expect(json).not.toContain('"deck"');
      if (s.deck.length > 0) expect(game.view(s, null).deckCount).toBe(s.deck.length);
    }
  });
});

describe('evolve is total', () => {
  const moveArb = fc.oneof(
    fc.record({
      type: fc.constant('claim'),
      vein: fc.constantFrom('B', 'C', 'T', 'S', 'X'),
      dice: fc.array(fc.integer({ min: -1, max: 4 }), { maxLength: 4 }),
      tonics: fc.integer({ min: -1, max: 6 }),
    }),
    fc.record({
      type: fc.constant('dig'),
      vein: fc.constantFrom('B', 'C', 'T', 'S'),
      die: fc.integer({ min: -1, max: 4 }),
    }),
    fc.record({
      type: fc.constant('visitTown'),
      die: fc.integer({ min: -1, max: 3 }),
      card: fc.constantFrom('gunsmith', 'backroomGamblin', 'trickShootin', 'nope'),
      count: fc.integer({ min: -1, max: 6 }),
    }),
    fc.record({ type: fc.constantFrom('endTurn', 'gambleHit', 'gambleStay', 'bonusDone') }),
    fc.record({ type: fc.constant('chooseBonus'), bonus: fc.constantFrom('C', 'D', 'P', 'T', 'G', '$') }),
    fc.record({
      type: fc.constant('load'),
      ore: fc.record({ S: fc.nat(9), T: fc.nat(9), C: fc.nat(9), B: fc.nat(9) }),
    }),
    fc.record({ type: fc.constantFrom('shoot', 'placeBandit'), burro: fc.integer({ min: -1, max: 9 }) }),
    fc.constant({ type: 'claim' }),
  );
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    moveArb.map((move) => ({ type: 'MoveMade' as const, player: 1, move: move as unknown as CoalNWriteMove })),
    fc
      .array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 4 })
      .map((values) => ({ type: 'DiceRolled' as const, label: 'x', values })),
    fc
      .array(fc.integer({ min: -1, max: 10 }), { maxLength: 10 })
      .map((order) => ({ type: 'DeckShuffled' as const, label: 'x', order })),
  );
  // Moves are checked by the core before they reach `evolve` (evolveChecked, as for a tape from a file).
  test('arbitrary (even invalid) event sequences, checked as a tape from outside, never throw', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 200 }), (events) => {
        let state = start(2);
        for (const event of events) {
          state = evolveChecked(game, state, event);
          game.pending(state);
          game.legalMoves(state, 1);
        }
        game.view(state, 1);
      }),
      { numRuns: 100 },
    );
  });
});
