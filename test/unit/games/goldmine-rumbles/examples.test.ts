/** The worked examples of spec §8 (E1–E24), as given/when/then. */
import { describe, expect, test } from 'vitest';
import { bags, claimPrice, pickings, safePassageFee } from '../../../../src/games/goldmine-rumbles/economy.js';
import { phaseInjury } from '../../../../src/games/goldmine-rumbles/flow.js';
import { level } from '../../../../src/games/goldmine-rumbles/health.js';
import { blackMarkBonuses, finalScores } from '../../../../src/games/goldmine-rumbles/scoring.js';
import type { GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import {
  BLUE,
  codeOf,
  content,
  edit,
  game,
  GREEN,
  identity,
  made,
  opened,
  p,
  play,
  RED,
  withCubes,
  withItems,
  YELLOW,
} from './fixtures.js';

/** RED's turn first (Rumbles tile 2: Red, Green, Yellow, Blue); claims 1–5 on display. */
const redFirst = () => opened(4, { rumbles: [1, 0, 2, 3, 4, 5, 6, 7, 8] });

/** RED buys claim 2 (Flooded, slot 2), stands on site 2 and takes the top row. */
function redAtClaim2(): GoldmineState {
  let s = play(redFirst(), made({ type: 'buyClaim', slot: 2 }, RED));
  s = edit(s, RED, { point: 's2' });
  return play(s, made({ type: 'takeItems', row: 'top', items: ['whiskey', 'pipe'] }, RED));
}

/** E1 set-up: YELLOW partners RED for 3 gn and takes the bottom row; RED is ready to roll. */
function partnered(): GoldmineState {
  let s = play(
    redAtClaim2(),
    made({ type: 'inviteBids' }, RED),
    made({ type: 'passBid' }, GREEN),
    made({ type: 'bid', amount: 3 }, YELLOW),
    made({ type: 'passBid' }, BLUE),
    made({ type: 'acceptBid', player: YELLOW }, RED),
  );
  s = edit(s, YELLOW, { point: 's2' });
  return play(
    s,
    made({ type: 'takeItems', row: 'bottom', items: ['bread', 'detonator'] }, YELLOW),
    made({ type: 'partnerDone' }, YELLOW),
    made({ type: 'mine' }, RED),
  );
}

describe('E1–E3: gold yields', () => {
  test('E1: partnered 4 + 2 − 1 = 5 for RED, 4 + 1 = 5 for the partner', () => {
    let s = partnered();
    expect(game.pending(s)).toEqual({ kind: 'roll', label: 'phase1.turn1.yield', count: 2, sides: 6 });
    s = withCubes(edit(s, RED, { poisons: 1 }), RED, { waterPumps: 2 });
    s = withCubes(s, YELLOW, { waterPumps: 1 });
    const before = [p(s, RED).gold, p(s, YELLOW).gold];
    s = play(s, [3, 4], made({ type: 'takeYield', die: 1 }, RED), made({ type: 'takeYield', die: 1 }, YELLOW));
    expect([p(s, RED).gold - before[0]!, p(s, YELLOW).gold - before[1]!]).toEqual([5, 5]);
    expect(game.pending(s)).toMatchObject({ kind: 'roll', label: 'phase1.turn1.hazard' });
  });

  test('E2: alone, a Bible turns the 2 into 6, + 4 for three Water Pumps = 10; the Bible is spent', () => {
    let s = play(redAtClaim2(), made({ type: 'mineAlone' }, RED), made({ type: 'mine' }, RED));
    s = withItems(withCubes(s, RED, { waterPumps: 3 }), RED, { bible: 1, whiskey: 1 });
    const gold = p(s, RED).gold;
    s = play(s, [2], made({ type: 'takeYield', die: 0, bible: true }, RED));
    expect(p(s, RED).gold - gold).toBe(10);
    expect(p(s, RED).items.bible).toBe(0);
  });

  test('E3: roll (3,2): the owner takes the 3, the partner Bibles the 2 into 6', () => {
    let s = withItems(partnered(), YELLOW, { bible: 1, chippawaLeaf: 0 });
    const before = [p(s, RED).gold, p(s, YELLOW).gold];
    s = play(
      s,
      [3, 2],
      made({ type: 'takeYield', die: 0 }, RED),
      made({ type: 'takeYield', die: 1, bible: true }, YELLOW),
    );
    expect([p(s, RED).gold - before[0]!, p(s, YELLOW).gold - before[1]!]).toEqual([3, 6]);
  });
});

describe('E4–E6: hazards and phase injuries', () => {
  const rolled = (hazard: number, prepare: (s: GoldmineState) => GoldmineState) => {
    const s = play(
      partnered(),
      [3, 4],
      made({ type: 'takeYield', die: 0 }, RED),
      made({ type: 'takeYield', die: 0 }, YELLOW),
    );
    return play(prepare(s), [hazard]);
  };

  test('E4: Bread ×2 — RED with 3 Fortifying Tonic does nothing; YELLOW with 1 Bread discards it and takes a Bandage', () => {
    const s = rolled(2, (s) => withItems(withCubes(s, RED, { fortifyingTonic: 3 }), YELLOW, { bread: 1 }));
    expect(p(s, RED).items.bread).toBe(1);
    expect(p(s, RED).bandages).toBe(0);
    expect(p(s, YELLOW).items.bread).toBe(0);
    expect(p(s, YELLOW).bandages).toBe(1);
    expect(s.turn!.step).toBe('windDown');
  });

  test('E5: Cave-in ×2 with Safety Gear 1 → one injury', () => {
    const s = rolled(3, (s) => withCubes(s, RED, { safetyGear: 1 }));
    expect(p(s, RED).injuries).toBe(1);
    expect(p(s, YELLOW).injuries).toBe(2);
  });

  test('E6: phase 2, RED next to the flipped tile with Safety Gear 3 → 5 − 3 = 2 injuries', () => {
    let s = opened(4, { rumbles: [0, 5, 2, 3, 4, 1, 6, 7, 8] });
    for (let i = 0; i < 4; i++) s = play(s, made({ type: 'endTurn' }, s.turn!.seat));
    expect(s.stage).toBe('cubes');
    for (let seat = 1; seat <= 4; seat++) {
      const cubes =
        seat === RED ? ['safetyGear', 'safetyGear', 'safetyGear', 'colt'] : ['colt', 'colt', 'colt', 'colt'];
      s = play(s, made({ type: 'placeCubes', columns: cubes as never }, seat));
    }
    expect(s.tiles[5]).toEqual({ tile: 6, dark: true, rotation: 0 });
    expect(p(s, RED).injuries).toBe(2);
  });
});

describe('E7, E13, E16, E18, E23: dashboard and purchases', () => {
  test('E7: 31 gn, a Pipe moves 3 cubes onto Notebooks → 16 gn; +15 at the end', () => {
    let s = withItems(withCubes(edit(opened(), BLUE, { gold: 31 }), BLUE, { colt: 3 }), BLUE, { pipe: 1 });
    s = play(
      s,
      made(
        {
          type: 'useItem',
          item: 'pipe',
          moves: [
            { from: 'colt', to: 'notebooks' },
            { from: 'colt', to: 'notebooks' },
            { from: 'colt', to: 'notebooks' },
          ],
        },
        BLUE,
      ),
    );
    expect(p(s, BLUE).gold).toBe(16);
    expect(p(s, BLUE).cubes.notebooks).toBe(3);
    expect(finalScores(content, s)[0]!.notebooks).toBe(15);
  });

  test('E13: 3 Colt cubes fight at +3; 2 Company Shares make slot 2 free and slot 5 cost 3', () => {
    const s = withCubes(opened(), BLUE, { colt: 3, companyShares: 2 });
    expect(level(content, p(s, BLUE), 'colt')).toBe(3);
    expect(claimPrice(content, p(s, BLUE), 2)).toBe(0);
    expect(claimPrice(content, p(s, BLUE), 5)).toBe(3);
    expect(p(play(s, made({ type: 'buyClaim', slot: 5 }, BLUE)), BLUE).gold).toBe(7);
  });

  test('E16: 18 gn + a yield of 5 → 23 gn = bag 3', () => {
    expect(bags(content, 18)).toBe(2);
    expect(bags(content, 23)).toBe(3);
    expect([bags(content, 0), bags(content, 31), bags(content, 40), bags(content, 43), bags(content, 61)]).toEqual([
      1, 4, 4, 5, 7,
    ]);
  });

  test('E18: 2 Bread + 1 Dynamite in one move → −3 gn, one Black Mark', () => {
    const s = play(opened(), made({ type: 'buyEssentials', bread: 2, dynamite: 1 }, BLUE));
    expect(p(s, BLUE)).toMatchObject({ gold: 7, blackMarks: 1 });
    expect(p(s, BLUE).items).toMatchObject({ bread: 3, dynamite: 2 });
  });

  test('E23: 2 Explosives Manuals cubes: one Dynamite → 3 charges; unused charges vanish at the end of the turn', () => {
    let s = withCubes(opened(), BLUE, { explosivesManuals: 2 });
    s = play(s, made({ type: 'dynamite' }, BLUE));
    expect(s.turn!.charges).toBe(3);
    s = play(s, made({ type: 'endTurn' }, BLUE));
    expect(s.turn!.seat).toBe(RED);
    expect(s.turn!.charges).toBe(0);
  });
});

describe('E8–E12: fights and pickings', () => {
  test('fight pickings table (spec §2.12, R17): loser 4 bags in front … 4 behind → 8 … 0', () => {
    const goldOfBags = (b: number) => b * 10;
    const table = [4, 3, 2, 1, 0, -1, -2, -3, -4].map((ahead) =>
      pickings(content, goldOfBags(5), goldOfBags(5 + ahead)),
    );
    expect(table).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(pickings(content, 10, 70)).toBe(8);
  });

  test('E8: you (8 gn) beat RED (36 gn) → 7 gn: you 15, RED 29; you take one of RED’s items', () => {
    let s = edit(edit(opened(), BLUE, { gold: 8 }), RED, { gold: 36, point: 's3' });
    s = play(
      s,
      made({ type: 'attack', target: RED }, BLUE),
      made({ type: 'defend' }, RED),
      [6, 1],
      [6, 1],
      [6, 1],
      [6, 1],
    );
    expect(s.turn!.fight!.stage).toBe('spoils');
    expect([p(s, BLUE).gold, p(s, RED).gold]).toEqual([15, 29]);
    expect(p(s, RED)).toMatchObject({ bandages: 1, injuries: 0 });
    s = play(s, made({ type: 'takeSpoil', item: 'harmonica' }, BLUE));
    expect(p(s, BLUE).items.harmonica).toBe(1);
    expect(p(s, RED).items.harmonica).toBe(0);
    expect(s.turn!.step).toBe('windDown');
  });

  test('E9: you (8 gn) lose to Papa Clayton (43 gn) → the table gives 0 gn; a Bandage, injuries 0', () => {
    let s = edit(opened(), BLUE, { gold: 8, point: 's6' });
    expect(s.papa).toBe('s6');
    s = play(s, made({ type: 'attack', target: 'papa' }, BLUE), [1, 6], [1, 6], [1, 6], [1, 6]);
    expect(p(s, BLUE)).toMatchObject({ gold: 8, bandages: 1, injuries: 0 });
    expect(s.turn!.step).toBe('windDown');
  });

  test('E10/E11: equal bags → 4 gn (not 5); 15 gn beating 40 gn → 6 gn, a 12 gn swing', () => {
    expect(pickings(content, 21, 21)).toBe(4);
    let s = edit(edit(opened(), BLUE, { gold: 15 }), RED, { gold: 40, point: 's3' });
    s = play(
      s,
      made({ type: 'attack', target: RED }, BLUE),
      made({ type: 'defend' }, RED),
      [6, 1],
      [6, 1],
      [6, 1],
      [6, 1],
    );
    expect([p(s, BLUE).gold, p(s, RED).gold]).toEqual([21, 34]);
  });

  test('E12: the joint Papa Clayton fight, round by round', () => {
    let s = play(
      partnered(),
      [3, 4],
      made({ type: 'takeYield', die: 0 }, RED),
      made({ type: 'takeYield', die: 0 }, YELLOW),
    );
    s = withItems(withCubes(edit(s, RED, { gold: 25, poisons: 0, bandages: 0, injuries: 0 }), RED, { colt: 3 }), RED, {
      pipe: 0,
    });
    s = withItems(withCubes(edit(s, YELLOW, { gold: 12, injuries: 0 }), YELLOW, { colt: 2 }), YELLOW, {
      chippawaLeaf: 0,
    });
    s = play(s, [6], made({ type: 'fight' }, RED), made({ type: 'fight' }, YELLOW));
    expect(game.pending(s)).toMatchObject({ kind: 'roll', label: 'phase1.turn1.fight.round1', count: 2 });
    const injuries = () => [p(s, RED).injuries, p(s, YELLOW).injuries, s.turn!.fight!.papaInjuries];
    s = play(s, [5, 4]);
    expect(s.turn!.fight!.lastScores).toEqual([8, 7]);
    expect(s.turn!.fight!.lastPapaScore).toBe(8);
    expect(injuries()).toEqual([1, 1, 1]);
    s = play(s, [4, 1]);
    expect(injuries()).toEqual([1, 1, 3]);
    s = play(s, [2, 6]);
    expect(injuries()).toEqual([2, 2, 3]);
    s = play(s, [6, 2]);
    expect(s.turn!.fight!.winners).toEqual([RED, YELLOW]);
    expect([p(s, RED).gold, p(s, YELLOW).gold]).toEqual([33, 21]);
    s = play(
      s,
      made({ type: 'takeSpoil', item: 'blunderbuss' }, RED),
      made({ type: 'takeSpoil', item: 'fungus' }, YELLOW),
    );
    expect(p(s, RED).items.blunderbuss).toBe(1);
    expect(s.turn!.step).toBe('windDown');
    expect(s.turn!.waiting).toEqual([RED, YELLOW]);
  });
});

describe('E14–E15: bids and the carry limit', () => {
  test('E14: GREEN 1, YELLOW 3, BLUE 4; RED accepts YELLOW → YELLOW −3, RED +3; BLUE cannot bid on 3', () => {
    let s = play(
      redAtClaim2(),
      made({ type: 'inviteBids' }, RED),
      made({ type: 'bid', amount: 1 }, GREEN),
      made({ type: 'bid', amount: 3 }, YELLOW),
    );
    expect(codeOf(s, { type: 'bid', amount: 3 }, BLUE)).toBe('square-taken');
    s = play(s, made({ type: 'bid', amount: 4 }, BLUE));
    const [red, yellow] = [p(s, RED).gold, p(s, YELLOW).gold];
    s = play(s, made({ type: 'acceptBid', player: YELLOW }, RED));
    expect([p(s, RED).gold - red, p(s, YELLOW).gold - yellow]).toEqual([3, -3]);
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [YELLOW] });
  });

  test('E15: 6 items + claim 12 bottom row → 8: must shed before anything else', () => {
    let s = opened(4, { rumbles: [1, 0, 2, 3, 4, 5, 6, 7, 8], claims: [11, ...identity(16).filter((i) => i !== 11)] });
    s = play(s, made({ type: 'buyClaim', slot: 1 }, RED));
    s = withItems(edit(s, RED, { point: 's12', bandages: 1 }), RED, {
      bread: 2,
      dynamite: 2,
      whiskey: 1,
      harmonica: 1,
    });
    s = play(
      s,
      made({ type: 'takeItems', row: 'bottom', items: ['whiskey', 'medicalSupplies'], cubeColumn: 'colt' }, RED),
    );
    expect(game.view(s, RED).players[RED - 1]).toMatchObject({ itemCount: 8, overLimit: true });
    expect(codeOf(s, { type: 'inviteBids' }, RED)).toBe('over-carry-limit');
    s = play(s, made({ type: 'useItem', item: 'medicalSupplies' }, RED));
    expect(p(s, RED).bandages).toBe(0);
    s = play(s, made({ type: 'discardItems', items: ['whiskey'] }, RED));
    expect(codeOf(s, { type: 'inviteBids' }, RED)).toBe('ok');
  });
});

