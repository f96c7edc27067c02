/**
 * The contract of every game: each view served (each seat and the spectator, at every version of
 * random games) parses with the game's strict view schema, so the schemas (and the OpenAPI, JSON
 * Schema and GraphQL types built from them) cannot drift from what the server sends.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isGameEvent } from '../../../src/core/tape.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const MAX_MOVES = 400;

describe.each(rulebook.games.map((g) => [g.id, g] as const))('%s', (_id, game) => {
  test('every view of every seat and the spectator, at every version, parses with viewSchema', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: game.minPlayers, max: game.maxPlayers }),
        (seed, players) => {
          const tape = mixedPlayout(game, seed, players, MAX_MOVES);
          const created = tape[0]!;
          if (created.type !== 'GameCreated') throw new Error('a tape starts with GameCreated');
          let state = game.setup({ players: created.players, options: created.options });
          const viewers = [null, ...Array.from({ length: players }, (_, i) => i + 1)];
          for (const event of tape.slice(1)) {
            if (isGameEvent(event)) state = game.evolve(state, event);
            for (const viewer of viewers) {
              const parsed = game.viewSchema().safeParse(game.view(state, viewer));
              if (!parsed.success)
                throw new Error(
                  `${game.id} view of ${viewer ?? 'spectator'}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`,
                );
            }
          }
        },
      ),
      { numRuns: 4 },
    );
  });

  test('the view schema is strict: an unknown key is refused', () => {
    const tape = mixedPlayout(game, 7, game.minPlayers, 5);
    const created = tape[0]!;
    if (created.type !== 'GameCreated') throw new Error('a tape starts with GameCreated');
    const view = game.view(game.setup({ players: created.players, options: created.options }), null) as Record<
      string,
      unknown
    >;
    expect(game.viewSchema().safeParse(view).success).toBe(true);
    expect(game.viewSchema().safeParse({ ...view, surprise: 1 }).success).toBe(false);
  });
});
