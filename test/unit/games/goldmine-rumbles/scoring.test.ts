/** End scoring in the rulebook's order (spec §6, §2.14, R23) and the standings' tie-break, read off states directly. */
import { describe, expect, test } from 'vitest';
import {
  CONTENT_V1,
  goldmineRumbles,
  type GoldmineState,
  type PlayerState,
} from '../../../../src/games/goldmine-rumbles/index.js';
import {
  blackMarkBonuses,
  finalScores,
  missionItemsHeld,
  standingsOf,
} from '../../../../src/games/goldmine-rumbles/scoring.js';

const setup = (n: number): GoldmineState =>
  goldmineRumbles.setup({
    players: Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` })),
    options: goldmineRumbles.optionsSchema.parse({}),
  });
const withPlayers = (state: GoldmineState, changes: Partial<PlayerState>[]): GoldmineState => ({
  ...state,
  players: state.players.map((p, i) => ({
    ...p,
    gold: 0,
    blackMarks: 0,
    bandages: 0,
    poisons: 0,
    mission: 1,
    items: Object.fromEntries(Object.keys(p.items).map((k) => [k, 0])) as PlayerState['items'],
    ...changes[i],
  })),
});
const three = setup(3);
const four = setup(4);

describe('blackMarkBonuses', () => {
  const marks = (state: GoldmineState, counts: number[]) =>
    blackMarkBonuses(
      CONTENT_V1,
      withPlayers(
        state,
        counts.map((blackMarks) => ({ blackMarks })),
      ).players,
    );
  test.each([
    [three, [0, 1, 2], [10, 0, 0]],
    [three, [0, 0, 2], [6, 6, 0]],
    [three, [1, 1, 1], [0, 0, 0]],
    [four, [2, 1, 3, 4], [0, 10, 0, 0]],
    [four, [1, 1, 3, 1], [3, 3, 0, 3]],
    [four, [0, 0, 1, 1], [6, 6, 0, 0]],
  ])('%#: marks %j → %j', (state, counts, bonuses) => {
    expect(marks(state, counts)).toEqual(bonuses);
  });
});

describe('finalScores', () => {
  test('gold, notebooks, the black-mark bonus, less tokens, plus the mission', () => {
    const mission = CONTENT_V1.missions[0]!.items;
    const state = withPlayers(three, [
      {
        gold: 20,
        bandages: 1,
        poisons: 1,
        blackMarks: 0,
        items: { ...withPlayers(three, []).players[0]!.items, [mission[0]!]: 2, [mission[1]!]: 1 },
      },
      { gold: 30, blackMarks: 1 },
      { gold: 25, blackMarks: 2 },
    ]);
    const notebooks = { ...state.players[0]!.cubes, notebooks: 2 };
    const s = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, cubes: notebooks } : p)) };
    expect(missionItemsHeld(CONTENT_V1, s.players[0]!)).toBe(2);
    expect(finalScores(CONTENT_V1, s)[0]).toEqual({
      seat: 1,
      gold: 20,
      notebooks: 10,
      blackMarkBonus: 10,
      tokenPenalty: 4,
      missionItems: 2,
      mission: 3,
      total: 39,
    });
    expect(finalScores(CONTENT_V1, s)[1]).toEqual({
      seat: 2,
      gold: 30,
      notebooks: 0,
      blackMarkBonus: 0,
      tokenPenalty: 2,
      missionItems: 0,
      mission: 0,
      total: 28,
    });
  });
});

describe('standingsOf', () => {
  const ranks = (state: GoldmineState) => standingsOf(CONTENT_V1, state).players.map((p) => [p.seat, p.rank, p.score]);
  test('most gold first', () => {
    expect(
      ranks(
        withPlayers(three, [
          { gold: 5, blackMarks: 1 },
          { gold: 20, blackMarks: 1 },
          { gold: 10, blackMarks: 1 },
        ]),
      ),
    ).toEqual([
      [2, 1, 18],
      [3, 2, 8],
      [1, 3, 3],
    ]); // less 2 gold per black mark
  });
  test('ties: fewer black marks, then fewer bandages and poisons, then a shared place', () => {
    // equal totals after the marks: 12 − 2 = 10 with one mark, 10 with none (and no bonus shared by all)
    expect(
      ranks(
        withPlayers(three, [
          { gold: 12, blackMarks: 1 },
          { gold: 10, blackMarks: 0, bandages: 0 },
          { gold: 4, blackMarks: 1 },
        ]),
      ),
    ).toEqual([
      [2, 1, 20],
      [1, 2, 10],
      [3, 3, 2],
    ]);
    expect(
      ranks(withPlayers(three, [{ gold: 12, poisons: 1 }, { gold: 10 }, { gold: 10 }])).map(([seat, rank]) => [
        seat,
        rank,
      ]),
    ).toEqual([
      [2, 1],
      [3, 1],
      [1, 3],
    ]);
  });
});

describe('edges', () => {
  test('a miner without a mission holds no mission items and scores no mission gold', () => {
    const s = withPlayers(three, [{ mission: 0, gold: 7 }, {}, {}]);
    expect(missionItemsHeld(CONTENT_V1, s.players[0]!)).toBe(0);
    expect(finalScores(CONTENT_V1, s)[0]).toMatchObject({ missionItems: 0, mission: 0, total: 7 });
  });

  test('more gold is better', () => {
    expect(standingsOf(CONTENT_V1, withPlayers(three, [{ gold: 1 }, { gold: 2 }, { gold: 3 }])).lowerIsBetter).toBe(
      false,
    );
  });
});
