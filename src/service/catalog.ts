import { z } from 'zod';
import type { Rulebook } from '../core/rulebook.js';
import { err, ok, type Result } from '../core/result.js';
import type { AnyGame } from '../core/types.js';
import type { HowToPlay, HowToPlaySection } from '../games/how-to-play.js';
import { problem, type ServiceError } from './errors.js';

export interface RuleSummary {
  readonly id: string;
  readonly title: string;
  readonly version: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly summary: string;
  /** Bots that can take a seat; `default` is the best and plays late seats after a turn deadline. */
  readonly bots: { readonly id: string; readonly title: string }[];
}

export interface RuleDetail extends RuleSummary {
  /** JSON Schema of the options accepted at creation. */
  readonly options: Record<string, unknown>;
  /** JSON Schema of one move. */
  readonly moves: Record<string, unknown>;
  /** JSON Schema of the game's view, for a seat and a spectator alike. */
  readonly view: Record<string, unknown>;
  /** What a client needs to show the rules (card texts and prices, the map, tiles, tracks, rank tables); its shape is the game's own. */
  readonly content: unknown;
  /** The rules told briefly for players: setup, a turn, scoring (empty for a game without it). */
  readonly howToPlay: HowToPlaySection[];
}

/** A game's rules content for a rules version (`src/games/rules-content.ts`). */
export type RulesContentOf = (id: string, version: number) => unknown;
/** A game's "how to play" text (`src/games/rules-content.ts`). */
export type HowToPlayOf = (id: string) => HowToPlay | undefined;

const summarize = (game: AnyGame): RuleSummary => ({
  id: game.id,
  title: game.title,
  version: game.version,
  minPlayers: game.minPlayers,
  maxPlayers: game.maxPlayers,
  summary: game.summary,
  bots: (game.bots ?? []).map((b) => ({ id: b.id, title: b.title })),
});

export function makeCatalog(
  rulebook: Rulebook,
  contentOf: RulesContentOf = () => null,
  howToPlayOf: HowToPlayOf = () => undefined,
) {
  return {
    listRules: (): RuleSummary[] => rulebook.games.map(summarize),
    ruleDetail(id: string): Result<RuleDetail, ServiceError> {
      const game = rulebook.current(id);
      if (game === undefined) return err(problem('not-found', 'unknown-rules', `no game called "${id}"`));
      return ok({
        ...summarize(game),
        options: z.toJSONSchema(game.optionsSchema, { io: 'input' }) as Record<string, unknown>,
        moves: z.toJSONSchema(game.moveSchema, { io: 'input' }) as Record<string, unknown>,
        view: z.toJSONSchema(game.viewSchema()) as Record<string, unknown>,
        content: contentOf(game.id, game.version) ?? null,
        howToPlay: [...(howToPlayOf(game.id) ?? [])],
      });
    },
    /** The rules content of the current version of game `id` (null for a game without one). */
    ruleContent(id: string): unknown {
      const game = rulebook.current(id);
      return game === undefined ? null : (contentOf(game.id, game.version) ?? null);
    },
    /** How to play game `id` (empty for an unknown game or one without the text). */
    ruleHowToPlay: (id: string): HowToPlay => howToPlayOf(id) ?? [],
  };
}

export type Catalog = ReturnType<typeof makeCatalog>;
