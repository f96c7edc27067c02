/**
 * Content v1 against spec §2, v2 (calibrated) against v1, and the calibration bot: it only plays legal moves, is deterministic,
 * and its summary names the rulebook's bands.
 */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { makeBot } from '../../../../src/games/aircargo/bot.js';
import { atMost, riskOf } from '../../../../src/games/aircargo/bot-risk.js';
import { calibration } from '../../../../src/games/aircargo/calibration.js';
import {
  CONTENT_V1,
  CONTENT_V2,
  CONTENT_V3,
  aircargo,
  aircargoV1,
  aircargoV2,
  releases,
  type AircargoMove,
  type AircargoState,
} from '../../../../src/games/aircargo/index.js';

describe('CONTENT_V1 matches spec §2', () => {
  test('(S) values', () => {
    expect(CONTENT_V1.weather.d1to4).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 4]);
    expect(CONTENT_V1.weather.d5).toEqual([0, 0, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 6]);
    expect(CONTENT_V1.weather.d6).toEqual([1, 2, 2, 2, 3, 3, 4, 4, 4, 4, 5, 6, 7, 7, 7]);
    expect(CONTENT_V1).toMatchObject({
      weatherBoxes: 15,
      passLimit: 12,
      thresholds: { win: 40, silver: 43, gold: 45 },
    });
    const classes = CONTENT_V1.cargo.map((c) => `${c.cargoClass}+${c.classMod}`);
    expect(classes).toEqual([
      ...Array(3).fill('light+1'),
      ...Array(6).fill('medium+2'),
      ...Array(4).fill('heavy+3'),
      ...Array(4).fill('x-heavy+5'),
    ]);
    expect(CONTENT_V1.airports.map((a) => `${a.id}(${a.landingHazard})`).join(' ')).toBe(
      '41(0) 42(1) 43(2) 44(3) 45(1) 46(0) 51(2) 52(2) 53(3) 54(3) 55(2) 56(1) 61(2) 62(3) 63(1) 64(3) 65(2) 66(1)',
    );
  });
  test('(R) values: 27 beacons, 20 circles of radius 35, weights 1..12 so every weight can be planned', () => {
    expect(CONTENT_V1.beacons).toHaveLength(27);
    expect(CONTENT_V1.mountains).toHaveLength(20);
    expect(CONTENT_V1.mountains.every((m) => m.radius === 35)).toBe(true);
    expect(CONTENT_V1.cargo.map((c) => c.weight)).toEqual([1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8, 8, 9, 10, 11, 12]);
    expect(CONTENT_V1).toMatchObject({ maxLeg: 300, prayers: 3, planRerolls: 9, stamina: 20 });
  });
});

describe('CONTENT_V2 (calibrated, spec §9)', () => {
  test('v1 with the X-Heavy box c17 weighing 11 instead of 12; nothing else changed', () => {
    expect(CONTENT_V2).toEqual({
      ...CONTENT_V1,
      cargo: CONTENT_V1.cargo.map((c) => (c.id === 'c17' ? { ...c, weight: 11 } : c)),
    });
    expect(CONTENT_V2.cargo.map((c) => c.weight)).toEqual([1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8, 8, 9, 10, 11, 11]);
    expect(CONTENT_V2.cargo[16]).toMatchObject({ cargoClass: 'x-heavy', classMod: 5 });
    expect(Object.isFrozen(CONTENT_V2.cargo)).toBe(true);
  });
  test('releases: v1, v2 and v3, new games are v3, and each version scores by its own weights', () => {
    expect(releases.map((g) => g.version)).toEqual([1, 2, 3]);
    expect(aircargo).toBe(releases.at(-1));
    expect(aircargo.version).toBe(3);
    expect(releases.map((g) => g.board.content)).toEqual([CONTENT_V1, CONTENT_V2, CONTENT_V3]);
    // A roll of 6 + 6 plans c17 by its sum in v1 (weight 12); v3 has no box of weight 12.
    const sixes = (g: typeof aircargo) => {
      let s = g.setup({ players: [{ name: 'A' }], options: {} });
      s = g.evolve(s, { type: 'MoveMade', player: 1, move: { type: 'plan' } });
      s = g.evolve(s, { type: 'DiceRolled', label: 'plan.roll1', values: [6, 6] });
      return g.legalMoves(s, 1).filter((m) => m.type === 'planCargo');
    };
    expect(sixes(aircargoV1)).toContainEqual({ type: 'planCargo', box: 'c17', use: 'sum' });
    expect(sixes(aircargo).some((m) => m.type === 'planCargo' && m.box === 'c17')).toBe(false);
  });
});

