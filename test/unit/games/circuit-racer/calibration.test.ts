/** The calibration module `npm run calibrate -- circuit-racer` loads: the bot races whole games and the summary prints the §9 figures from them. */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { calibration } from '../../../../src/games/circuit-racer/calibration.js';
import type { CircuitRacerState } from '../../../../src/games/circuit-racer/index.js';

describe('Circuit Racer calibration', () => {
  test('the bot races whole games; the summary gives the total and each circuit against the §9 targets', () => {
    const finals = Array.from(
      { length: 8 },
      (_, i) => playGame<CircuitRacerState>(calibration.game, `cal-test-${i}`, calibration.bot, { players: 1 }).state,
    );
    for (const s of finals) expect([s.phase, s.results.length]).toEqual(['over', 4]);
    const lines = calibration.summarize(finals);
    const totals = finals.map((s) => s.results.reduce((a, r) => a + r.place, 0));
    const mean = totals.reduce((a, b) => a + b, 0) / totals.length;
    expect(lines[0]).toContain(`total: mean ${mean.toFixed(1)}`);
    expect(lines[0]).toContain('target mean roughly 10–25');
    const circuit4 = finals.map((s) => s.results[3]!);
    const dnf = circuit4.filter((r) => r.outcome === 'dnf').length;
    expect(lines.find((l) => l.startsWith('  circuit 4:'))).toContain(
      `DNF ${((100 * dnf) / finals.length).toFixed(1)}%`,
    );
    expect(lines.filter((l) => /^ {2}circuit \d: mean place/.test(l))).toHaveLength(4);
    expect(lines.join('\n')).toMatch(/circuits harder from 1 to 4 \(mean place rising\): (yes|no)/);
  });
});
