/**
 * Carbondale's search bots as seated (`carbondale.bots`: `default`'s move searched first, imagined
 * games played by the rollout bot, rollout.ts): the rollout bot decides only from what its seat sees
 * and always answers a legal move; a seated search bot answers the same move on states scrambled
 * where its seat cannot see, plays whole games with legal moves only, and the same seed gives the
 * same game.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { playSeated } from '../../../../src/core/search/ladder.js';
import type { BotDefinition } from '../../../../src/core/types.js';
import { carbondale, type CarbondaleMove, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { rolloutMove } from '../../../../src/games/carbondale/rollout.js';
import { mixedPlayout } from '../../../support/mixed-playout.js';
import { scrambleCarbondale } from '../../../support/scrambles.js';

const bot = (id: string): BotDefinition => carbondale.bots!.find((b) => b.id === id)! as BotDefinition;

test('the rollout bot answers a legal move from what its seat sees: scrambled hidden cards change nothing', () => {
  let checked = 0;
  const moves = new Set<string>();
  for (const seed of [1, 2, 3, 4]) {
    mixedPlayout(carbondale, seed, 2, 400, (s, seat, legal) => {
      const state = s as CarbondaleState;
      const legalMoves = legal as readonly CarbondaleMove[];
      const move = rolloutMove(carbondale.content, state, seat, legalMoves);
      expect(legalMoves).toContainEqual(move);
      expect(rolloutMove(carbondale.content, scrambleCarbondale(state, seat), seat, legalMoves)).toEqual(move);
      moves.add(move.type);
      checked++;
    });
  }
  expect(checked).toBeGreaterThan(500);
  // It does every kind of thing a seat can do.
  expect(moves).toEqual(new Set(['add', 'clean', 'challenge', 'pass', 'draw']));
}, 60_000);

const rolloutBot: BotDefinition = {
  id: 'rollout',
  title: 'rollout',
  choose: ({ state, seat, legalMoves }) =>
    rolloutMove(carbondale.content, state as CarbondaleState, seat, legalMoves as readonly CarbondaleMove[]),
};

test('the rollout bot plays games to the end on its own', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
      const standings = playSeated(carbondale, seed, [rolloutBot, rolloutBot]);
      expect(standings.players).toHaveLength(2);
    }),
    { numRuns: 20 },
  );
}, 60_000);

test('a seated search bot answers the same move on scrambled states', () => {
  const search = bot('search-1');
  let checked = 0;
  let differed = 0;
  mixedPlayout(carbondale, 7, 2, 400, (state, seat, legalMoves) => {
    if (legalMoves.length < 2 || checked++ % 20 !== 0) return;
    const scrambled = scrambleCarbondale(state as CarbondaleState, seat);
    if (JSON.stringify(scrambled) !== JSON.stringify(state)) differed++;
    const choose = (s: CarbondaleState) =>
      search.choose({ seat, view: carbondale.view(s, seat), legalMoves, random: mulberry32(checked), state: s });
    expect(choose(scrambled)).toEqual(choose(state as CarbondaleState));
  });
  expect(checked).toBeGreaterThan(100);
  expect(differed).toBeGreaterThan(5);
}, 120_000);

test('a seated search bot plays a whole game with legal moves only, the same game for the same seed', () => {
  const seats = [bot('search-1'), bot('default')];
  const once = playSeated(carbondale, 'search-seated', seats);
  expect(once.players).toHaveLength(2);
  // playSeated plays through the real engine, which refuses an illegal move.
  expect(playSeated(carbondale, 'search-seated', seats)).toEqual(once);
}, 300_000);
