/**
 * Property tests: random legal playouts (moves from `legalMoves` under a fast-check seed, mixed with
 * the bot so games reach deep content), 3 and 4 players, short and long, through the real engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { mulberry32, playGame } from '../../../../src/core/playout.js';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import type { TapeEvent } from '../../../../src/core/tape.js';
import { presentEvents } from '../../../../src/service/present.js';
import { bot } from '../../../../src/games/goldmine-rumbles/bot.js';
import { releases, type GoldmineMove, type GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { expectLegalMovesValid, expectReplayMatchesLive } from '../../../support/game-properties.js';
import { game } from './fixtures.js';

const rulebook = makeRulebook([releases]);
const MAX_MOVES = 20_000;

interface Playout {
  readonly tape: TapeEvent[];
  readonly state: GoldmineState;
}

function playout(
  seed: string,
  players: number,
  length: 'short' | 'long',
  pickSeed: number,
  botShare: number,
  check?: (s: GoldmineState, seat: number, legal: readonly GoldmineMove[], tape: readonly TapeEvent[]) => void,
): Playout {
  const pick = mulberry32(pickSeed);
  const choose = (
    state: GoldmineState,
    seat: number,
    legal: readonly GoldmineMove[],
    tape: readonly TapeEvent[] = [],
  ) => {
    check?.(state, seat, legal, tape);
    return pick() < botShare ? bot(state, seat, legal) : legal[Math.floor(pick() * legal.length)]!;
  };
  return playGame<GoldmineState, GoldmineMove>(game, seed, choose, {
    players,
    options: { length },
    maxMoves: MAX_MOVES,
    pickSeat: (waiting: readonly number[]) => waiting[Math.floor(pick() * waiting.length)]!,
  });
}

const seedArb = fc.string({ minLength: 1, maxLength: 8 });
const playersArb = fc.constantFrom(3, 4);
const lengthArb = fc.constantFrom<'short' | 'long'>('short', 'long');
const shareArb = fc.constantFrom(0.6, 0.9, 1);

// Whole playouts: seconds alone, over 30 s on the 2 shared cores under load; a hang is still caught.
describe('random legal playouts', { timeout: 120_000 }, () => {
  test('3- and 4-player games always end with scores; legal sets are valid, non-empty and small', () => {
    fc.assert(
      fc.property(seedArb, playersArb, lengthArb, fc.nat(), shareArb, (seed, players, length, pickSeed, share) => {
        let biggest = 0;
        const { state } = playout(seed, players, length, pickSeed, share, (s, seat, legal) => {
          expect(legal.length).toBeGreaterThan(0);
          biggest = Math.max(biggest, legal.length);
          if (pickSeed % 7 === 0) expectLegalMovesValid(game, s, seat, legal);
          for (const q of s.players) {
            expect(q.gold).toBeGreaterThanOrEqual(0);
            expect(q.injuries).toBeLessThan(4);
          }
        });
        expect(biggest).toBeLessThan(200);
        const pending = game.pending(state);
        expect(pending.kind).toBe('over');
        if (pending.kind === 'over') {
          expect(pending.standings.players.map((p) => p.seat).sort()).toEqual(
            Array.from({ length: players }, (_, i) => i + 1),
          );
          expect(pending.standings.players.every((p) => Number.isInteger(p.score))).toBe(true);
        }
        expect(state.history.length).toBe(12 + (length === 'long' ? (players === 3 ? 3 : 4) : 0));
      }),
      { numRuns: 12 },
    );
  });

  test('replay equals live, at the end and at a random cut, and the audit passes', () => {
    fc.assert(
      fc.property(seedArb, playersArb, fc.nat(), fc.nat(), (seed, players, pickSeed, cut) => {
        const { tape, state } = playout(seed, players, 'short', pickSeed, 0.8);
        expectReplayMatchesLive(rulebook, game, tape, state, cut);
      }),
      { numRuns: 6 },
    );
  });

  test('missions never leak: no prefix shows another seat its missions, peeks or hidden cubes', () => {
    fc.assert(
      fc.property(seedArb, playersArb, fc.nat(), (seed, players, pickSeed) => {
        playout(seed, players, 'short', pickSeed, 0.8, (s, _seat, _legal, tape) => {
          const stored = tape.map((event, i) => ({
            seq: i + 1,
            event,
            actor: event.type === 'MoveMade' ? event.player : null,
            at: 0,
            moveId: null,
          }));
          for (let viewer = 1; viewer <= players; viewer++) {
            const view = game.view(s, viewer);
            for (const other of view.players) {
              if (other.seat === viewer) continue;
              expect(other.mission).toBe(0);
              expect(other.missionItems).toEqual([]);
              expect(other.placing).toEqual([]);
              expect(other.peeks).toEqual([]);
            }
            for (const e of presentEvents(game, stored, viewer, false)) {
              if (e.type === 'DeckShuffled') expect(e.data.order).toBeNull();
              const move = e.data.move as GoldmineMove | null | undefined;
              if (e.type === 'MoveMade' && e.actor !== viewer && move != null)
                expect(['placeCube', 'placeCubes', 'leaf']).not.toContain(move.type);
            }
          }
          const spectator = game.view(s, null);
          expect(spectator.players.every((q) => q.mission === 0)).toBe(true);
        });
      }),
      { numRuns: 4 },
    );
    // Every prefix of four whole games is presented to every seat: ~9 s on an idle 2-core machine,
    // so the default 30 s leaves too little room when the machine is busy.
  }, 120_000);
});
