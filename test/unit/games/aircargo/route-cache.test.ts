/**
 * The heuristic bot's route plans shared across its decisions (`route-cache.ts`): a search bot asks
 * for the same plans thousands of times a move, and remembering them must not change one decision.
 */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { seesEverything } from '../../../../src/core/search/determinize.js';
import { withSearchBots } from '../../../../src/core/search/search-bots.js';
import type { BotDefinition } from '../../../../src/core/types.js';
import { BotContext, DEFAULT_KNOBS } from '../../../../src/games/aircargo/bot-context.js';
import { routesFrom } from '../../../../src/games/aircargo/bot-risk.js';
import { makeBot } from '../../../../src/games/aircargo/bot.js';
import { aircargoV3, CONTENT_V3, type AircargoMove, type AircargoState } from '../../../../src/games/aircargo/index.js';
import { airportIndex } from '../../../../src/games/aircargo/planning.js';
import { RouteCache, ROUTE_CACHE_LIMIT } from '../../../../src/games/aircargo/route-cache.js';
import { aircargoReward } from '../../../../src/games/aircargo/search-reward.js';

const board = aircargoV3.board;
const weights = { leg: 2.5, crash: 25, maxLegs: 3 };

/** Every state `default` decides in over a whole game of `seed`, with the legal moves it was given. */
function decisions(seed: string): { state: AircargoState; legal: readonly AircargoMove[] }[] {
  const bot = makeBot(board);
  const seen: { state: AircargoState; legal: readonly AircargoMove[] }[] = [];
  playGame<AircargoState, AircargoMove>(aircargoV3, seed, (state, seat, legal) => {
    seen.push({ state, legal });
    return bot(state, seat, legal);
  });
  return seen;
}

describe('RouteCache', () => {
  test('answers what routesFrom answers, computing each distinct input once', () => {
    const cache = new RouteCache(board);
    const first = cache.routes(0, 0, 3, 19, weights);
    expect(first).toEqual(routesFrom(board, 0, 0, 3, 19, weights));
    expect(cache.sizes).toEqual([1, 0]);
    // The same input: the very same plans, nothing computed again.
    expect(cache.routes(0, 0, 3, 19, weights)).toBe(first);
    expect(cache.sizes).toEqual([1, 0]);
    // Each input that differs is its own entry, with its own answer.
    const others = [
      [1, 0, 3, 19, weights],
      [0, 1, 3, 19, weights],
      [0, 0, 2, 19, weights],
      [0, 0, 3, 18, weights],
      [0, 0, 3, 19, { ...weights, leg: 3 }],
      [0, 0, 3, 19, { ...weights, crash: 20 }],
      [0, 0, 3, 19, { ...weights, maxLegs: 2 }],
    ] as const;
    for (const [from, legs, classMod, stamina, w] of others) {
      expect(cache.routes(from, legs, classMod, stamina, w)).toEqual(
        routesFrom(board, from, legs, classMod, stamina, w),
      );
    }
    expect(cache.sizes).toEqual([1 + others.length, 0]);
  });

  test('keeps two generations of at most `limit` plans: the older is dropped when the newer fills, and what is asked again moves back', () => {
    expect(ROUTE_CACHE_LIMIT).toBeGreaterThanOrEqual(1024);
    const cache = new RouteCache(board, 3);
    const at = (stamina: number) => cache.routes(0, 0, 3, stamina, weights);
    const kept = [0, 1, 2].map(at);
    expect(cache.sizes).toEqual([3, 0]);
    // The fourth input starts a new generation: the first three are the older one, still the same plans.
    expect(at(3)).toEqual(routesFrom(board, 0, 0, 3, 3, weights));
    expect(cache.sizes).toEqual([1, 3]);
    expect(at(0)).toBe(kept[0]);
    expect(cache.sizes).toEqual([2, 3]);
    expect(at(4)).toEqual(routesFrom(board, 0, 0, 3, 4, weights));
    expect(cache.sizes).toEqual([3, 3]);
    // The newer fills again: it becomes the older, and stamina 1 and 2 (not asked again) are dropped.
    expect(at(5)).toEqual(routesFrom(board, 0, 0, 3, 5, weights));
    expect(cache.sizes).toEqual([1, 3]);
    expect(at(0)).toBe(kept[0]);
    const again = at(1);
    expect(again).not.toBe(kept[1]);
    expect(again).toEqual(kept[1]);
    expect(cache.sizes).toEqual([3, 3]);
  });
});

describe('the bot with shared route plans', () => {
  test('finds an airport by id as the rules do', () => {
    const ctx = new BotContext(board, DEFAULT_KNOBS, aircargoV3.setup({ players: [{ name: 'P' }], options: {} }));
    for (let id = 0; id <= 70; id++) expect(ctx.airportAt(id)).toBe(airportIndex(board.content, id));
    expect(board.content.airports.some((a) => ctx.airportAt(a.id) > 0)).toBe(true);
  });

  test('decides every state of several games as a bot with fresh plans each decision does', () => {
    const shared = makeBot(board);
    let compared = 0;
    for (const seed of ['route-cache-1', 'route-cache-2', 'route-cache-3']) {
      for (const { state, legal } of decisions(seed)) {
        // A bot made for one decision only has nothing remembered: the plans of before.
        expect(shared(state, 1, legal)).toEqual(makeBot(board)(state, 1, legal));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  test('a search over it plays the moves a search over fresh plans plays', () => {
    const def = aircargoV3.bots!.find((b) => b.id === 'default')!;
    // `default` as it decided before: every decision computing its own plans.
    const fresh: BotDefinition = {
      ...def,
      choose: ({ state, seat, legalMoves }) =>
        makeBot(board)(state as AircargoState, seat, legalMoves as readonly AircargoMove[]),
    };
    const options = { reward: aircargoReward(CONTENT_V3) };
    const now = withSearchBots(aircargoV3, [def], seesEverything, options).find((b) => b.id === 'search-1')!;
    const before = withSearchBots(aircargoV3, [fresh], seesEverything, options).find((b) => b.id === 'search-1')!;
    const states = decisions('route-cache-search').filter((d) => d.legal.length > 1);
    let i = 0;
    for (const { state, legal } of states.filter((_, n) => n % 6 === 0)) {
      const input = (seed: number) => ({
        seat: 1,
        state,
        view: aircargoV3.view(state, 1),
        legalMoves: legal,
        random: () => ((seed * 0.618034) % 1) as number,
      });
      expect(now.choose(input(++i))).toEqual(before.choose(input(i)));
    }
    expect(i).toBeGreaterThan(3);
  });
});
