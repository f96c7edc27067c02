/**
 * `npm run calibrate` prints every target of each game's §9 with a verdict: ` (met)` or ` (missed)` right
 * after it, and the words `missed` or `over the … target` only on a miss.
 */
import { expect, test } from 'vitest';
import { calibrationCounts, type Calibration } from '../../../src/core/calibration.js';
import { playGame } from '../../../src/core/playout.js';
import { rulebook } from '../../../src/games/index.js';

test.each(rulebook.games.map((g) => g.id))(
  '%s: each target line carries its verdict',
  async (id) => {
    const { calibration } = (await import(`../../../src/games/${id}/calibration.ts`)) as { calibration: Calibration };
    const players = calibrationCounts(calibration)[0]!;
    const finals = Array.from(
      { length: 3 },
      (_, i) => playGame(calibration.game, `verdicts-${i}`, calibration.bot, { players }).state,
    );
    const targets = calibration.summarize(finals).filter((l) => /target/.test(l) && !/no target/.test(l));
    expect(targets.length).toBeGreaterThan(0);
    for (const line of targets) {
      expect(line, line).toMatch(/ \((met|missed)\)(;|$)/);
      if (line.includes(' (met)')) expect(line, line).not.toMatch(/missed|over the .* target/);
    }
  },
  60_000,
);
