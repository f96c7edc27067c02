/** Content v1 to v4 against the spec's constraints (§2), the released versions, and the legal-move lists of a few steps. */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { replay } from '../../../../src/core/replay.js';
import { makeRulebook } from '../../../../src/core/rulebook.js';
import { makeBot } from '../../../../src/games/coal-n-write/bot.js';
import {
  CARD_IDS,
  CONTENT_V1,
  CONTENT_V2,
  CONTENT_V3,
  CONTENT_V4,
  CURRENT_CONTENT,
  VEINS,
  coalNWrite,
  coalNWriteV1,
  coalNWriteV2,
  coalNWriteV3,
  coalNWriteV4,
  releases,
  type CoalNWriteContent,
  type CoalNWriteMove,
  type CoalNWriteState,
} from '../../../../src/games/coal-n-write/index.js';
import { made, opened, play, quickRound, sheet, SOLO, topFirst } from './fixtures.js';

const C = CONTENT_V1;

/** The (S) values and the spec's constraints every version keeps. */
function keepsTheRulebook(c: CoalNWriteContent): void {
  for (const v of VEINS) {
    for (const cav of c.veins[v]) {
      expect(cav.bub).toBeGreaterThanOrEqual(1);
      expect(cav.bub).toBeLessThanOrEqual(3);
    }
  }
  expect(c.veins.B[0]!.num).toBeLessThanOrEqual(4);
  expect(c.veins.B[1]!.bub).toBe(2);
  expect(c.veins.B[1]!.num).toBeGreaterThan(5);
  expect(c.oreValue).toEqual({ S: 12, T: 8, C: 5, B: 3 });
  expect([c.dice, c.sides, c.rounds, c.tonicBonus]).toEqual([3, 6, 6, 2]);
  expect(c.strikeGold).toMatchObject({ per: 10, step: 20 });
  expect(c.coalBaron).toMatchObject({ coal: 12, reward: 60 });
  expect(c.lone).toEqual({ coal: 2, digs: 3, dollars: 10 });
  expect(c.burros.map((b) => b.solid + b.dashed)).toEqual([8, 8, 8, 8, 8, 8, 8]);
  expect(c.burros[6]!.bandits).toBe(1);
  expect(c.soloRanks.map((r) => r.min)).toEqual([300, 321, 341, 361]);
  expect(Object.isFrozen(c)).toBe(true);
  expect(Object.isFrozen(c.veins)).toBe(true);
}

describe('content v1', () => {
  test('the mine: 11/11/10/8 caverns, 1–3 bubbles, the E1 constraints on Borax', () => {
    expect(VEINS.map((v) => C.veins[v].length)).toEqual([11, 11, 10, 8]);
    for (const v of VEINS) {
      for (const c of C.veins[v]) {
        expect(c.bub).toBeGreaterThanOrEqual(1);
        expect(c.bub).toBeLessThanOrEqual(3);
      }
    }
    expect(C.veins.B[0]!.num).toBeLessThanOrEqual(4);
    expect(C.veins.B[1]!.bub).toBe(2);
    expect(C.veins.B[1]!.num).toBeGreaterThan(5);
  });
  test("(S) values: ore, dice, Gamblin', Strike Gold, Coal Baron, Lone Miner $", () => {
    expect(C.oreValue).toEqual({ S: 12, T: 8, C: 5, B: 3 });
    expect([C.dice, C.sides, C.rounds, C.tonicBonus]).toEqual([3, 6, 6, 2]);
    expect(C.strikeGold).toMatchObject({ per: 10, step: 20 });
    expect(C.coalBaron).toEqual({ coal: 12, reward: 60, counts: 'written' });
    expect(C.lone).toEqual({ coal: 2, digs: 3, dollars: 10 });
    expect(C.burros.map((b) => b.solid + b.dashed)).toEqual([8, 8, 8, 8, 8, 8, 8]);
    expect(C.burros[6]!.bandits).toBe(1);
  });
  test('Boom Town: 6 starters; the solo deck drops multiplayer-only cards and vice versa', () => {
    expect(C.starters).toEqual([
      'washDay',
      'strikeGold',
      'gunsmith',
      'tackAndHarness',
      'workhorseTonic',
      'sheriffsDeputy',
    ]);
    expect(C.soloDeck).toHaveLength(9);
    expect(C.multiDeck).toHaveLength(8);
    for (const solo of ['sugarfoot', 'cowPunchin', 'drankinContest'] as const) expect(C.multiDeck).not.toContain(solo);
    for (const multi of ['armWrasslin', 'muleTeam'] as const) expect(C.soloDeck).not.toContain(multi);
    expect(new Set([...C.starters, ...C.soloDeck, ...C.multiDeck])).toEqual(new Set(CARD_IDS));
    expect(Object.isFrozen(C)).toBe(true);
  });
  test('setup waits for the setup.boomtown shuffle of 9 (solo) or 8 (multiplayer) cards, then the first throw', () => {
    const solo = coalNWrite.setup({ players: [{ name: 'A' }], options: {} });
    expect(coalNWrite.pending(solo)).toEqual({ kind: 'shuffle', label: 'setup.boomtown', size: 9 });
    const four = coalNWrite.setup({ players: [1, 2, 3, 4].map((i) => ({ name: `P${i}` })), options: {} });
    expect(coalNWrite.pending(four)).toEqual({ kind: 'shuffle', label: 'setup.boomtown', size: 8 });
    const opened4 = play(four, topFirst(8, 3));
    expect(opened4.tableau).toEqual([...C.starters, 'muleTeam']);
    expect(coalNWrite.pending(opened4)).toEqual({ kind: 'roll', label: 'round1.turn1.throw', count: 3, sides: 6 });
  });
});

