/** Each game with a cheap search bot (few playouts) and its determinizer, for the search bot's tests. */
import { seesEverything, type Determinizer } from '../../src/core/search/determinize.js';
import { searchBot } from '../../src/core/search/search-bots.js';
import type { AnyGame, BotDefinition } from '../../src/core/types.js';
import { aircargo } from '../../src/games/aircargo/index.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { makeDeterminize as carbondaleGuess } from '../../src/games/carbondale/determinize.js';
import { circuitRacer } from '../../src/games/circuit-racer/index.js';
import { coalNWrite } from '../../src/games/coal-n-write/index.js';
import { determinize as coalGuess } from '../../src/games/coal-n-write/determinize.js';
import { goldmineRumbles } from '../../src/games/goldmine-rumbles/index.js';
import { makeDeterminize as goldmineGuess } from '../../src/games/goldmine-rumbles/determinize.js';

export interface SearchCase {
  readonly game: AnyGame;
  readonly players: number;
  readonly determinize: Determinizer;
}

export const SEARCH_CASES: readonly SearchCase[] = [
  { game: circuitRacer, players: 1, determinize: seesEverything },
  { game: aircargo, players: 1, determinize: seesEverything },
  { game: coalNWrite, players: 2, determinize: coalGuess as Determinizer },
  { game: carbondale, players: 2, determinize: carbondaleGuess(carbondale.content) as Determinizer },
  { game: goldmineRumbles, players: 3, determinize: goldmineGuess(goldmineRumbles.content) as Determinizer },
];

/** A search bot of `game` with a tiny budget (the levels' search, only shorter). */
export const cheapSearch = (game: AnyGame, determinize: Determinizer, playouts = 4): BotDefinition =>
  searchBot(
    game,
    { prior: game.bots!.find((b) => b.id === 'default')!, rollout: game.bots!.find((b) => b.id === 'default')! },
    determinize,
    {
      id: 'search-test',
      // One challenger, judged on every playout (two per guess): with 4 playouts, 2 guesses, enough for a
      // verdict, and any gain on them replaces the heuristic's move, so the search's own choice is tested.
      budget: { playouts, exploration: 0.7, perCandidate: Math.max(1, playouts / 2), selection: 0.5, confidence: 0 },
    },
  );
