/**
 * Property tests: random legal playouts (moves picked from `legalMoves` by fast-check, now and then by
 * the bot so games get far enough for new draw piles and the goal) through the real engine, with keyed
 * shuffles under a fast-check seed.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { evolveChecked } from '../../../../src/core/recorded-move.js';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import { CARD_IDS, releases, type CarbondaleMove } from '../../../../src/games/carbondale/index.js';
import { expectLegalMovesValid, expectReplayMatchesLive } from '../../../support/game-properties.js';
import { type Event, game } from './fixtures.js';
import { expectCardsConserved, MAX_MOVES, picksArb, playout, seedArb } from './playouts.js';

const rulebook = makeRulebook([releases]);
describe('random legal playouts', () => {
  test('end (goal or stalemate), never throw and keep the invariants', () => {
    const ends = new Set<string>();
    let reshuffled = false;
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        const { state, moves } = playout(seed, picks, (s, seat, legal) => {
          expect(legal.length).toBeGreaterThan(0);
          expect(legal.length).toBeLessThan(600);
          expectCardsConserved(s);
          for (const q of s.players) {
            expect(q.hand.length).toBeLessThanOrEqual(game.content.handSize);
            for (const n of q.network) expect(n.y).toBeGreaterThanOrEqual(0);
          }
          if (s.phase === 'draw') expect(s.players[s.active - 1]!.hand.length).toBeLessThan(s.target);
          expect(game.pending(s)).toEqual({ kind: 'choice', players: [seat] });
        });
        expect(moves).toBeLessThan(MAX_MOVES);
        expect(state.phase).toBe('over');
        expectCardsConserved(state);
        ends.add(state.end);
        if (state.reshuffles > 0) reshuffled = true;
        const pending = game.pending(state);
        expect(pending.kind).toBe('over');
      }),
      { numRuns: 30 },
    );
    expect(ends).toEqual(new Set(['goal', 'stalemate']));
    expect(reshuffled).toBe(true);
  }, 120_000);

  test('every move from legalMoves parses with moveSchema and passes validate', () => {
    fc.assert(
      fc.property(seedArb, picksArb, (seed, picks) => {
        playout(seed, picks, (s, seat, legal) => expectLegalMovesValid(game, s, seat, legal));
      }),
      { numRuns: 15 },
    );
  }, 60_000);

  test('replaying the tape from scratch equals the live state, and the audit passes', () => {
    fc.assert(
      fc.property(seedArb, picksArb, fc.nat(), (seed, picks, cut) => {
        const { tape, state } = playout(seed, picks);
        expectReplayMatchesLive(rulebook, game, tape, state, cut);
      }),
      { numRuns: 20 },
    );
  }, 60_000);
});

describe('evolve is total', () => {
  const cardArb = fc.oneof(fc.constantFrom(...CARD_IDS), fc.constant('ZZ9'));
  const cellArb = fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -1, max: 3 }));
  const moveArb: fc.Arbitrary<CarbondaleMove> = fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      card: cardArb,
      cell: cellArb,
      sources: fc.array(cellArb, { minLength: 1, maxLength: 2 }),
      pay: fc.array(cardArb, { maxLength: 3 }),
    }),
    fc.record({ type: fc.constant('clean' as const), cards: fc.array(cardArb, { maxLength: 5 }) }),
    fc.record({ type: fc.constant('challenge' as const), card: cardArb, fee: cardArb }),
    fc.constant({ type: 'pass' as const }),
    fc.record({
      type: fc.constant('draw' as const),
      from: fc.constantFrom('pile' as const, 'faceUp' as const),
      card: fc.option(cardArb, { nil: undefined }),
    }),
  );
  const eventArb: fc.Arbitrary<Event> = fc.oneof(
    fc.record({ type: fc.constant('MoveMade' as const), player: fc.integer({ min: 0, max: 3 }), move: moveArb }),
    fc.record({
      type: fc.constant('DiceRolled' as const),
      label: fc.constant('x'),
      values: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
    }),
    fc.record({
      type: fc.constant('DeckShuffled' as const),
      label: fc.constant('x'),
      order: fc.array(fc.nat({ max: 30 }), { maxLength: 30 }),
    }),
  );
  // Moves are checked by the core before they reach `evolve` (evolveChecked, as for a tape from a file).
  test('arbitrary events, checked as a tape from outside, never throw and keep the cards conserved once dealt', () => {
    fc.assert(
      fc.property(seedArb, fc.array(eventArb, { maxLength: 40 }), (seed, events) => {
        // A real setup (first-player roll and the three shuffles), then the arbitrary events.
        let state = game.setup({ players: [{ name: 'A' }, { name: 'B' }], options: {} });
        for (const e of playout(seed, [0]).tape.slice(1, 5))
          if (e.type === 'DiceRolled' || e.type === 'DeckShuffled') state = game.evolve(state, e);
        expect(state.phase).toBe('turn');
        for (const e of events) {
          state = evolveChecked(game, state, e);
          game.view(state, 1);
          game.view(state, null);
          game.pending(state);
          game.legalMoves(state, 1);
        }
        expectCardsConserved(state);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
