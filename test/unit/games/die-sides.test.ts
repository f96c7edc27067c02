/**
 * Each game's `dieSides(label)` (read when a sandbox game is created) names the die its `pending`
 * rolls under that label, at every roll of seeded playouts of every released version.
 */
import { describe, expect, test } from 'vitest';
import { isGameEvent } from '../../../src/core/tape.js';
import type { AnyGame } from '../../../src/core/types.js';
import { HOSTED } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const releases: readonly AnyGame[] = HOSTED.flatMap((h) => h.releases);

describe.each(releases.map((g) => [`${g.id} v${g.version}`, g] as const))('%s', (_name, game) => {
  test('dieSides(label) is the die of every roll the game waits for', () => {
    expect(game.dieSides).toBeTypeOf('function');
    const seen = new Map<string, number>();
    for (let seed = 1; seed <= 3; seed++) {
      const [created, ...rest] = mixedPlayout(game, seed, game.maxPlayers, 300);
      if (created?.type !== 'GameCreated') throw new Error('a tape starts with GameCreated');
      let state = game.setup({ players: created.players, options: created.options });
      for (const event of rest) {
        if (!isGameEvent(event)) continue;
        const pending = game.pending(state);
        if (event.type === 'DiceRolled') {
          expect(pending).toMatchObject({ kind: 'roll', label: event.label });
          if (pending.kind === 'roll') {
            expect([event.label, game.dieSides!(event.label)]).toEqual([event.label, pending.sides]);
            seen.set(event.label, pending.sides);
          }
        }
        state = game.evolve(state, event);
      }
    }
    // A playout that rolled nothing would pass anything.
    expect(seen.size).toBeGreaterThan(0);
  });
});
