/** The worked examples of spec §8 (E1–E11), as given/when/then through the real engine. */
import { describe, expect, test } from 'vitest';
import { costOf } from '../../../../src/games/carbondale/costs.js';
import { CONTENT_V1, releases } from '../../../../src/games/carbondale/index.js';
import { viewOf } from '../../../../src/games/carbondale/view.js';
import { add, after, area, codeOf, endOfTurnHand, game, net, opened, p, table, when } from './fixtures.js';

const PASS = { type: 'pass' } as const;

/** P1 to move with a 7♣ at (1,1) (free cell above it) and the given hand. */
const withSevenClubs = (hand: string[]) =>
  area(opened(), 1, { network: net(['AS1', 0, 0], ['2C1', 1, 0], ['7C1', 1, 1]), hand });

describe('E1: from a 7♣ (rulebook)', () => {
  const s0 = withSevenClubs(['4H1', '7H1', '8H1', '3D1', '3S1']);
  test('given a 7♣, when 4♡ is added above it, then it costs nothing: 0 cards, draw back to 5', () => {
    const announced = after(s0, add('4H1', [1, 2], [[1, 1]]), { seat: 1 });
    expect(announced.phase).toBe('challenge');
    const s = after(announced, PASS, { seat: 2 });
    expect(p(s, 1).network).toContainEqual({ card: '4H1', x: 1, y: 2 });
    expect(p(s, 1).faceUp).toEqual([]);
    expect(s.target).toBe(5);
    expect(s.phase).toBe('draw');
  });
  test('given a 7♣, when 7♡ is added, then it costs 1 card (face-up) and 2 draws', () => {
    const s = after(after(s0, add('7H1', [1, 2], [[1, 1]], ['3D1']), { seat: 1 }), PASS, { seat: 2 });
    expect(p(s, 1).faceUp).toEqual(['3D1']);
    expect(p(s, 1).hand).toEqual(['4H1', '8H1', '3S1']);
    // 5 − 2 draws = 3 cards, already held: the turn passes without a draw.
    expect(s.active).toBe(2);
    expect(p(s, 1).hand).toHaveLength(3);
  });
  test('given a 7♣, when 8♡ is added, then rank-too-high', () => {
    expect(codeOf(s0, add('8H1', [1, 2], [[1, 1]]), 1)).toBe('rank-too-high');
  });
});

describe('E2: the builder rows from a 7♣ (rulebook reference)', () => {
  test.each([
    ['9C1', 1, 2],
    ['10C1', 2, 3],
    ['8C1', 0, 0],
    ['8S1', 1, 2],
    ['7S1', 1, 1],
  ])('given a 7♣, when %s is added above it, then it costs %i card(s) and %i draw(s)', (target, cards, draws) => {
    expect(costOf(CONTENT_V1, ['7C1'], target)).toEqual({ ok: true, cost: { cards, draws } });
    const pay = ['3D1', '3S1', '4D1'].slice(0, cards);
    const s = after(
      after(withSevenClubs([target, '3D1', '3S1', '4D1', '4S1']), add(target, [1, 2], [[1, 1]], pay), { seat: 1 }),
      PASS,
      { seat: 2 },
    );
    expect(p(s, 1).network).toContainEqual({ card: target, x: 1, y: 2 });
    expect(p(s, 1).faceUp).toEqual(pay);
    expect(endOfTurnHand(s, 1)).toBe(5 - draws);
  });
});

describe('E3: the 10♡ (rulebook)', () => {
  const s0 = area(opened(), 1, {
    network: net(['AS1', 0, 0], ['2C1', 1, 0], ['10C1', 1, 1]),
    hand: ['10H1', '3D1', '3S1', '4D1', '4H1'],
  });
  test('given a 10♣ and 5 cards, when 10♡ is added paying 2 cards, then the hand ends the turn with 2 cards', () => {
    const s = after(after(s0, add('10H1', [1, 2], [[1, 1]], ['3D1', '3S1']), { seat: 1 }), PASS, { seat: 2 });
    expect(p(s, 1).hand).toEqual(['4D1', '4H1']);
    expect(s.active).toBe(2); // target 5 − 3 = 2: no draw
  });
  test('given 5 cards, when a free card is added, then one draw brings the hand back to 5', () => {
    const announced = after(after(s0, add('4H1', [1, 2], [[1, 1]]), { seat: 1 }), PASS, { seat: 2 });
    expect(announced.phase).toBe('draw');
    expect(p(announced, 1).hand).toHaveLength(4);
    const s = after(announced, { type: 'draw', from: 'pile' }, { seat: 1 });
    expect(p(s, 1).hand).toHaveLength(5);
    expect(s.active).toBe(2);
  });
});

