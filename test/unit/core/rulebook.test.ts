import { describe, expect, test } from 'vitest';
import { auditTape } from '../../../src/core/audit.js';
import { mulberry32, randomTape } from '../../../src/core/playout.js';
import { replay } from '../../../src/core/replay.js';
import { makeRulebook } from '../../../src/core/rulebook.js';
import { CONTENT_V1, defineCircuitRacer } from '../../../src/games/circuit-racer/index.js';

// A retune (here: fewer Time boxes) is a new rules version; games keep the rules they were played under.
const v1 = defineCircuitRacer(1, CONTENT_V1);
const v2 = defineCircuitRacer(2, { ...CONTENT_V1, timeBoxes: 6 });
const rulebook = makeRulebook([[v2, v1]]);

describe('rules versions', () => {
  test('the highest version is current; every released version stays resolvable', () => {
    expect(rulebook.current('circuit-racer')).toBe(v2);
    expect(rulebook.resolve('circuit-racer', 1)).toBe(v1);
    expect(rulebook.resolve('circuit-racer', 3)).toBeUndefined();
  });

  test('a game recorded under v1 replays and audits under v1 after v2 is released', () => {
    const tape = randomTape(v1, 'old-game', mulberry32(9));
    const replayed = replay(rulebook, tape);
    expect(replayed.ok && replayed.value.game).toBe(v1);
    expect(
      replayed.ok && (replayed.value.game.view(replayed.value.state, null) as { timeBoxes: number }).timeBoxes,
    ).toBe(12);
    expect(auditTape(rulebook, tape).ok).toBe(true);
  });

  test('releasing the same version twice is refused', () => {
    expect(() => makeRulebook([[v1, defineCircuitRacer(1, CONTENT_V1)]])).toThrow(/released twice/);
  });
});