describe('CONTENT_V3 (calibrated again, spec §9: every target on the first 200 seeds too)', () => {
  test('v1 with Stamina 19, Plan Reroll 10 and the X-Heavy box c17 weighing 10; nothing else changed', () => {
    expect(CONTENT_V3).toEqual({
      ...CONTENT_V1,
      stamina: 19,
      planRerolls: 10,
      cargo: CONTENT_V1.cargo.map((c) => (c.id === 'c17' ? { ...c, weight: 10 } : c)),
    });
    expect(CONTENT_V3.cargo.filter((c) => c.cargoClass === 'x-heavy').map((c) => c.weight)).toEqual([9, 10, 11, 10]);
    expect(Object.isFrozen(CONTENT_V3) && Object.isFrozen(CONTENT_V3.cargo)).toBe(true);
  });
  test('two X-Heavy boxes of weight 10 under v3: after c15, a second 5 + 5 plans c17 by its sum (v2: nothing of 10)', () => {
    const secondTen = (g: typeof aircargo) => {
      let s = g.setup({ players: [{ name: 'A' }], options: {} });
      for (const [k, values] of [
        [1, [5, 5]],
        [2, [5, 5]],
      ] as const) {
        s = g.evolve(s, { type: 'MoveMade', player: 1, move: { type: 'plan' } });
        s = g.evolve(s, { type: 'DiceRolled', label: `plan.roll${k}`, values: [...values] });
        const sums = g.legalMoves(s, 1).flatMap((m) => (m.type === 'planCargo' && m.use === 'sum' ? [m.box] : []));
        if (k === 2) return sums;
        expect(sums).toEqual(['c15']);
        s = g.evolve(s, { type: 'MoveMade', player: 1, move: { type: 'planCargo', box: 'c15', use: 'sum' } });
      }
      return [];
    };
    expect(secondTen(aircargo)).toEqual(['c17']);
    expect(secondTen(aircargoV2)).toEqual([]);
  });
});

/** `playGame` hands choosers `unknown` moves; the bot is typed for AirCargo's. */
const chooser =
  (choose: (state: AircargoState, seat: number, legal: readonly AircargoMove[]) => AircargoMove) =>
  (state: AircargoState, seat: number, legal: readonly unknown[]) =>
    choose(state, seat, legal as readonly AircargoMove[]);

/** The current version's bot (it values cargo by that version's weights). */
const bot = makeBot(aircargo.board);

describe('bot', () => {
  test('2d6 odds and the expected panic cost', () => {
    expect(atMost(7)).toBeCloseTo(21 / 36);
    expect(atMost(1)).toBe(0);
    expect(atMost(12)).toBe(1);
    // Need ≤ 8: rolls 9..12 panic for 2..5 → (4·2 + 3·3 + 2·4 + 1·5) / 36.
    expect(riskOf(8, 20).cost).toBeCloseTo(30 / 36);
    expect(riskOf(8, 20).crash).toBe(0);
    expect(riskOf(8, 3).crash).toBeCloseTo(3 / 36);
  });

  test('plays whole games with legal moves only, deterministically', () => {
    const checked = (state: AircargoState, seat: number, legal: readonly AircargoMove[]) => {
      const move = bot(state, seat, legal);
      expect(legal).toContainEqual(move);
      return move;
    };
    for (const seed of ['bot-a', 'bot-b', 'bot-c']) {
      const a = playGame<AircargoState>(aircargo, seed, chooser(checked));
      expect(aircargo.pending(a.state).kind).toBe('over');
      expect(playGame<AircargoState>(aircargo, seed, chooser(bot)).tape).toEqual(a.tape);
    }
  });

  test('the calibration summary reports the bands and the crash rate', () => {
    const finals = ['cal-a', 'cal-b'].map((seed) => playGame<AircargoState>(aircargo, seed, chooser(bot)).state);
    const lines = calibration.summarize(finals).join('\n');
    expect(lines).toMatch(/median/);
    expect(lines).toMatch(/crash rate/);
    expect(lines).toMatch(/win 40–42/);
    expect(lines).toMatch(/silver 43–44/);
    expect(lines).toMatch(/gold ≥ 45/);
  });
});
