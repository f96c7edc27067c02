import type { AnyGame } from './types.js';

/**
 * Every released version of every game. New games are created under the current version;
 * a past game is always replayed under the version recorded in its `GameCreated`.
 */
export interface Rulebook {
  /** The current definitions, one per game id, in catalog order. */
  readonly games: readonly AnyGame[];
  current(id: string): AnyGame | undefined;
  resolve(id: string, version: number): AnyGame | undefined;
}

/** Builds a rulebook from each game's released versions (any order; the highest is current). */
export function makeRulebook(releases: readonly (readonly AnyGame[])[]): Rulebook {
  const byId = new Map<string, Map<number, AnyGame>>();
  const current = new Map<string, AnyGame>();
  for (const versions of releases) {
    for (const game of versions) {
      const known = byId.get(game.id) ?? new Map<number, AnyGame>();
      if (known.has(game.version)) throw new Error(`${game.id} v${game.version} released twice`);
      known.set(game.version, game);
      byId.set(game.id, known);
      const best = current.get(game.id);
      if (best === undefined || best.version < game.version) current.set(game.id, game);
    }
  }
  return {
    games: [...current.values()],
    current: (id) => current.get(id),
    resolve: (id, version) => byId.get(id)?.get(version),
  };
}
