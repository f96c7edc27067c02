/** Every rule code of spec §5 (and the common ones), each reached by a real move through the engine. */
import { describe, expect, test } from 'vitest';
import { CURRENT_CONTENT, type CoalNWriteState, type Ore } from '../../../../src/games/coal-n-write/index.js';
import { codeOf, made, MULTI, opened, play, quickRound, refusalOf, sheet, SOLO, topFirst } from './fixtures.js';

const letters = (s: string): Ore[] => [...s] as Ore[];
/** A full stash of the version these errors play (the current one). */
const fullStash = (): Ore[] => letters('B'.repeat(CURRENT_CONTENT.stashSize));
const pairThrow = (s: CoalNWriteState): CoalNWriteState => play(s, [3, 3, 6]);
const rich = (s: CoalNWriteState, cash = 100): CoalNWriteState => sheet(s, 1, { cash });
const veins = (b: number, c: number, t: number, s: number, dug = 0) => [
  { cavern: b, dug },
  { cavern: c, dug },
  { cavern: t, dug },
  { cavern: s, dug },
];
const loadStep = (): CoalNWriteState => quickRound(sheet(opened(), 1, { stash: letters('SSTC') }));
const lone = (): CoalNWriteState => play(quickRound(opened(), { type: 'chooseBonus', bonus: 'D' }, []), [5]);
const overGame = (): CoalNWriteState => {
  let s = opened();
  for (let r = 0; r < 6; r++) s = play(quickRound(s), made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }));
  return s;
};
const dBonus = (): CoalNWriteState => quickRound(opened(), { type: 'chooseBonus', bonus: 'D' }, [[2], [3], [4]]);

