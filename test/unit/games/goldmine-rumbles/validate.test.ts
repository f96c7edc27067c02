/**
 * What `validate` itself decides (spec §5), asked directly (the engine's who-may-move check sits in
 * front of it in play): which stage takes which move, start sites in seat order, cube placements
 * counted and checked with the cubes already placed, the carry limit (§4.6) and ending a turn.
 */
import { describe, expect, test } from 'vitest';
import type { GoldmineMove, GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { itemCount } from '../../../../src/games/goldmine-rumbles/inventory.js';
import {
  BLUE,
  content,
  dealt,
  edit,
  game,
  GREEN,
  identity,
  made,
  opened,
  p,
  play,
  RED,
  start,
  table,
  withItems,
  YELLOW,
} from './fixtures.js';

const refusal = (state: GoldmineState, seat: number, move: unknown): string => {
  const r = game.validate(state, seat, move as GoldmineMove);
  return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
};
/** Setup shuffles done, nobody has chosen a start site yet. */
const shuffled = (): GoldmineState =>
  play(start(4), identity(9), Array(9).fill(1), identity(4), identity(16), identity(8), identity(9));

describe('each stage takes its own moves', () => {
  test.each<[string, () => GoldmineState, GoldmineMove, string]>([
    [
      'a start site while cubes are placed',
      dealt,
      { type: 'chooseStart', site: 3 },
      'bad-move: chooseStart is not possible in the cubes stage',
    ],
    [
      'a cube during a turn',
      opened,
      { type: 'placeCube', column: 'colt' },
      'bad-move: placeCube is not possible in the turn stage',
    ],
    [
      'the cubes of a phase during a turn',
      opened,
      { type: 'placeCubes', columns: ['colt'] },
      'bad-move: placeCubes is not possible in the turn stage',
    ],
    [
      'a turn move while cubes are placed',
      dealt,
      { type: 'endTurn' },
      'bad-move: endTurn is not possible in the cubes stage',
    ],
    [
      'a turn move before the start sites',
      shuffled,
      { type: 'buyClaim', slot: 1 },
      'bad-move: buyClaim is not possible in the start stage',
    ],
  ])('%s', (_name, state, move, refused) => {
    expect(refusal(state(), BLUE, move)).toBe(refused);
  });
});

describe('start sites (spec §3)', () => {
  test('are chosen in seat order, on a start site nobody holds', () => {
    const s = play(shuffled(), made({ type: 'chooseStart', site: 3 }, BLUE));
    expect(refusal(s, GREEN, { type: 'chooseStart', site: 7 })).toBe(
      'not-your-choice: start sites are chosen in seat order',
    );
    expect(refusal(s, RED, { type: 'chooseStart', site: 1 })).toBe('not-a-start-site: start on site 3, 7, 11, 15');
    expect(refusal(s, RED, { type: 'chooseStart', site: 3 })).toBe('site-taken: a pawn already stands on site 3');
    expect(refusal(s, RED, { type: 'chooseStart', site: 7 })).toBe('ok');
  });
});

describe('cube placements (R26)', () => {
  const count = 4; // four players, short game
  test('one at a time while cubes are left, all at once exactly the cubes left', () => {
    let s = dealt();
    expect(refusal(s, BLUE, { type: 'placeCubes', columns: ['colt', 'colt', 'colt'] })).toBe(
      `wrong-cube-count: ${count} cube(s) to place this phase`,
    );
    s = play(s, made({ type: 'placeCube', column: 'colt' }, BLUE));
    expect(refusal(s, BLUE, { type: 'placeCubes', columns: ['colt', 'tunnelPlans', 'tunnelPlans'] })).toBe('ok');
    expect(
      refusal(s, BLUE, { type: 'placeCubes', columns: ['colt', 'tunnelPlans', 'tunnelPlans', 'tunnelPlans'] }),
    ).toBe(`wrong-cube-count: ${count - 1} cube(s) to place this phase`);
    s = play(
      s,
      ...['colt', 'tunnelPlans', 'tunnelPlans'].map((column) =>
        made({ type: 'placeCube', column } as GoldmineMove, BLUE),
      ),
    );
    expect(refusal(s, BLUE, { type: 'placeCube', column: 'colt' })).toBe(
      'wrong-cube-count: 0 cube(s) to place this phase',
    );
  });

  test('a column counts the cubes already placed this phase', () => {
    const s = play(
      dealt(),
      ...Array.from({ length: 3 }, () => made({ type: 'placeCube', column: 'safetyGear' }, BLUE)),
    );
    expect(refusal(s, BLUE, { type: 'placeCube', column: 'safetyGear' })).toBe('column-full: safetyGear is full');
    expect(refusal(s, BLUE, { type: 'placeCube', column: 'colt' })).toBe('ok');
  });

  test('each Notebooks cube hides its gold from what is left after the ones before it', () => {
    const gold = content.notebookGold;
    const twoNotebooks: GoldmineMove = { type: 'placeCubes', columns: ['notebooks', 'notebooks', 'colt', 'colt'] };
    expect(refusal(edit(dealt(), BLUE, { gold: 2 * gold }), BLUE, twoNotebooks)).toBe('ok');
    expect(refusal(edit(dealt(), BLUE, { gold: 2 * gold - 1 }), BLUE, twoNotebooks)).toBe(
      `not-enough-gold: a Notebooks cube hides ${gold} gn`,
    );
  });

  test('only a Notebooks cube hides gold: cubes before it leave the gold for it', () => {
    const gold = content.notebookGold;
    const afterOthers: GoldmineMove = { type: 'placeCubes', columns: ['colt', 'tunnelPlans', 'colt', 'notebooks'] };
    expect(refusal(edit(dealt(), BLUE, { gold }), BLUE, afterOthers)).toBe('ok');
    const placedFirst = play(edit(dealt(), BLUE, { gold }), made({ type: 'placeCube', column: 'colt' }, BLUE));
    expect(refusal(placedFirst, BLUE, { type: 'placeCube', column: 'notebooks' })).toBe('ok');
  });

  test('an unknown column (past the schema, as on a tampered tape) is named', () => {
    expect(refusal(dealt(), BLUE, { type: 'placeCube', column: 'saloon' })).toBe('bad-move: unknown column saloon');
  });
});

describe('the carry limit (spec §4.6)', () => {
  /** BLUE carrying `limit + extra` items, the extra ones Bacon. */
  const carrying = (s: GoldmineState, extra: number) => {
    const others = itemCount(p(s, BLUE).items) - p(s, BLUE).items.bacon;
    return withItems(s, BLUE, { bacon: content.carryLimit - others + extra });
  };
  const over = (s: GoldmineState) => carrying(s, 1);
  test('over it, only a lightning item, a trade or a discard may be made during a turn', () => {
    const s = over(opened());
    expect(itemCount(p(s, BLUE).items)).toBe(content.carryLimit + 1);
    expect(refusal(s, BLUE, { type: 'endTurn' })).toBe(
      'over-carry-limit: carrying more than 6: use a lightning item, trade or discard first',
    );
    expect(refusal(s, BLUE, { type: 'discardItems', items: ['bacon'] })).toBe('ok');
    expect(refusal(s, BLUE, { type: 'trade', item: 'bacon' })).not.toMatch(/^over-carry-limit/);
    expect(refusal(s, BLUE, { type: 'useItem', item: 'whiskey' })).not.toMatch(/^over-carry-limit/);
  });

  test('at it, or outside a turn, nothing is held back', () => {
    expect(refusal(carrying(opened(), 0), BLUE, { type: 'endTurn' })).toBe('ok');
    expect(refusal(over(dealt()), BLUE, { type: 'placeCube', column: 'colt' })).toBe('ok');
  });
});

describe('each turn move goes to its own check', () => {
  /** RED's turn first; RED bought claim 2 (slot 2), stands on site 2 and took the top row. */
  const redAtClaim = (): GoldmineState => {
    const s = play(opened(4, { rumbles: [1, 0, 2, 3, 4, 5, 6, 7, 8] }), made({ type: 'buyClaim', slot: 2 }, RED));
    return play(
      edit(s, RED, { point: 's2' }),
      made({ type: 'takeItems', row: 'top', items: ['whiskey', 'pipe'] }, RED),
    );
  };

  test('bids are invited once: when every bidder passed, the owner accepts or mines alone', () => {
    const s = play(
      redAtClaim(),
      made({ type: 'inviteBids' }, RED),
      ...[GREEN, YELLOW, BLUE].map((seat) => made({ type: 'passBid' }, seat)),
    );
    expect(s.turn!.step).toBe('accepting');
    expect(refusal(s, RED, { type: 'inviteBids' })).toBe(
      'not-active: bids are invited by the claim owner after taking items',
    );
    expect(refusal(s, RED, { type: 'mineAlone' })).toBe('ok');
  });

  test('Papa Clayton on the hazard die: pay or fight, the fight with a weapon held', () => {
    const mined = play(redAtClaim(), made({ type: 'mineAlone' }, RED), made({ type: 'mine' }, RED), [2]);
    expect(refusal(mined, RED, { type: 'fight' })).toBe('not-active: no Papa Clayton hazard to answer');
    const s = play(withItems(mined, RED, { blunderbuss: 0 }), made({ type: 'takeYield', die: 0 }, RED), [6]);
    expect(s.turn).toMatchObject({ step: 'fee', waiting: [RED] });
    expect(refusal(s, RED, { type: 'fight', weapon: 'blunderbuss' })).toBe('no-blunderbuss: no Blunderbuss');
    expect(refusal(s, RED, { type: 'fight', weapon: 'colt' })).toBe('ok');
    expect(refusal(s, RED, { type: 'payFee' })).toBe('ok');
    expect(refusal(s, GREEN, { type: 'payFee' })).toBe('not-active: no Papa Clayton hazard to answer');
  });

  test('a Bible names the dice it rerolls; passing names none', () => {
    let s = withItems(edit(edit(opened(), BLUE, { gold: 8 }), RED, { gold: 36, point: 's3' }), RED, { bible: 1 });
    s = play(s, made({ type: 'attack', target: RED }, BLUE), made({ type: 'defend' }, RED), [6, 1]);
    expect(s.turn!.fight).toMatchObject({ stage: 'bible', askBible: [RED] });
    expect(refusal(s, RED, { type: 'bible', dice: [2] })).toBe('bad-move: dice: [0], [1] or [0, 1]');
    expect(refusal(s, RED, { type: 'bible', dice: [0, 0] })).toBe('bad-move: dice: [0], [1] or [0, 1]');
    expect(refusal(s, RED, { type: 'bible', dice: [1] })).toBe('ok');
    expect(refusal(s, RED, { type: 'noBible' })).toBe('ok');
  });

  test('a move of no known type (past the schema, as on a tampered tape) is named', () => {
    expect(refusal(opened(), BLUE, { type: 'juggle', balls: 3 })).toBe(
      'bad-move: unknown move {"type":"juggle","balls":3}',
    );
  });
});

describe('ending a turn', () => {
  test('only the active seat, never during a fight', () => {
    const s = opened();
    expect(refusal(s, BLUE, { type: 'endTurn' })).toBe('ok');
    expect(refusal(s, RED, { type: 'endTurn' })).toBe('not-active: not your turn');
    expect(refusal(table(s, { turn: { ...s.turn!, step: 'fight' } }), BLUE, { type: 'endTurn' })).toBe(
      'fight-open: the fight is not over',
    );
    expect(refusal(table(s, { turn: null }), BLUE, { type: 'endTurn' })).toBe('not-active: not your turn');
  });
});