describe('content v2 (the calibration retune)', () => {
  test('keeps every (S) value and the E1 constraints', () => {
    keepsTheRulebook(CONTENT_V1);
    keepsTheRulebook(CONTENT_V2);
  });
  test('differs from v1 only in the tuned (R) values: stash 30, the Coal vein, Sheriff 4 boxes', () => {
    const changed = (Object.keys(CONTENT_V1) as (keyof CoalNWriteContent)[]).filter(
      (k) => JSON.stringify(CONTENT_V1[k]) !== JSON.stringify(CONTENT_V2[k]),
    );
    expect(changed.sort()).toEqual(['sheriff', 'stashSize', 'veins']);
    expect([CONTENT_V1.stashSize, CONTENT_V2.stashSize]).toEqual([36, 30]);
    expect(CONTENT_V2.veins.C.map((c) => `${c.num}/${c.bub}`)).toEqual([
      '4/1',
      '5/1',
      '5/1',
      '6/1',
      '6/2',
      '7/2',
      '8/2',
      '9/2',
      '10/3',
      '11/3',
      '12/3',
    ]);
    for (const v of ['B', 'T', 'S'] as const) expect(CONTENT_V2.veins[v]).toBe(CONTENT_V1.veins[v]);
    expect([CONTENT_V1.sheriff, CONTENT_V2.sheriff]).toEqual([
      { boxes: 3, reward: 40 },
      { boxes: 4, reward: 40 },
    ]);
  });
  test('v1 to v4 are released; new games are v4; each version plays its own content', () => {
    expect(releases.map((g) => g.version)).toEqual([1, 2, 3, 4]);
    expect(coalNWrite).toBe(coalNWriteV4);
    expect(CURRENT_CONTENT).toBe(CONTENT_V4);
    // A claim needs a free space: 33 letters fill a v2 stash (30) but not a v1 stash (36).
    const thirtyThree = (g: typeof coalNWrite) => {
      let s = g.setup({ players: [{ name: 'A' }], options: {} });
      s = g.evolve(s, { type: 'DeckShuffled', label: 'setup.boomtown', order: topFirst(9) });
      s = { ...s, players: [{ ...s.players[0]!, stash: Array.from({ length: 33 }, () => 'B' as const) }] };
      s = g.evolve(s, { type: 'DiceRolled', label: 'round1.turn1.throw', values: [6, 6, 6] });
      return g.validate(s, 1, { type: 'claim', vein: 'B', dice: [0] });
    };
    expect(thirtyThree(coalNWriteV1).ok).toBe(true);
    expect(thirtyThree(coalNWriteV2)).toMatchObject({ ok: false, error: { code: 'stash-full' } });
  });
  test('a game recorded under v1 still replays under v1 once v2 is released', () => {
    const played = playGame<CoalNWriteState, CoalNWriteMove>(coalNWriteV1, 'v1-after-v2', makeBot(CONTENT_V1), {
      players: 1,
    });
    expect(played.tape[0]).toMatchObject({ type: 'GameCreated', rulesVersion: 1 });
    const replayed = replay<CoalNWriteState>(makeRulebook([releases]), played.tape);
    expect(replayed.ok && replayed.value.state).toEqual(played.state);
    expect(played.state.players[0]!.stash.length).toBeLessThanOrEqual(36);
  });
});

describe('content v3 (the Coal Baron counts the Ore Stash, R17 as corrected)', () => {
  test('keeps every (S) value and differs from v2 only in what the Coal Baron counts', () => {
    keepsTheRulebook(CONTENT_V3);
    const changed = (Object.keys(CONTENT_V2) as (keyof CoalNWriteContent)[]).filter(
      (k) => JSON.stringify(CONTENT_V2[k]) !== JSON.stringify(CONTENT_V3[k]),
    );
    expect(changed).toEqual(['coalBaron']);
    expect([CONTENT_V2.coalBaron.counts, CONTENT_V3.coalBaron.counts]).toEqual(['written', 'inStash']);
  });
  test('a game recorded under v2 still replays under v2 once v3 is released', () => {
    const played = playGame<CoalNWriteState, CoalNWriteMove>(coalNWriteV2, 'v2-after-v3', makeBot(CONTENT_V2), {
      players: 1,
    });
    expect(played.tape[0]).toMatchObject({ type: 'GameCreated', rulesVersion: 2 });
    const replayed = replay<CoalNWriteState>(makeRulebook([releases]), played.tape);
    expect(replayed.ok && replayed.value.state).toEqual(played.state);
  });
});

