/** The calibration wiring: the bot only plays legal moves and the summary prints the rank table. */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { gambleFrom, gambleShouldHit } from '../../../../src/games/coal-n-write/bot-town.js';
import { calibration } from '../../../../src/games/coal-n-write/calibration.js';
import { CURRENT_CONTENT, type CoalNWriteState } from '../../../../src/games/coal-n-write/index.js';
import { opened, p } from './fixtures.js';

describe('calibration', () => {
  test('the bot plays whole solo games and the summary has the rank table', () => {
    const finals = Array.from(
      { length: 10 },
      (_, i) => playGame<CoalNWriteState>(calibration.game, `cal-test-${i}`, calibration.bot, { players: 1 }).state,
    );
    for (const s of finals) expect(s.phase).toBe('over');
    const lines = calibration.summarize(finals);
    expect(lines[0]).toMatch(/^cash: median \$\d+, quartiles/);
    expect(lines.join('\n')).toMatch(/Silver/);
    expect(lines.join('\n')).toMatch(/in \$300–\$360 with a full stash/);
    // The figures are computed from the games, not written in: the median and the rank counts agree with them.
    const cash = finals.map((s) => s.players[0]!.cash).sort((a, b) => a - b);
    expect(lines[0]).toContain(`median $${cash[5]}`);
    const counts = lines.flatMap((l) => /^ {2}\S.*\s(\d+) \(\d+\.\d%\)$/.exec(l)?.[1] ?? []).map(Number);
    expect(counts).toHaveLength(5);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(finals.length);
  });
  test('the bot also plays multiplayer games to the end', () => {
    const s = playGame<CoalNWriteState>(calibration.game, 'cal-multi', calibration.bot, { players: 4 }).state;
    expect(s.phase).toBe('over');
    expect(s.players.every((p) => p.deliveries.length === s.lastRound)).toBe(true);
  });
  test("the bot plays Backroom Gamblin' by its (S) pay-out table: worth more than a die, hit below 18, stay from 18", () => {
    const s = opened();
    const ev = gambleFrom(CURRENT_CONTENT, s, p(s), 0, false);
    expect(ev).toBeGreaterThan(10);
    expect(ev).toBeLessThan(16);
    expect([14, 16, 17].map((t) => gambleShouldHit(CURRENT_CONTENT, s, p(s), t, false))).toEqual([true, true, true]);
    expect([18, 19, 20].map((t) => gambleShouldHit(CURRENT_CONTENT, s, p(s), t, false))).toEqual([false, false, false]);
  });
});
