/**
 * Content v1 against the tables of spec §2, and the section lookup behind damage.
 */
import { describe, expect, test } from 'vitest';
import { CONTENT_V1, CONTENT_V2, circuitRacer, releases } from '../../../../src/games/circuit-racer/index.js';
import { defineCircuit, skippedSections } from '../../../../src/games/circuit-racer/track.js';

describe('CONTENT_V1 matches spec §2', () => {
  test('constants', () => {
    expect(CONTENT_V1).toMatchObject({
      dice: 6,
      sides: 6,
      minGear: 1,
      maxGear: 6,
      timeBoxes: 12,
      damageBoxes: 15,
      dnfPlace: 20,
      finishPlace: 0,
    });
  });
  test('special actions', () => {
    expect(Object.values(CONTENT_V1.actions).map(({ id, freeUses, cost }) => [id, freeUses, cost])).toEqual([
      ['reroll', 4, 2],
      ['include', 4, 2],
      ['select', 3, 3],
      ['shift', 3, 2],
    ]);
  });
  // Circle ranges copied from the spec table.
  test.each([
    [1, 48, 'S1 1–6, S2 7–12, S3 13–17, S4 18–21, S5 22–24, S6 25–29, S7 30–31, S8 32–35, S9 36–41, S10 42–48'],
    [
      2,
      47,
      'S1 1–5, S2 6–10, S3 11–13, S4 14, S5 15, S6 16–21, S7 22–25, S8 26–27, S9 28–32, S10 33–35, S11 36–39, S12 40–47',
    ],
    [
      3,
      47,
      'S1 1–5, S2 6–9, S3 10–11, S4 12–13, S5 14–18, S6 19, S7 20, S8 21–24, S9 25–27, S10 28–33, S11 34–35, S12 36–38, S13 39–47',
    ],
    [
      4,
      49,
      'S1 1–4, S2 5–7, S3 8, S4 9, S5 10–13, S6 14–15, S7 16–20, S8 21, S9 22, S10 23–25, S11 26–31, S12 32–33, S13 34–35, S14 36–39, S15 40–49',
    ],
  ])('circuit %i: N = %i, %s', (id, n, ranges) => {
    const circuit = CONTENT_V1.circuits[id - 1]!;
    expect(circuit.length).toBe(n);
    expect(
      circuit.sections.map((s) => `S${s.index} ${s.from === s.to ? s.from : `${s.from}–${s.to}`}`).join(', '),
    ).toBe(ranges);
    expect(circuit.sections.filter((s) => s.exempt).map((s) => s.index)).toEqual([1, circuit.sections.length]);
    expect(circuit.scoredBefore).toHaveLength(n + 2);
  });
  test('is frozen', () => {
    expect(Object.isFrozen(CONTENT_V1)).toBe(true);
    expect(Object.isFrozen(CONTENT_V1.circuits[0]!.scoredBefore)).toBe(true);
    expect(Object.isFrozen(CONTENT_V1.actions.reroll)).toBe(true);
  });
});

describe('skippedSections', () => {
  const c2 = CONTENT_V1.circuits[1]!;
  test.each([
    [0, 5, 0], // into S1 (exempt)
    [0, 6, 0], // S1 is exempt and the start is before it
    [5, 11, 1], // jumps S2
    [13, 18, 2], // E3: S4, S5
    [13, 13, 0], // R3
    [14, 15, 0], // adjacent sections
    [30, 36, 1], // E5: S10
    [36, 41, 0], // E4: into the exempt S12
    [44, 48, 0], // E5: finish
    [35, 60, 1], // overshoot: S11 is skipped, S12 is exempt
  ])('circuit 2: %i → %i skips %i', (from, to, n) => {
    expect(skippedSections(c2, from, to)).toBe(n);
  });
  test('rejects inconsistent layouts at load', () => {
    expect(() => defineCircuit({ id: 9, length: 10, sections: [5, 4], exempt: [1, 2] })).toThrow(/sum/);
    expect(() => defineCircuit({ id: 9, length: 9, sections: [5, 4], exempt: [3] })).toThrow(/exempt/);
  });
});

describe('releases', () => {
  test('v2 is v1 calibrated: 17 Damage boxes instead of 15, nothing else changed', () => {
    expect(CONTENT_V2).toEqual({ ...CONTENT_V1, damageBoxes: 17 });
    expect(CONTENT_V1.damageBoxes).toBe(15);
    expect(releases.map((r) => r.view(r.setup({ players: [{ name: 'A' }], options: {} }), 1).damage.boxes)).toEqual([
      15, 17,
    ]);
  });
  test('the current definition is the newest release', () => {
    expect(releases.map((r) => r.version)).toEqual([1, 2]);
    expect(circuitRacer).toBe(releases.at(-1));
    expect(circuitRacer).toMatchObject({ id: 'circuit-racer', minPlayers: 1, maxPlayers: 1 });
  });
  test('options: none, defaulting to {}', () => {
    expect(circuitRacer.optionsSchema.parse(undefined)).toEqual({});
    expect(circuitRacer.optionsSchema.safeParse({ laps: 3 }).success).toBe(false);
  });
});