describe('E4: Figure 1 (rulebook; constructed P2 network)', () => {
  // P1 passes its first turn, then P2 holds the Figure 1 network and hand.
  const figure = area(after(opened(), { type: 'clean', cards: [] }, { seat: 1 }), 2, {
    network: net(
      ['3C1', -2, 0],
      ['2C2', -1, 0],
      ['AC1', 0, 0],
      ['2S1', 1, 0],
      ['3S1', 2, 0],
      ['4S1', 3, 0],
      ['4C1', -2, 1],
      ['4C2', -1, 1],
      ['6D1', 0, 1],
      ['5S1', 3, 1],
      ['6S1', -3, 2],
      ['5C1', -2, 2],
    ),
    hand: ['6S2', '5D2', '5C2', '7C2', '6D2'],
  });
  /** P2 plays `move`; a ♢ add is answered by P1's pass. */
  const play = (move: ReturnType<typeof add>) => {
    const s = after(figure, move, { seat: 2 });
    return s.phase === 'challenge' ? after(s, PASS, { seat: 1 }) : s;
  };

  test.each([
    ['above', [3, 2]],
    ['left of', [2, 1]],
    ['right of', [4, 1]],
  ] as const)('given the 5♠ at (3,1), when 6♠ goes %s it, then it is free', (_where, cell) => {
    const s = play(add('6S2', [cell[0], cell[1]], [[3, 1]]));
    expect(p(s, 2).network).toContainEqual({ card: '6S2', x: cell[0], y: cell[1] });
    expect(p(s, 2).faceUp).toEqual([]);
    expect(endOfTurnHand(s, 2)).toBe(5);
  });
  test.each(['5D2', '5C2'])('given the 3♠ and 5♠ beside (2,1), when %s is built from both, then it is free', (card) => {
    const s = play(
      add(
        card,
        [2, 1],
        [
          [2, 0],
          [3, 1],
        ],
      ),
    );
    expect(p(s, 2).network).toContainEqual({ card, x: 2, y: 1 });
    expect(p(s, 2).faceUp).toEqual([]);
    expect(endOfTurnHand(s, 2)).toBe(5);
  });
  test('given the same 5♢ built from the 5♠ alone, then it costs 1 card and 2 draws', () => {
    expect(codeOf(figure, add('5D2', [2, 1], [[3, 1]]), 2)).toBe('wrong-payment-count');
    const s = play(add('5D2', [2, 1], [[3, 1]], ['6D2']));
    expect(p(s, 2).faceUp).toEqual(['6D2']);
    expect(endOfTurnHand(s, 2)).toBe(3);
  });
  test.each([
    ['above', [-2, 3]],
    ['right of', [-1, 2]],
  ] as const)('given the 5♣ at (-2,2), when 7♣ goes %s it, then it costs 1 card and 2 draws', (_where, cell) => {
    const s = play(add('7C2', [cell[0], cell[1]], [[-2, 2]], ['6D2']));
    expect(p(s, 2).network).toContainEqual({ card: '7C2', x: cell[0], y: cell[1] });
    expect(endOfTurnHand(s, 2)).toBe(3);
  });
  test('given the 4♣ below (-1,2), when the 7♣ is built from it instead, then it costs 2 cards and 3 draws', () => {
    expect(codeOf(figure, add('7C2', [-1, 2], [[-1, 1]], ['6D2']), 2)).toBe('wrong-payment-count');
    const s = play(add('7C2', [-1, 2], [[-1, 1]], ['6D2', '5D2']));
    expect(p(s, 2).faceUp).toEqual(['6D2', '5D2']);
    expect(endOfTurnHand(s, 2)).toBe(2);
  });
  test('given the 6♠ at (-3,2), when 6♢ goes left of it, then it costs 1 card and 2 draws', () => {
    const s = play(add('6D2', [-4, 2], [[-3, 2]], ['5C2']));
    expect(p(s, 2).network).toContainEqual({ card: '6D2', x: -4, y: 2 });
    expect(endOfTurnHand(s, 2)).toBe(3);
  });
  test('given the 6♠ at (-3,2), when 6♢ goes below it, then it has no legal source', () => {
    expect(codeOf(figure, add('6D2', [-3, 1], [[-3, 2]], ['5C2']), 2)).toBe('bad-source-position');
    expect(codeOf(figure, add('6D2', [-3, 1], [[-2, 1]], ['5C2']), 2)).toBe('suit-not-allowed');
    const legal = game
      .legalMoves(figure, 2)
      .filter((m) => m.type === 'add' && m.card === '6D2' && m.cell[0] === -3 && m.cell[1] === 1);
    expect(legal).toEqual([]);
  });
});