const cases: [string, () => CoalNWriteState, unknown, number?][] = [
  ['not-a-pair', () => play(opened(), [2, 4, 6]), { type: 'visitTown', die: 0, card: 'sheriffsDeputy' }],
  ['not-a-pair', () => pairThrow(opened()), { type: 'visitTown', card: 'sheriffsDeputy' }],
  ['not-a-pair', lone, { type: 'visitTown', die: 0, card: 'sheriffsDeputy' }],
  [
    'already-visited',
    () => play(pairThrow(opened()), made({ type: 'visitTown', die: 0, card: 'sheriffsDeputy' })),
    { type: 'visitTown', die: 1, card: 'sheriffsDeputy' },
  ],
  [
    'visit-after-digging',
    () => play(pairThrow(opened()), made({ type: 'dig', vein: 'S', die: 2 })),
    { type: 'visitTown', die: 0, card: 'sheriffsDeputy' },
  ],
  ['card-not-in-tableau', () => pairThrow(opened()), { type: 'visitTown', die: 0, card: 'cowPunchin' }],
  ['card-not-in-tableau', () => pairThrow(opened(2)), { type: 'visitTown', die: 0, card: 'sugarfoot' }],
  ['not-enough-cash', () => pairThrow(opened()), { type: 'visitTown', die: 0, card: 'washDay' }],
  [
    'not-enough-cash',
    () => pairThrow(sheet(opened(), 1, { cash: 19 })),
    { type: 'visitTown', die: 0, card: 'gunsmith', count: 2 },
  ],
  [
    'not-enough-cash',
    () => pairThrow(sheet(opened(), 1, { cash: 9 })),
    { type: 'visitTown', die: 0, card: 'backroomGamblin' },
  ],
  [
    'opponent-not-enough-cash',
    () => pairThrow(rich(opened(2, topFirst(8, MULTI.armWrasslin)))),
    { type: 'visitTown', die: 0, card: 'armWrasslin', opponent: 2 },
  ],
  [
    'card-closed',
    () => pairThrow(rich(sheet(opened(), 1, { washDay: true }))),
    { type: 'visitTown', die: 0, card: 'washDay' },
  ],
  [
    'card-closed',
    () => pairThrow(rich(sheet(opened(), 1, { tackAndHarness: true }))),
    { type: 'visitTown', die: 0, card: 'tackAndHarness' },
  ],
  [
    'card-closed',
    () => pairThrow(sheet(opened(), 1, { sheriff: CURRENT_CONTENT.sheriff.boxes })),
    { type: 'visitTown', die: 0, card: 'sheriffsDeputy' },
  ],
  [
    'card-closed',
    () => pairThrow(rich(sheet(opened(), 1, { tonicsBought: 5 }))),
    { type: 'visitTown', die: 0, card: 'workhorseTonic', count: 1 },
  ],
  [
    'marker-already-placed',
    () => pairThrow(rich(sheet(opened(), 1, { strikeGold: 1 }))),
    { type: 'visitTown', die: 0, card: 'strikeGold' },
  ],
  [
    'not-enough-coal',
    () => pairThrow(sheet(opened(1, topFirst(9, SOLO.coalBaron)), 1, { stash: letters('C'.repeat(11)) })),
    { type: 'visitTown', die: 0, card: 'coalBaron' },
  ],
  [
    'die-already-used',
    () => play(opened(), [2, 4, 6], made({ type: 'dig', vein: 'S', die: 0 })),
    { type: 'dig', vein: 'C', die: 0 },
  ],
  ['die-already-used', () => play(opened(), [2, 4, 6]), { type: 'claim', vein: 'B', dice: [1, 1] }],
  ['not-gambling', () => play(opened(), [2, 4, 6]), { type: 'gambleHit' }],
  ['not-gambling', () => play(opened(), [2, 4, 6]), { type: 'gambleStay' }],
  [
    'burro-delivered',
    () =>
      sheet(play(quickRound(opened()), made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }), [2, 4, 6]), 1, {
        sub: { kind: 'bandit' },
      }),
    { type: 'placeBandit', burro: 1 },
  ],
  [
    'no-such-burro',
    () => sheet(play(opened(), [2, 4, 6]), 1, { sub: { kind: 'bandit' } }),
    { type: 'placeBandit', burro: 7 },
  ],
  [
    'target-blasted',
    () => sheet(play(opened(), [2, 4, 6]), 1, { sub: { kind: 'trick', shots: 1, blasted: [4] } }),
    { type: 'aim', target: 4 },
  ],
  [
    'no-shots-left',
    () => sheet(play(opened(), [2, 4, 6]), 1, { sub: { kind: 'trick', shots: 6, blasted: [] } }),
    { type: 'aim', target: 4 },
  ],
  ['bad-throws', () => sheet(play(opened(), [2, 4, 6]), 1, { sub: { kind: 'drink' } }), { type: 'drink', throws: 5 }],
  [
    'not-enough-cash',
    () => {
      // Seat 2 is listed for the sign-up with $5; the fixture then takes $1 away.
      const s = play(sheet(rich(opened(2, topFirst(8, MULTI.rodeoContest)), 10), 2, { cash: 5 }), [2, 2, 5]);
      const signUp = play(
        s,
        made({ type: 'visitTown', die: 0, card: 'rodeoContest' }, 1),
        made({ type: 'endTurn' }, 1),
        made({ type: 'endTurn' }, 2),
      );
      return sheet(signUp, 2, { cash: 4 });
    },
    { type: 'joinRodeo', join: true },
    2,
  ],
  ['no-such-die', () => play(opened(), [2, 4, 6]), { type: 'claim', vein: 'B', dice: [3] }],
  ['no-such-die', () => play(opened(), [2, 4, 6]), { type: 'dig', vein: 'B', die: -1 }],
  ['sum-too-low', () => play(opened(), [1, 2, 3]), { type: 'claim', vein: 'S', dice: [0, 1, 2] }],
  ['not-fully-dug', () => play(opened(), [1, 2, 3]), { type: 'claim', vein: 'S', dice: [2] }],
  ['not-enough-tonics', () => play(opened(), [1, 2, 3]), { type: 'claim', vein: 'S', dice: [2], tonics: 3 }],
  [
    'vein-exhausted',
    () => play(sheet(opened(), 1, { veins: veins(0, 0, 0, 8) }), [6, 6, 6]),
    { type: 'claim', vein: 'S', dice: [0, 1, 2] },
  ],
  [
    'vein-exhausted',
    () => play(sheet(opened(), 1, { veins: veins(0, 0, 0, 8) }), [6, 6, 6]),
    { type: 'dig', vein: 'S', die: 0 },
  ],
  [
    'stash-full',
    () => play(sheet(opened(), 1, { stash: fullStash() }), [6, 6, 6]),
    { type: 'claim', vein: 'B', dice: [0] },
  ],
  [
    'fully-dug',
    () => play(sheet(opened(), 1, { veins: veins(1, 0, 0, 0, 2) }), [2, 4, 6]),
    { type: 'dig', vein: 'B', die: 0 },
  ],
  ['no-pistols', () => play(opened(), [2, 4, 6]), { type: 'shoot', burro: 2 }],
  ['no-active-bandit', () => play(sheet(opened(), 1, { pistols: 1 }), [2, 4, 6]), { type: 'shoot', burro: 2 }],
  [
    'burro-delivered',
    () =>
      sheet(play(quickRound(opened()), made({ type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }), [2, 4, 6]), 1, {
        pistols: 1,
      }),
    { type: 'shoot', burro: 1 },
  ],
  ['no-such-burro', () => play(sheet(opened(), 1, { pistols: 1 }), [2, 4, 6]), { type: 'shoot', burro: 7 }],
  ['sub-step-open', () => sheet(play(opened(), [2, 4, 6]), 1, { sub: { kind: 'drink' } }), { type: 'endTurn' }],
  ['sub-step-open', () => sheet(dBonus(), 1, { sub: { kind: 'bandit' } }), { type: 'bonusDone' }],
  [
    'gamblin-not-available',
    () =>
      play(
        opened(1, topFirst(9, SOLO.cowPunchin)),
        [1, 2, 3],
        made({ type: 'endTurn' }),
        [1, 2],
        made({ type: 'endTurn' }),
      ),
    { type: 'chooseBonus', bonus: 'G' },
  ],
  [
    'no-free-digs',
    () =>
      play(
        dBonus(),
        made({ type: 'freeDig', vein: 'S' }),
        made({ type: 'freeDig', vein: 'S' }),
        made({ type: 'freeDig', vein: 'T' }),
      ),
    { type: 'freeDig', vein: 'C' },
  ],
  ['vein-exhausted', () => sheet(dBonus(), 1, { veins: veins(0, 0, 0, 8) }), { type: 'freeDig', vein: 'S' }],
  [
    'stash-full',
    () => sheet(dBonus(), 1, { veins: veins(0, 0, 0, 0, 2), stash: fullStash() }),
    { type: 'freeDig', vein: 'S' },
  ],
  ['not-in-stash', loadStep, { type: 'load', ore: { S: 3, T: 0, C: 0, B: 0 } }],
  [
    'over-capacity',
    () => sheet(loadStep(), 1, { stash: letters('BBBBBBB') }),
    { type: 'load', ore: { S: 0, T: 0, C: 0, B: 7 } },
  ],
  ['not-your-choice', () => play(opened(2), [2, 4, 6], made({ type: 'endTurn' }, 2)), { type: 'endTurn' }, 2],
  ['not-your-choice', () => play(opened(2), [2, 4, 6]), { type: 'endTurn' }, 3],
  [
    'roll-pending',
    () => play(rich(opened()), [3, 3, 5], made({ type: 'visitTown', die: 0, card: 'backroomGamblin' })),
    { type: 'gambleStay' },
  ],
  ['game-over', overGame, { type: 'endTurn' }],
  ['bad-move', () => play(opened(), [2, 4, 6]), { type: 'load', ore: { S: 0, T: 0, C: 0, B: 0 } }],
  ['bad-move', () => play(opened(), [2, 4, 6]), { type: 'claim', vein: 'X', dice: [0] }],
  ['bad-move', () => play(opened(), [2, 4, 6]), { type: 'fly' }],
  ['bad-move', () => pairThrow(rich(opened())), { type: 'visitTown', die: 0, card: 'gunsmith' }],
];

