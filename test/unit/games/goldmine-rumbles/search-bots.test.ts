/**
 * Goldmine Rumbles' search bots as seated (`goldmineRumbles.bots`: `default`'s move searched first,
 * imagined games played by the rollout bot, `goldmineRollout` in bots.ts): the rollout bot decides
 * from its seat's view alone and answers legal moves; a seated search bot answers the same move on
 * states scrambled where its seat cannot see, and a search bot of the same kind plays a whole game
 * with legal moves only, the same game for the same seed.
 */
import { expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { playSeated } from '../../../../src/core/search/ladder.js';
import type { BotDefinition } from '../../../../src/core/types.js';
import { goldmineRollout, goldmineSearch } from '../../../../src/games/goldmine-rumbles/bots.js';
import { searchRank } from '../../../../src/games/goldmine-rumbles/search-rank.js';
import { makeDeterminize } from '../../../../src/games/goldmine-rumbles/determinize.js';
import { goldmineRumbles, type GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { searchBot } from '../../../../src/core/search/search-bots.js';
import type { Determinizer } from '../../../../src/core/search/determinize.js';
import { mixedPlayout } from '../../../support/mixed-playout.js';
import { scrambleGoldmine } from '../../../support/scrambles.js';

const game = goldmineRumbles;
const bot = (id: string): BotDefinition => game.bots!.find((b) => b.id === id)! as BotDefinition;
const rollout = goldmineRollout(game.content) as BotDefinition;

test('the rollout bot answers a legal move from its seat’s view: scrambled hidden state changes nothing', () => {
  let checked = 0;
  for (const seed of [1, 2]) {
    mixedPlayout(game, seed, 4, 300, (state, seat, legalMoves) => {
      const choose = (s: GoldmineState) =>
        rollout.choose({ seat, view: game.view(s, seat), legalMoves, random: mulberry32(1), state: s });
      const move = choose(state as GoldmineState);
      expect(legalMoves).toContainEqual(move);
      expect(choose(scrambleGoldmine(state as GoldmineState, seat))).toEqual(move);
      checked++;
    });
  }
  expect(checked).toBeGreaterThan(300);
}, 60_000);

test('a seated search bot answers the same move on scrambled states (four players)', () => {
  const search = bot('search-1');
  let checked = 0;
  let differed = 0;
  mixedPlayout(game, 7, 4, 300, (state, seat, legalMoves) => {
    if (legalMoves.length < 2 || checked++ % 40 !== 0) return;
    const scrambled = scrambleGoldmine(state as GoldmineState, seat);
    if (JSON.stringify(scrambled) !== JSON.stringify(state)) differed++;
    const choose = (s: GoldmineState) =>
      search.choose({ seat, view: game.view(s, seat), legalMoves, random: mulberry32(checked), state: s });
    expect(choose(scrambled)).toEqual(choose(state as GoldmineState));
  });
  expect(checked).toBeGreaterThan(100);
  expect(differed).toBeGreaterThan(2);
}, 300_000);

test('a search bot of the seated kind plays a whole four-player game with legal moves only, the same game for the same seed', () => {
  const { reward, rank } = goldmineSearch(game.content);
  const search = searchBot(
    game,
    { prior: bot('default'), rollout, reward: reward!, rank: rank! },
    makeDeterminize(game.content) as Determinizer,
    {
      id: 'search-test',
      budget: { playouts: 2, exploration: 0.7, perCandidate: 1, selection: 0.5, confidence: 1 },
    },
  );
  const seats = [bot('default'), search, bot('default'), bot('default')];
  const once = playSeated(game, 'search-seated', seats);
  expect(once.players).toHaveLength(4);
  expect(playSeated(game, 'search-seated', seats)).toEqual(once);
}, 300_000);

test('the search looks first at the moves a miner means: single Essentials next, bundles and discards last', () => {
  expect(searchRank({ type: 'step', pos: 5, exit: 'N' })).toBe(0);
  expect(searchRank({ type: 'dynamite' })).toBe(0);
  expect(searchRank({ type: 'useItem', item: 'whiskey' })).toBe(0);
  expect(searchRank({ type: 'buyEssentials', dynamite: 1 })).toBe(1);
  expect(searchRank({ type: 'buyEssentials', bread: 1, whiskey: 1 })).toBe(2);
  expect(searchRank({ type: 'buyEssentials', whiskey: 2 })).toBe(2);
  expect(searchRank({ type: 'discardItems', items: ['bible'] })).toBe(2);
  // In a turn's first step most legal moves are bundles and discards, the rest fewer than search-3's 15 challengers.
  let seen = 0;
  mixedPlayout(game, 3, 4, 200, (_state, _seat, legalMoves) => {
    const meant = legalMoves.filter((m) => searchRank(m) === 0).length;
    if (legalMoves.length > 20 && meant < legalMoves.length / 2) seen++;
  });
  expect(seen).toBeGreaterThan(0);
});
