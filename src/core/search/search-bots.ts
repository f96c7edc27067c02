import { withBots } from '../bots.js';
import { mulberry32 } from '../playout.js';
import type { AnyGame, BotDefinition } from '../types.js';
import type { Cutoff } from './cutoff.js';
import { NoFittingGuess, type Determinizer } from './determinize.js';
import { searchMove, type SearchBudget } from './ismcts.js';
import type { Reward } from './rewards.js';
import { botPolicy } from './simulate.js';

export interface SearchLevel {
  readonly id: string;
  readonly budget: SearchBudget;
}

/**
 * The strength levels every game offers: more playouts per decision. Budgets are counted, so a level
 * plays the same moves anywhere (tests, the ladder, the node server's bot threads, Workers).
 */
export const SEARCH_LEVELS: readonly SearchLevel[] = Object.freeze([
  {
    id: 'search-1',
    budget: { playouts: 16, exploration: 0.7, perCandidate: 8, selection: 0.5, confidence: 1 },
  },
  {
    id: 'search-2',
    budget: { playouts: 48, exploration: 0.7, perCandidate: 12, selection: 0.5, confidence: 1 },
  },
  {
    id: 'search-3',
    budget: { playouts: 128, exploration: 0.7, perCandidate: 8, selection: 0.5, confidence: 1 },
  },
]);

const TWO_32 = 2 ** 32;

/** The two bots a search bot is made of (often the same one: the game's `default`). */
export interface SearchPolicies {
  /** Decides from the seat's real input (it reads only what the seat may see): its move is searched first and kept unless another clearly does better. */
  readonly prior: BotDefinition;
  /** Plays every seat of the imagined games, on states the searching seat guessed. */
  readonly rollout: BotDefinition;
  /** Where the game stops imagined games short of the end and scores them (`SearchOptions.cutoff`). */
  readonly cutoff?: Cutoff;
  /** What an imagined game's end is worth (the place, unless the game opts into another: `SearchOptions.reward`). */
  readonly reward?: Reward;
  /** Which root moves are searched first (`SearchOptions.rank`). */
  readonly rank?: (move: unknown) => number;
}

/**
 * One search bot: information-set MCTS over `game` whose playouts are played by `rollout`, starting
 * from `prior`'s move. It reads the state only through `determinize` (what its seat may see), and
 * draws every random number from the bot's own keyed stream, so the same game at the same point gets
 * the same move.
 */
export function searchBot(
  game: AnyGame,
  { prior, rollout, cutoff, reward, rank }: SearchPolicies,
  determinize: Determinizer,
  level: SearchLevel,
): BotDefinition {
  const policy = botPolicy(game, rollout);
  return {
    id: level.id,
    searches: true,
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
            ...(reward ? { reward } : {}),
            ...(rank ? { rank } : {}),
            ...(cutoff ? { cutoff } : {}),
          },
          level.budget,
        );
      } catch (error) {
        // A guess that cannot be made (no deal fits what the seat saw) leaves the prior's move.
        if (error instanceof NoFittingGuess) return own;
        throw error;
      }
    },
  };
}

/** How one game's search bots are built, where the defaults do not suit it. */
export interface SearchOptions {
  /**
   * The bot that plays the imagined games, where the game's `default` is too slow to play out many
   * games a move (Carbondale, Goldmine Rumbles). `default` still names the move searched first, and
   * the ladder still measures the search against `default`.
   */
  readonly rollout?: BotDefinition;
  /**
   * Imagined games cut after a few moves and scored by the game's own estimate (Carbondale, whose
   * rollout bot plays too poorly for its whole games to tell moves apart); without it they are played out.
   */
  readonly cutoff?: Cutoff;
  /** What an imagined game's end is worth to each seat, where the place teaches the search too little (`marginReward`). */
  readonly reward?: Reward;
  /**
   * Which root moves are searched first, lower first, where a game offers many moves a player seldom
   * means (Goldmine Rumbles' Essentials bundles and discards): read from the move alone.
   */
  readonly rank?: (move: unknown) => number;
  /**
   * Each level's playouts times this (rounded; at least one), where a game's search needs more
   * imagined games than the shared levels give and its playouts are cheap enough to afford them
   * (AirCargo, whose paired differences spread widely). The levels' titles say the playouts they use.
   */
  readonly playoutScale?: number;
}

/** `level` with its playouts scaled by `scale` (the other budget knobs as they are). */
export function scaledLevel(level: SearchLevel, scale: number): SearchLevel {
  if (!(scale > 0) || !Number.isFinite(scale))
    throw new Error(`a playout scale must be a positive number, not ${scale}`);
  if (scale === 1) return level;
  return { ...level, budget: { ...level.budget, playouts: Math.max(1, Math.round(level.budget.playouts * scale)) } };
}

/**
 * `bots` (the game's heuristic ones, `default` first) and a search bot for each level, starting from
 * `default`'s move and played out by `options.rollout` or `default`. Used in each game's `index.ts`
 * with `withBots`.
 */
export function withSearchBots<S, M, V>(
  game: AnyGame,
  bots: readonly BotDefinition<S, M, V>[],
  determinize: Determinizer<S>,
  options: SearchOptions = {},
): readonly BotDefinition<S, M, V>[] {
  const prior = bots.find((b) => b.id === 'default') as BotDefinition | undefined;
  if (prior === undefined) throw new Error(`${game.id}: a search bot starts from the default bot's move`);
  const policies = {
    prior,
    rollout: options.rollout ?? prior,
    ...(options.cutoff ? { cutoff: options.cutoff } : {}),
    ...(options.reward ? { reward: options.reward } : {}),
    ...(options.rank ? { rank: options.rank } : {}),
  };
  const scale = options.playoutScale ?? 1;
  const searched = SEARCH_LEVELS.map(
    (level) =>
      searchBot(game, policies, determinize as Determinizer, scaledLevel(level, scale)) as BotDefinition<S, M, V>,
  );
  return Object.freeze([...bots, ...searched]);
}

/** `game` with its heuristic `bots` and the search levels seated: each game's `index.ts`, for every released version. */
export const withBotsAndSearch = <G extends AnyGame>(
  game: G,
  bots: NonNullable<G['bots']>,
  determinize: Determinizer<Parameters<G['pending']>[0]>,
  options: SearchOptions = {},
): G => withBots(game, withSearchBots(game, bots, determinize, options) as NonNullable<G['bots']>);
