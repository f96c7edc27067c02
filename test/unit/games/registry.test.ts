/**
 * A game is its folder plus one line in the registry (src/games/index.ts). This fails when a
 * registered game lacks a part every game must have, so a sixth game cannot be half added.
 */
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BOARDS } from '../../../src/boards/registry.js';
import { RULES_IDS } from '../../../src/client/game-types.js';
import type { Calibration } from '../../../src/core/calibration.js';
import type { AnyGame } from '../../../src/core/types.js';
import { HOSTED, rulebook } from '../../../src/games/index.js';
import type { HostedGame } from '../../../src/games/hosted.js';

const folder = (id: string) => new URL(`../../../src/games/${id}/`, import.meta.url);

/** What a hosted game lacks, in words; empty when it is complete. */
async function lacks(hosted: HostedGame): Promise<string[]> {
  const missing: string[] = [];
  const ids = new Set(hosted.releases.map((g) => g.id));
  if (ids.size !== 1) return [`its releases name ${ids.size} games: ${[...ids].join(', ')}`];
  const id = hosted.releases[0]!.id;
  for (const game of hosted.releases) {
    if (!game.bots?.some((b) => b.id === 'default')) missing.push(`v${game.version}: a default bot`);
    if (hosted.rulesContent(game.version) === undefined) missing.push(`v${game.version}: rules content`);
    // The type demands a view schema; this also catches one lost at runtime (a spread, a JS game).
    const viewSchema: unknown = typeof game.viewSchema === 'function' ? game.viewSchema() : undefined;
    if (typeof (viewSchema as { safeParse?: unknown } | undefined)?.safeParse !== 'function')
      missing.push(`v${game.version}: a view schema`);
  }
  if (hosted.howToPlay.length === 0) missing.push('how to play, told for players (how-to-play.ts)');
  const calibrationFile = new URL('calibration.ts', folder(id));
  if (!existsSync(calibrationFile)) missing.push('a calibration module (calibration.ts)');
  else {
    const { calibration } = (await import(calibrationFile.href)) as { calibration?: Calibration };
    if (calibration?.game.id !== id) missing.push('a calibration module exporting `calibration` for this game');
  }
  if (BOARDS[id] === undefined) missing.push('a board (src/boards/registry.ts)');
  if (!(RULES_IDS as readonly string[]).includes(id)) missing.push('its client types (src/client/game-types.ts)');
  return missing;
}

describe('the registry', () => {
  test.each(HOSTED.map((h) => [h.releases[0]!.id, h] as const))('%s has every part a game needs', async (_, hosted) => {
    expect(await lacks(hosted)).toEqual([]);
  });

  test('lists each game once, and the rulebook serves exactly these games', () => {
    const ids = HOSTED.map((h) => h.releases[0]!.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rulebook.games.map((g) => g.id)).toEqual(ids);
  });

  test('a game missing its parts is named with each of them', async () => {
    const bare: AnyGame = {
      ...rulebook.resolve('circuit-racer', 1)!,
      id: 'sixth-game',
      bots: [],
      viewSchema: undefined as never,
    };
    const missing = await lacks({ releases: [bare], rulesContent: () => undefined, howToPlay: [] });
    expect(missing).toEqual([
      'v1: a default bot',
      'v1: rules content',
      'v1: a view schema',
      'how to play, told for players (how-to-play.ts)',
      'a calibration module (calibration.ts)',
      'a board (src/boards/registry.ts)',
      'its client types (src/client/game-types.ts)',
    ]);
  });
});