describe('E5/E6: challenges', () => {
  // A = P1 commits 7♡ from its 7♣, paying 1; B = P2 holds 9♡, 7♡ and 2♣.
  const committed = () => {
    const s = area(withSevenClubs(['7H1', '3S1', '4S1', '5S1', '6S1']), 2, {
      hand: ['9H1', '7H2', '2C2', '3D2', '4D2'],
    });
    return after(s, add('7H1', [1, 2], [[1, 1]], ['3S1']), { seat: 1 });
  };
  test('E5: given a committed 7♡, when B challenges with 9♡ (fee 2♣), then the 7♡ goes to A’s face-up pile and A pays nothing', () => {
    const s = after(committed(), { type: 'challenge', card: '9H1', fee: '2C2' }, { seat: 2 });
    expect(p(s, 1).faceUp).toEqual(['7H1']);
    expect(p(s, 1).network.map((n) => n.card)).not.toContain('7H1');
    expect(p(s, 1).hand).toEqual(['3S1', '4S1', '5S1', '6S1']);
    // R4 as corrected: the shown 9♡ is spent even though it won: it goes to B's face-up pile, where A may draw it.
    expect(p(s, 2).hand).not.toContain('9H1');
    expect(p(s, 2).faceUp).toEqual(['9H1']);
    expect(p(s, 2).hand).not.toContain('2C2');
    expect(p(s, 2).faceDown).toEqual(['2C2']);
    expect(s.duels).toEqual([{ turn: 1, challenger: 2, suit: 'H', added: '7H1', challenge: '9H1', success: true }]);
    // A draws back to 5: one draw.
    expect(s).toMatchObject({ phase: 'draw', active: 1, target: 5 });
    const drawn = after(s, { type: 'draw', from: 'pile' }, { seat: 1 });
    expect(p(drawn, 1).hand).toHaveLength(5);
    expect(drawn.active).toBe(2);
  });
  test('E6: given a committed 7♡, when B challenges with 7♡, then it fails: B’s 7♡ goes face-up and A’s add resolves as committed', () => {
    const s = after(committed(), { type: 'challenge', card: '7H2', fee: '2C2' }, { seat: 2 });
    expect(p(s, 2).faceUp).toEqual(['7H2']);
    expect(p(s, 2).faceDown).toEqual(['2C2']);
    expect(p(s, 1).network).toContainEqual({ card: '7H1', x: 1, y: 2 });
    expect(p(s, 1).faceUp).toEqual(['3S1']);
    // A holds 3 = 5 − 2 draws: no draw, so B's 7♡ stays where it is for now.
    expect(p(s, 1).hand).toHaveLength(3);
    expect(s.active).toBe(2);
    expect(codeOf(s, { type: 'draw', from: 'faceUp', card: '7H2' }, 1)).toBe('not-your-choice');
  });
  test('E6 (free add): given A below its target after a failed challenge, then A may draw B’s face-up 7♡ as one draw', () => {
    const s0 = area(withSevenClubs(['4H1', '3S1', '4S1', '5S1', '6S1']), 2, {
      hand: ['3H2', '2C2', '3D2', '4D2', '5D2'],
    });
    const s = after(
      after(s0, add('4H1', [1, 2], [[1, 1]]), { seat: 1 }),
      { type: 'challenge', card: '3H2', fee: '2C2' },
      { seat: 2 },
    );
    expect(s).toMatchObject({ phase: 'draw', target: 5 });
    const drawn = after(s, { type: 'draw', from: 'faceUp', card: '3H2' }, { seat: 1 });
    expect(p(drawn, 1).hand).toContain('3H2');
    expect(p(drawn, 2).faceUp).toEqual([]);
    expect(drawn.active).toBe(2);
  });
});