describe('E17, E19–E22, E24: board, Rumbles, fees and scoring', () => {
  test('E17: Rumbles 7 flips mine tile 7 in place; order Green, Red, Blue, Yellow (3 players: Green, Red, Blue)', () => {
    const four = opened(4, { rumbles: [6, 0, 1, 2, 3, 4, 5, 7, 8] });
    expect(four.tiles[6]).toEqual({ tile: 7, dark: true, rotation: 0 });
    expect(four.order).toEqual([GREEN, RED, BLUE, YELLOW]);
    expect(opened(3, { rumbles: [6, 0, 1, 2, 3, 4, 5, 7, 8] }).order).toEqual([GREEN, RED, BLUE]);
  });

  test('E19: steps, a rat with Bread, no-tunnel, tile-occupied, and a rotation that opens site 3', () => {
    // P2 = tile 7 (flipped in phase 1, rotation 1), P5 = tile 2, P8 = tile 1; GREEN starts on site 11.
    let s = opened(4, {
      tiles: [2, 6, 3, 4, 1, 5, 7, 0, 8],
      orient: [1, 2, 1, 1, 1, 1, 1, 1, 1],
      rumbles: [6, 0, 1, 2, 3, 4, 5, 7, 8],
    });
    expect(s.turn!.seat).toBe(GREEN);
    s = play(s, made({ type: 'step', pos: 8, exit: 'N' }, GREEN));
    expect(p(s, GREEN).point).toBe('v11');
    const poisoned = play(s, made({ type: 'step', pos: 5, exit: 'N' }, GREEN));
    expect(p(poisoned, GREEN).poisons).toBe(1);
    s = play(s, made({ type: 'step', pos: 5, exit: 'N', bread: true }, GREEN));
    expect(p(s, GREEN)).toMatchObject({ point: 'v01', poisons: 0 });
    expect(p(s, GREEN).items.bread).toBe(0);
    expect(codeOf(s, { type: 'step', pos: 2, exit: 'N' }, GREEN)).toBe('no-tunnel');
    s = play(s, made({ type: 'dynamite' }, GREEN));
    expect(codeOf(s, { type: 'rotate', pos: 5, rotation: 1 }, GREEN)).toBe('tile-occupied');
    s = play(s, made({ type: 'rotate', pos: 2, rotation: 0 }, GREEN));
    expect(game.view(s, GREEN).tiles[1]!.tunnels[0]!.ports).toEqual(['N', 'E', 'S']);
    s = play(s, made({ type: 'step', pos: 2, exit: 'N' }, GREEN));
    expect(p(s, GREEN).point).toBe('s3');
  });

  test('E20: injury spread from a corner flip (phase 2 and phase 1)', () => {
    const spread = (phase: number) => Array.from({ length: 16 }, (_, i) => phaseInjury(content, phase, `s${i + 1}`, 1));
    expect(spread(2)).toEqual([5, 5, 3, 1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 3, 5]);
    expect(spread(1)).toEqual([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  test('E21: golds 30, 30, 22, 10 → fees 3, 3, 2, 1', () => {
    let s = opened();
    [30, 30, 22, 10].forEach((gold, i) => (s = edit(s, i + 1, { gold })));
    expect([1, 2, 3, 4].map((seat) => safePassageFee(content, s, seat))).toEqual([3, 3, 2, 1]);
  });

  test('E22: Black Marks 0, 0, 1, 2 → +6 each for the first two; 20 + 5 + 6 − 4 + 6 = 33', () => {
    let s = opened();
    [0, 0, 1, 2].forEach((blackMarks, i) => (s = edit(s, i + 1, { blackMarks })));
    expect(blackMarkBonuses(content, s.players)).toEqual([6, 6, 0, 0]);
    s = edit(s, BLUE, { gold: 20, bandages: 1, poisons: 1, mission: 1 });
    s = withItems(withCubes(s, BLUE, { notebooks: 1 }), BLUE, { bacon: 1, bible: 1, fungus: 1, flask: 0 });
    expect(finalScores(content, s)[0]).toMatchObject({
      notebooks: 5,
      blackMarkBonus: 6,
      tokenPenalty: 4,
      missionItems: 3,
      mission: 6,
      total: 33,
    });
  });

  test('E24: Tunnel Plans 1 — burrow A↔A from tile 1 to tile 5; to tile 7 (B) → plans-too-low', () => {
    const s = edit(opened(4, { rumbles: [8, 0, 1, 2, 3, 4, 5, 6, 7] }), BLUE, { point: 's2' });
    expect(s.turn!.seat).toBe(BLUE);
    expect(codeOf(s, { type: 'burrow', from: 1, to: 7, exit: 'N' }, BLUE)).toBe('plans-too-low');
    const moved = play(s, made({ type: 'burrow', from: 1, to: 5, exit: 'N' }, BLUE));
    expect(p(moved, BLUE)).toMatchObject({ point: 'v01', lastPos: 5 });
  });
});
