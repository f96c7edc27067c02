/** The calibration wiring: the bot only plays legal moves and the summary prints the rank table. */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { calibration } from '../../../../src/games/coal-n-write/calibration.js';
import type { CoalNWriteState } from '../../../../src/games/coal-n-write/index.js';

describe('calibration', () => {
  test('the bot plays whole solo games and the summary has the rank table', () => {
    const finals = Array.from({ length: 10 }, (_, i) => playGame<CoalNWriteState>(calibration.game, `cal-test-${i}`, calibration.bot, { players: 1 }).state);
    for (const s of finals) expect(s.phase).toBe('over');
    const lines = calibration.summarize(finals);
    expect(lines[0]).toMatch(/^cash: median \$\d+, quartiles/);
    expect(lines.join('\n')).toMatch(/Silver/);
    expect(lines.join('\n')).toMatch(/in \$300–\$360 with a full stash/);
  });
  test('the bot also plays multiplayer games to the end', () => {
    const s = playGame<CoalNWriteState>(calibration.game, 'cal-multi', calibration.bot, { players: 4 }).state;
    expect(s.phase).toBe('over');
    expect(s.players.every((p) => p.deliveries.length === s.lastRound)).toBe(true);
  });
});