describe('E7: a new draw pile, exactly when needed', () => {
  test('given an empty pile and 9 discards, when A requests a pile draw, then spare pile 1 + the discards are shuffled as reshuffle1 (size 21)', () => {
    let s = table(opened(), { drawPile: [] });
    s = area(s, 1, { faceUp: ['3C1', '3C2', '3S1'], faceDown: ['3S2'] });
    s = area(s, 2, { faceUp: ['3H1', '3H2'], faceDown: ['3D1', '3D2'] });
    s = after(s, { type: 'clean', cards: ['AC2'] }, { seat: 1 }); // the 9th discard; the hand is now 4 of 5
    expect(s).toMatchObject({ phase: 'draw', reshuffles: 0 });
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [1] });
    const r = when(s, { type: 'draw', from: 'pile' }, { seat: 1 });
    if (!r.ok) throw new Error(r.error.code);
    const shuffle = r.value.events.find((e) => e.type === 'DeckShuffled');
    expect(shuffle).toMatchObject({ label: 'reshuffle1' });
    expect(shuffle?.type === 'DeckShuffled' && shuffle.order).toHaveLength(21);
    const t = r.value.state;
    expect(t.reshuffles).toBe(1);
    expect(t.spares).toHaveLength(3);
    expect(t.drawPile).toHaveLength(20);
    for (const q of t.players) expect([q.faceUp, q.faceDown]).toEqual([[], []]);
    expect(p(t, 1).hand).toHaveLength(5);
  });
});

describe('E8: the goal ends the game at once', () => {
  const builders = net(['AS1', 0, 0], ['2C1', 1, 0], ['10C1', 1, 1]);
  const values = (cards: string[]) => net(...cards.map((c, i) => [c, 20 + i, 0] as const));
  test('given ♡44 ♢25, when A♡ is added, then A wins before drawing', () => {
    let s = area(opened(), 1, {
      network: [...builders, ...values(['10H1', '10H2', '9H1', '9H2', '6H1', '10D1', '10D2', '5D1'])],
      hand: ['AH1', '3S1', '4S1', '5S1', '6S1'],
    });
    s = after(after(s, add('AH1', [1, 2], [[1, 1]]), { seat: 1 }), PASS, { seat: 2 });
    expect(s).toMatchObject({ phase: 'over', end: 'goal', winner: 1 });
    expect(p(s, 1).hand).toHaveLength(4);
    expect(game.pending(s)).toEqual({
      kind: 'over',
      standings: {
        lowerIsBetter: false,
        players: [
          { seat: 1, rank: 1, score: 1, title: '♡45 ♢25' },
          { seat: 2, rank: 2, score: 0, title: '♡0 ♢0' },
        ],
      },
    });
  });
  test('given ♡60 ♢24, then the goal is not met yet', () => {
    let s = area(opened(), 1, {
      network: [...builders, ...values(['10H1', '10H2', '9H1', '9H2', '8H1', '8H2', '6H1', '10D1', '10D2', '4D1'])],
      hand: ['3C1', '3S1', '4S1', '5S1', '6S1'],
    });
    s = after(after(s, add('3C1', [1, 2], [[1, 1]]), { seat: 1 }), PASS, { seat: 2 });
    expect(s.phase).toBe('draw');
    expect(viewOf(CONTENT_V1, s, 1).players[0]).toMatchObject({ hearts: 60, diamonds: 24, goalMet: false });
  });
});