describe('rule codes (spec §5)', () => {
  test.each(cases.map(([code, state, move, seat], i) => [i, code, state, move, seat ?? 1] as const))(
    '#%i %s',
    (_i, code, state, move, seat) => {
      expect(codeOf(state(), move, seat)).toBe(code);
    },
  );

  test('each refusal says in words what was wrong (the problem detail a client shows), in the order of the cases', () => {
    expect(cases.map(([, state, move, seat]) => refusalOf(state(), move, seat ?? 1))).toMatchInlineSnapshot(`
      [
        "not-a-pair: die 0 (2) is not part of a pair or trio",
        "not-a-pair: name the die of the pair or trio to send to Town",
        "not-a-pair: one lone die makes no pair",
        "already-visited: one Town visit per turn (R2)",
        "visit-after-digging: the Town visit comes before claims and digs (R3)",
        "card-not-in-tableau: cowPunchin is not face-up in Boom Town",
        "card-not-in-tableau: sugarfoot is not face-up in Boom Town",
        "not-enough-cash: needs $15, has $0",
        "not-enough-cash: needs $20, has $19",
        "not-enough-cash: needs $10, has $9",
        "opponent-not-enough-cash: seat 2 has $0",
        "card-closed: Wash Day is already yours",
        "card-closed: Tack & Harness is already yours",
        "card-closed: your deputy track is complete",
        "card-closed: your tonics are sold out",
        "marker-already-placed: one Strike Gold! marker per round",
        "not-enough-coal: 11 Coal in the Ore Stash, 12 needed",
        "die-already-used: die 0 is already used this turn",
        "die-already-used: die 1 is already used this turn",
        "not-gambling: no Backroom Gamblin' game is open",
        "not-gambling: no Backroom Gamblin' game is open",
        "burro-delivered: burro 1 cannot take a bandit",
        "no-such-burro: burro 7 cannot take a bandit",
        "target-blasted: target 4 is already blasted",
        "no-shots-left: all shots are taken",
        "bad-throws: declare 1–4 throws",
        "not-enough-cash: the entry is $5",
        "no-such-die: die 3 is not in this throw (0..2)",
        "no-such-die: die -1 is not in this throw (0..2)",
        "sum-too-low: 6 < 8",
        "not-fully-dug: 3 < 8 and the cavern has 2 bubbles left to dig",
        "not-enough-tonics: 3 tonics asked, 0 held",
        "vein-exhausted: every S cavern is claimed",
        "vein-exhausted: every S cavern is claimed",
        "stash-full: the Ore Stash has no free space",
        "fully-dug: the open B cavern has every bubble dug; claim it with any die",
        "no-pistols: no pistols",
        "no-active-bandit: burro 2 has no active bandit",
        "burro-delivered: burro 1 cannot be defended",
        "no-such-burro: burro 7 cannot be defended",
        "sub-step-open: finish the open drink first",
        "sub-step-open: finish the open bandit first",
        "gamblin-not-available: G needs Backroom Gamblin' face-up (R10)",
        "no-free-digs: no free digs left",
        "vein-exhausted: every S cavern is claimed",
        "stash-full: the Ore Stash has no free space",
        "not-in-stash: 3 S asked, 2 unscratched in the stash",
        "over-capacity: 7 ore on a burro with 6 slots",
        "not-your-choice: seat 2 is not among the players to move (1)",
        "not-your-choice: seat 3 is not among the players to move (1, 2)",
        "roll-pending: waiting for the roll "round1.turn1.p1.gamble.throw1"",
        "game-over: the game is over",
        "bad-move: load is not possible in the turn step",
        "bad-move: move.vein: expected one of "B", "C", "T", "S"",
        "bad-move: move.type: expected one of "visitTown", "gambleHit", "gambleStay", "placeBandit", "aim", "drink", "joinRodeo", "claim", "dig", "shoot", "endTurn", "chooseBonus", "freeDig", "bonusDone", "load"",
        "bad-move: count: 1–3 pistols",
      ]
    `);
  });

  test('a refused move changes nothing', () => {
    const s = play(opened(), [2, 4, 6]);
    expect(codeOf(s, { type: 'claim', vein: 'S', dice: [0] })).toBe('not-fully-dug');
    expect(s.players[0]!.stash).toEqual([]);
  });
});