describe('content v4 (calibrated, spec §9)', () => {
  test("keeps every (S) value and differs from v3 only in the Sheriff's Deputy track: 3 boxes, still $40", () => {
    keepsTheRulebook(CONTENT_V4);
    const changed = (Object.keys(CONTENT_V3) as (keyof CoalNWriteContent)[]).filter(
      (k) => JSON.stringify(CONTENT_V3[k]) !== JSON.stringify(CONTENT_V4[k]),
    );
    expect(changed).toEqual(['sheriff']);
    expect([CONTENT_V3.sheriff, CONTENT_V4.sheriff]).toEqual([
      { boxes: 4, reward: 40 },
      { boxes: 3, reward: 40 },
    ]);
  });
  test("the third Sheriff's box pays $40 under v4 and not under v3", () => {
    const thirdBox = (g: typeof coalNWrite) => {
      let s = g.setup({ players: [{ name: 'A' }], options: {} });
      s = g.evolve(s, { type: 'DeckShuffled', label: 'setup.boomtown', order: topFirst(9) });
      s = { ...s, players: [{ ...s.players[0]!, sheriff: 2 }] };
      s = g.evolve(s, { type: 'DiceRolled', label: 'round1.turn1.throw', values: [4, 4, 2] });
      s = g.evolve(s, { type: 'MoveMade', player: 1, move: { type: 'visitTown', die: 0, card: 'sheriffsDeputy' } });
      return s.players[0]!;
    };
    expect(thirdBox(coalNWriteV3)).toMatchObject({ sheriff: 3, cash: 0 });
    expect(thirdBox(coalNWriteV4)).toMatchObject({ sheriff: 3, cash: 40 });
  });
  test('a game recorded under v3 still replays under v3 once v4 is released', () => {
    const played = playGame<CoalNWriteState, CoalNWriteMove>(coalNWriteV3, 'v3-after-v4', makeBot(CONTENT_V3), {
      players: 1,
    });
    expect(played.tape[0]).toMatchObject({ type: 'GameCreated', rulesVersion: 3 });
    const replayed = replay<CoalNWriteState>(makeRulebook([releases]), played.tape);
    expect(replayed.ok && replayed.value.state).toEqual(played.state);
  });
});

describe('legal moves', () => {
  test('a pair: one visit per card (lowest die of the pair), claims, digs and endTurn', () => {
    const s = play(sheet(opened(), 1, { cash: 100 }), [4, 4, 2]);
    const legal = coalNWrite.legalMoves(s, 1);
    const visits = legal.filter((m) => m.type === 'visitTown');
    expect(new Set(visits.map((m) => (m.type === 'visitTown' ? m.die : -1)))).toEqual(new Set([0]));
    expect(visits).toContainEqual({ type: 'visitTown', die: 0, card: 'gunsmith', count: 3 });
    expect(visits).toContainEqual({ type: 'visitTown', die: 0, card: 'workhorseTonic', count: 5 });
    expect(legal).toContainEqual({ type: 'claim', vein: 'B', dice: [0] });
    expect(legal).toContainEqual({ type: 'dig', vein: 'S', die: 2 });
    expect(legal.at(-1)).toEqual({ type: 'endTurn' });
    expect(coalNWrite.legalMoves(s, 2)).toEqual([]);
  });
  test("the bonus pick offers G only while Backroom Gamblin' is face-up", () => {
    const without = play(
      opened(1, topFirst(9, SOLO.cowPunchin)),
      [1, 2, 3],
      made({ type: 'endTurn' }),
      [1, 2],
      made({ type: 'endTurn' }),
    );
    expect(coalNWrite.legalMoves(without, 1).map((m) => (m.type === 'chooseBonus' ? m.bonus : ''))).toEqual([
      'C',
      'D',
      'P',
      'T',
      '$',
    ]);
    const withG = quickRound(opened(), { type: 'chooseBonus', bonus: 'G' }, []);
    expect(withG.players[0]!.bonuses).toEqual(['G']);
  });
  test('loads: every full split, full splits leaving one type out, and the empty load', () => {
    const s = quickRound(sheet(opened(), 1, { stash: ['S', 'S', 'T', 'C', 'C', 'B', 'B', 'B'] }));
    const loads = coalNWrite.legalMoves(s, 1).filter((m) => m.type === 'load');
    expect(loads).toContainEqual({ type: 'load', ore: { S: 2, T: 1, C: 2, B: 1 } });
    expect(loads).toContainEqual({ type: 'load', ore: { S: 0, T: 1, C: 2, B: 3 } });
    expect(loads).toContainEqual({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } });
    for (const m of loads) if (m.type === 'load') expect(m.ore.S + m.ore.T + m.ore.C + m.ore.B).toBeLessThanOrEqual(6);
  });
});
