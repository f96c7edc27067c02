/**
 * Search bots for the games whose `default` bot is too slow to play out a hundred imagined games a
 * move (Carbondale, Goldmine Rumbles): `default` still names the move searched first and kept unless
 * another clearly does better (the prior), while a cheap rollout bot plays the imagined games.
 *
 * `withBotsAndSearch(game, bots, determinize, { rollout })` (src/core/search) uses its rollout for
 * both, so the searched baseline would be the cheap bot's move, weaker than `default`'s. This is the
 * same search (`searchMove`, `SEARCH_LEVELS`) with the two roles apart; if the generic options gain
 * a way to keep `default` as the prior, the games can go back to `withBotsAndSearch`.
 */
import { withBots } from '../core/bots.js';
import { mulberry32 } from '../core/playout.js';
import { NoFittingGuess, type Determinizer } from '../core/search/determinize.js';
import { searchMove } from '../core/search/ismcts.js';
import { SEARCH_LEVELS, type SearchLevel } from '../core/search/search-bots.js';
import { botPolicy } from '../core/search/simulate.js';
import type { AnyGame, BotDefinition } from '../core/types.js';

const TWO_32 = 2 ** 32;

/**
 * One search bot: `prior` decides from the seat's real input (it reads only what the seat sees) and
 * its move is searched first; `rollout` plays the imagined games, on states the searching seat guessed
 * (`determinize`). Every random number comes from the bot's own keyed stream: the same game at the
 * same point gets the same move.
 */
export function priorSearchBot(
  game: AnyGame,
  prior: BotDefinition,
  rollout: BotDefinition,
  determinize: Determinizer,
  level: SearchLevel,
): BotDefinition {
  const policy = botPolicy(game, rollout);
  return {
    id: level.id,
    moveMs: level.moveMs,
    title: `Search ${level.id.slice(-1)}: ${level.budget.playouts} imagined games a move`,
    choose: (input) => {
      if (input.legalMoves.length <= 1) return input.legalMoves[0];
      const random = mulberry32(Math.floor(input.random() * TWO_32));
      const own = prior.choose(input);
      try {
        return searchMove(
          {
            game,
            state: input.state,
            seat: input.seat,
            legalMoves: input.legalMoves,
            determinize,
            policy,
            prior: own,
            random,
            ...(input.stop ? { stop: input.stop } : {}),
          },
          level.budget,
        );
      } catch (error) {
        // No deal fits what the seat saw: the prior's move.
        if (error instanceof NoFittingGuess) return own;
        throw error;
      }
    },
  };
}

/** `game` with its heuristic `bots` (`default` first) and a search bot per level whose imagined games `rollout` plays. */
export function withBotsAndRolloutSearch<G extends AnyGame>(
  game: G,
  bots: NonNullable<G['bots']>,
  determinize: Determinizer<Parameters<G['pending']>[0]>,
  rollout: BotDefinition,
): G {
  const standard = bots.find((b) => b.id === 'default') as BotDefinition | undefined;
  if (standard === undefined) throw new Error(`${game.id}: a search bot starts from the default bot's move`);
  const searched = SEARCH_LEVELS.map((level) =>
    priorSearchBot(game, standard, rollout, determinize as Determinizer, level),
  );
  return withBots(game, Object.freeze([...bots, ...searched]) as NonNullable<G['bots']>);
}
