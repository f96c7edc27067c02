/** Rule error codes (spec §5) and rulings (spec §7), table-driven where possible; plus the movement graph. */
import { describe, expect, test } from 'vitest';
import { pointAt, POINTS, rotatePort } from '../../../../src/games/goldmine-rumbles/board.js';
import { reachableSites, stepEdges } from '../../../../src/games/goldmine-rumbles/routes.js';
import type { GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import {
  BLUE,
  codeOf,
  content,
  dealt,
  edit,
  game,
  made,
  opened,
  p,
  play,
  RED,
  refusalOf,
  withCubes,
  withItems,
  YELLOW,
} from './fixtures.js';

describe('movement graph (spec §2.2)', () => {
  test('28 points; rotation maps ports clockwise; corner ports open only at the four board corners (R3)', () => {
    expect(POINTS).toHaveLength(28);
    // The order bots and legal moves walk points in (a change would change recorded games).
    expect(POINTS.slice(15)).toEqual([
      's16',
      'h00',
      'h01',
      'h10',
      'h11',
      'h20',
      'h21',
      'v00',
      'v01',
      'v02',
      'v10',
      'v11',
      'v12',
    ]);
    expect([rotatePort('N', 1), rotatePort('NE', 2), rotatePort('W', 3)]).toEqual(['E', 'SW', 'S']);
    expect([
      pointAt(1, 'NW'),
      pointAt(3, 'NE'),
      pointAt(9, 'SE'),
      pointAt(7, 'SW'),
      pointAt(5, 'NE'),
      pointAt(2, 'SW'),
    ]).toEqual(['s1', 's5', 's9', 's13', '', '']);
    expect([
      pointAt(2, 'N'),
      pointAt(6, 'E'),
      pointAt(8, 'S'),
      pointAt(4, 'W'),
      pointAt(5, 'E'),
      pointAt(5, 'N'),
    ]).toEqual(['s3', 's7', 's11', 's15', 'h11', 'v01']);
  });

  test('steps follow tunnels only; every start site reaches some sites on the canonical layout', () => {
    const s = dealt();
    expect(
      stepEdges(content, s.tiles, 's3')
        .map((e) => e.to)
        .sort(),
    ).toEqual(['v01']);
    for (const site of content.startSites)
      expect(reachableSites(content, s.tiles, `s${site}`)).toBeGreaterThanOrEqual(0);
  });
});

describe('error codes', () => {
  const setup = dealt();
  const cases: [string, GoldmineState, number, unknown, string][] = [
    [
      'a move during the setup shuffles',
      play(game.setup({ players: [{ name: 'a' }, { name: 'b' }, { name: 'c' }], options: { length: 'short' } })),
      1,
      { type: 'chooseStart', site: 3 },
      'shuffle-pending',
    ],
    ['wrong cube count', setup, 1, { type: 'placeCubes', columns: ['colt'] }, 'wrong-cube-count'],
    [
      'column full',
      setup,
      1,
      { type: 'placeCubes', columns: ['safetyGear', 'safetyGear', 'safetyGear', 'safetyGear'] },
      'column-full',
    ],
    [
      'notebooks need gold',
      edit(setup, 1, { gold: 4 }),
      1,
      { type: 'placeCube', column: 'notebooks' },
      'not-enough-gold',
    ],
    ['not your choice', opened(), RED, { type: 'endTurn' }, 'not-your-choice'],
    ['slot out of range', opened(), BLUE, { type: 'buyClaim', slot: 9 }, 'bad-move'],
    ['claim too dear', edit(opened(), BLUE, { gold: 2 }), BLUE, { type: 'buyClaim', slot: 2 }, 'not-enough-gold'],
    ['attack self', opened(), BLUE, { type: 'attack', target: BLUE }, 'target-is-self'],
    ['attack from afar', opened(), BLUE, { type: 'attack', target: RED }, 'not-at-target'],
    [
      'trade essentials',
      withItems(opened(), BLUE, { bread: 3 }),
      BLUE,
      { type: 'trade', item: 'bread' },
      'essential-not-tradeable',
    ],
    ['trade two', withItems(opened(), BLUE, { bacon: 2 }), BLUE, { type: 'trade', item: 'bacon' }, 'need-three'],
    [
      'bacon on bacon',
      withItems(edit(withItems(opened(), BLUE, { bacon: 1 }), RED, { point: 's3' }), RED, { bacon: 1 }),
      BLUE,
      { type: 'useItem', item: 'bacon', target: RED, take: 'bacon' },
      'cannot-steal-bacon',
    ],
    [
      'swap away from papa',
      withItems(opened(), BLUE, { flask: 1 }),
      BLUE,
      { type: 'useItem', item: 'flask', mode: 'swap', take: 'bacon' },
      'not-at-papa',
    ],
    [
      'wrong icon',
      withItems(edit(opened(), BLUE, { point: 's6' }), BLUE, { harmonica: 1 }),
      BLUE,
      { type: 'useItem', item: 'harmonica', mode: 'swap', take: 'bacon' },
      'wrong-icon-group',
    ],
    [
      'notebooks locked (R21)',
      withItems(withCubes(opened(), BLUE, { notebooks: 1 }), BLUE, { pipe: 1 }),
      BLUE,
      { type: 'useItem', item: 'pipe', moves: [{ from: 'notebooks', to: 'colt' }] },
      'notebooks-locked',
    ],
    [
      'peek revealed',
      withItems(opened(), BLUE, { detonator: 1 }),
      BLUE,
      { type: 'useItem', item: 'detonator', mode: 'peek', phase: 1 },
      'already-revealed',
    ],
    [
      'matchstick pick unvisited',
      withItems(opened(), BLUE, { matchstick: 1 }),
      BLUE,
      { type: 'useItem', item: 'matchstick', mode: 'pick', claimSlot: 1, take: 'bread' },
      'site-not-visited',
    ],
    ['nothing to heal', opened(), BLUE, { type: 'useItem', item: 'whiskey' }, 'nothing-to-remove'],
    ['no dynamite', withItems(opened(), BLUE, { dynamite: 0 }), BLUE, { type: 'dynamite' }, 'no-dynamite'],
    ['no charges', opened(), BLUE, { type: 'rotate', pos: 2, rotation: 1 }, 'no-charges'],
    [
      'mine without items',
      play(opened(), made({ type: 'buyClaim', slot: 1 }, BLUE)),
      BLUE,
      { type: 'mine' },
      'items-not-taken',
    ],
    [
      'end turn with a claim',
      play(opened(), made({ type: 'buyClaim', slot: 1 }, BLUE)),
      BLUE,
      { type: 'endTurn' },
      'mining-open',
    ],
    [
      'items away from the claim',
      play(opened(), made({ type: 'buyClaim', slot: 1 }, BLUE)),
      BLUE,
      { type: 'takeItems', row: 'top', items: ['bread', 'bacon'] },
      'not-at-claim',
    ],
    [
      'second main action',
      play(opened(), made({ type: 'buyClaim', slot: 1 }, BLUE)),
      BLUE,
      { type: 'buyClaim', slot: 1 },
      'main-action-taken',
    ],
  ];
  test.each(cases)('%s', (_name, state, seat, move, code) => {
    expect(codeOf(state, move, seat)).toBe(code);
  });

  test('each refusal says in words what was wrong (the problem detail a client shows)', () => {
    expect(Object.fromEntries(cases.map(([name, state, seat, move]) => [name, refusalOf(state, move, seat)])))
      .toMatchInlineSnapshot(`
      {
        "a move during the setup shuffles": "shuffle-pending: waiting for the shuffle "setup.tiles"",
        "attack from afar": "not-at-target: go to your target first",
        "attack self": "target-is-self: attack someone else",
        "bacon on bacon": "cannot-steal-bacon: Bacon cannot steal Bacon from a player",
        "claim too dear": "not-enough-gold: the claim costs 3 gn",
        "column full": "column-full: safetyGear is full",
        "end turn with a claim": "mining-open: finish or abandon the claim first",
        "items away from the claim": "not-at-claim: go to site 1 first",
        "matchstick pick unvisited": "site-not-visited: site 1 was not visited this turn (R33)",
        "mine without items": "items-not-taken: take the items, then mine alone or with a partner",
        "no charges": "no-charges: no rotation charges: use Dynamite first",
        "no dynamite": "no-dynamite: no Dynamite",
        "not your choice": "not-your-choice: seat 2 is not among the players to move (1)",
        "notebooks locked (R21)": "notebooks-locked: Notebooks cubes stay (R21)",
        "notebooks need gold": "not-enough-gold: a Notebooks cube hides 5 gn",
        "nothing to heal": "nothing-to-remove: no injuries to heal",
        "peek revealed": "already-revealed: phase 1's tile is face up",
        "second main action": "main-action-taken: one main action per turn",
        "slot out of range": "bad-move: slot is 1..5",
        "swap away from papa": "not-at-papa: swaps happen at Papa Clayton",
        "trade essentials": "essential-not-tradeable: Bread, Dynamite and Whiskey cannot be traded",
        "trade two": "need-three: trading needs 3 bacon",
        "wrong cube count": "wrong-cube-count: 4 cube(s) to place this phase",
        "wrong icon": "wrong-icon-group: bacon does not show the harmonica icon",
      }
    `);
  });
});

describe('rulings', () => {
  test('R15/R34: a turn may end without a main action; a bought claim may be abandoned (kept, unmined)', () => {
    const s = play(opened(), made({ type: 'buyClaim', slot: 1 }, BLUE), made({ type: 'abandonClaim' }, BLUE));
    expect(p(s, BLUE).claims).toEqual([1]);
    expect(s.turn!.seat).toBe(RED);
    expect(s.history.at(-1)).toEqual({ phase: 1, seat: BLUE, main: 'claim' });
  });

  test('buying slides the store left, fills slot 5 from the pile and moves Papa Clayton to the new top', () => {
    const s = play(opened(), made({ type: 'buyClaim', slot: 2 }, BLUE));
    expect(s.store).toEqual([1, 3, 4, 5, 6]);
    expect(s.papa).toBe('s7');
  });

  test('R26: cube placements stay hidden from others until everyone has placed', () => {
    const s = play(dealt(), made({ type: 'placeCube', column: 'colt' }, BLUE));
    expect(game.view(s, RED).players[0]).toMatchObject({ placed: 1, placing: [] });
    expect(game.view(s, BLUE).players[0]).toMatchObject({ placed: 1, placing: ['colt'] });
    expect(p(s, BLUE).cubes.colt).toBe(0);
    expect(game.eventVisible!(made({ type: 'placeCube', column: 'colt' }, BLUE), RED)).toBe(false);
  });

  test('R8: a partner may abandon; the bid stays paid and the owner mines alone', () => {
    let s = play(opened(), made({ type: 'buyClaim', slot: 2 }, BLUE));
    s = play(
      edit(s, BLUE, { point: 's2' }),
      made({ type: 'takeItems', row: 'top', items: ['whiskey', 'pipe'] }, BLUE),
      made({ type: 'inviteBids' }, BLUE),
    );
    s = play(
      s,
      made({ type: 'bid', amount: 2 }, RED),
      made({ type: 'passBid' }, 3),
      made({ type: 'passBid' }, YELLOW),
      made({ type: 'acceptBid', player: RED }, BLUE),
    );
    s = play(s, made({ type: 'abandon' }, RED), made({ type: 'mine' }, BLUE));
    expect(p(s, RED).gold).toBe(8);
    expect(game.pending(s)).toMatchObject({ kind: 'roll', count: 1 });
  });

  test('hidden information: a Detonator peek shows the tile to its owner only', () => {
    const s = play(
      withItems(opened(), BLUE, { detonator: 1 }),
      made({ type: 'useItem', item: 'detonator', mode: 'peek', phase: 2 }, BLUE),
    );
    expect(game.view(s, BLUE).rumbles[1]).toMatchObject({ tile: s.rumbles[1], peeked: true, revealed: false });
    expect(game.view(s, RED).rumbles[1]).toMatchObject({ tile: 0, peeked: false });
  });
});