describe('E9/E10: illegal additions', () => {
  const s0 = area(opened(), 1, {
    network: net(['AS1', 0, 0], ['2C1', 1, 0], ['4S1', -1, 1], ['5C1', 1, 1], ['5H1', 2, 1]),
    hand: ['3D1', '3C2', '7H1', '2S2', '2D2'],
  });
  test('given a 5♣, when 3♢ is built from it, then suit-not-allowed', () => {
    expect(codeOf(s0, add('3D1', [1, 2], [[1, 1]]), 1)).toBe('suit-not-allowed');
  });
  test('given a 5♡, when it is named as a source, then source-not-builder', () => {
    expect(codeOf(s0, add('3C2', [2, 2], [[2, 1]]), 1)).toBe('source-not-builder');
  });
  test('given a 5♣ and a 4♠ either side of (0,1), when both are sources, then bad-source-combo', () => {
    expect(
      codeOf(
        s0,
        add(
          '3C2',
          [0, 1],
          [
            [-1, 1],
            [1, 1],
          ],
        ),
        1,
      ),
    ).toBe('bad-source-combo');
  });
  test('E10: given a cost of 1 card, when 2 cards are paid, then wrong-payment-count', () => {
    const seven = withSevenClubs(['7H1', '3D1', '3S1', '4D1', '4S1']);
    expect(codeOf(seven, add('7H1', [1, 2], [[1, 1]], ['3D1', '3S1']), 1)).toBe('wrong-payment-count');
  });
});

describe('E11: stalemate', () => {
  const sums = (hearts: string[], diamonds: string[]) =>
    net(['AS1', 0, 0], ['2C1', 1, 0], ...[...hearts, ...diamonds].map((c, i) => [c, 10 + i, 0] as const));
  const s0 = area(area(opened(), 1, { network: sums(['10H1', '8H1'], ['10D1', '2D1']) }), 2, {
    network: sums(['10H2', '10C1', '9H1', '8H2', '3H1'], ['10D2']),
  });
  const cleanTurns = (n: number) => {
    let s = s0;
    for (let i = 0; i < n; i++) s = after(s, { type: 'clean', cards: [] }, { seat: s.active });
    return s;
  };
  test('given 7 turns without a network card, then the game goes on', () => {
    expect(cleanTurns(7)).toMatchObject({ phase: 'turn', idleTurns: 7 });
  });
  test('given ♡18 ♢12 against ♡30 ♢10, when the 8th turn passes without a network card, then P1 wins on the smaller sum', () => {
    const s = cleanTurns(8);
    expect(s).toMatchObject({ phase: 'over', end: 'stalemate', winner: 0 });
    const pending = game.pending(s);
    expect(pending.kind === 'over' && pending.standings.players).toEqual([
      { seat: 1, rank: 1, score: 1, title: '♡18 ♢12' },
      { seat: 2, rank: 2, score: 0, title: '♡30 ♢10' },
    ]);
  });
  test('the score is what ranked the result: v1 scored Σ♡+Σ♢, so the winner showed 30 below the loser’s 40', () => {
    const v1 = releases.find((g) => g.version === 1)!;
    const pending = v1.pending(cleanTurns(8));
    expect(pending.kind === 'over' && pending.standings.players.map((q) => [q.rank, q.score])).toEqual([
      [1, 30],
      [2, 40],
    ]);
  });
  test('a drawn stalemate shares rank 1 and scores ½ each', () => {
    let s = area(s0, 2, { network: sums(['10H2', '8H2'], ['10D2', '2D2']) });
    for (let i = 0; i < 8; i++) s = after(s, { type: 'clean', cards: [] }, { seat: s.active });
    const pending = game.pending(s);
    expect(pending.kind === 'over' && pending.standings.players.map((q) => [q.seat, q.rank, q.score])).toEqual([
      [1, 1, 0.5],
      [2, 1, 0.5],
    ]);
  });
});
