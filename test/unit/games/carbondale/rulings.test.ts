/** The spec's rulings (§7, R1–R11) and setup (§3), each as given/when/then. */
import { describe, expect, test } from 'vitest';
import { evolveChecked } from '../../../../src/core/recorded-move.js';
import { CARD_IDS, releases } from '../../../../src/games/carbondale/index.js';
import { viewOf } from '../../../../src/games/carbondale/view.js';
import { CONTENT_V1, CONTENT_V2 } from '../../../../src/games/carbondale/content.js';
import { add, after, area, codeOf, game, made, net, opened, p, play, SETUP, start, table } from './fixtures.js';

const PASS = { type: 'pass' } as const;
const withSevenClubs = (hand: string[]) =>
  area(opened(), 1, { network: net(['AS1', 0, 0], ['2C1', 1, 0], ['7C1', 1, 1]), hand });

describe('setup (§3, R7, R8, R11)', () => {
  test('the rolls and shuffles come in order: setup.first, setup.draw (28), setup.spare57 (24), setup.spare810 (24)', () => {
    let s = start();
    expect(game.pending(s)).toEqual({ kind: 'roll', label: 'setup.first', count: 1, sides: 2 });
    s = play(s, SETUP[0]!);
    expect(game.pending(s)).toEqual({ kind: 'shuffle', label: 'setup.draw', size: 28 });
    s = play(s, SETUP[1]!);
    expect(game.pending(s)).toEqual({ kind: 'shuffle', label: 'setup.spare57', size: 24 });
    s = play(s, SETUP[2]!);
    expect(game.pending(s)).toEqual({ kind: 'shuffle', label: 'setup.spare810', size: 24 });
    s = play(s, SETUP[3]!);
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [1] });
  });
  test('R7: 80 cards without face cards; the draw pile holds the other A–4 cards; the spare piles split 5–7 and 8–10 12/12', () => {
    const s = opened();
    expect(CARD_IDS).toHaveLength(80);
    const all = [
      ...s.drawPile,
      ...s.spares.flat(),
      ...s.players.flatMap((q) => [...q.hand, ...q.network.map((n) => n.card)]),
    ];
    expect([...all].sort()).toEqual([...CARD_IDS].sort());
    expect(s.drawPile).toHaveLength(18);
    expect(s.spares.map((pile) => pile.length)).toEqual([12, 12, 12, 12]);
    const ranks = (pile: readonly string[]) => new Set(pile.map((c) => c.slice(0, -2)));
    expect([...ranks([...s.spares[0]!, ...s.spares[1]!])].sort()).toEqual(['5', '6', '7']);
    expect([...ranks([...s.spares[2]!, ...s.spares[3]!])].sort()).toEqual(['10', '8', '9']);
  });
  test('R8/R11: five cards each, first player first and alternately; starting cards at (0,0) and (1,0)', () => {
    const s = opened();
    expect(p(s, 1).hand).toEqual(['AC2', 'AH1', 'AD1', '2C2', '2H1']);
    expect(p(s, 2).hand).toEqual(['AS2', 'AH2', 'AD2', '2S2', '2H2']);
    expect(p(s, 1).network).toEqual(net(['AS1', 0, 0], ['2C1', 1, 0]));
    expect(p(s, 2).network).toEqual(net(['AC1', 0, 0], ['2S1', 1, 0]));
  });
  test('R11: a 2 on setup.first puts P2 first, and P2 is dealt first', () => {
    const state = play(start(), [2], ...SETUP.slice(1));
    expect(state).toMatchObject({ first: 2, active: 2 });
    expect(p(state, 2).hand).toEqual(['AC2', 'AH1', 'AD1', '2C2', '2H1']);
    expect(game.pending(state)).toEqual({ kind: 'choice', players: [2] });
  });
});

describe('R1: only ♣ and ♠ are sources, only the listed transitions', () => {
  test.each([
    ['♣ → ♢', 'suit-not-allowed', '3D1'],
    ['♣ → ♡ above the rank', 'rank-too-high', '8H1'],
    ['♣ → ♠ at N+2', 'rank-too-high', '9S1'],
  ])('given a 7♣, when %s, then %s', (_what, code, card) => {
    expect(
      codeOf(
        withSevenClubs([card, '3S1', '4S1', '5S1', '6S1']),
        add(card, [1, 2], [[1, 1]], ['3S1', '4S1'].slice(0, 2)),
        1,
      ),
    ).toBe(code);
  });
});

describe('R2: the payment comes from the hand left after the played card', () => {
  test('given a hand of the 7♡ alone, when it costs 1 card, then the add is unaffordable: wrong-payment-count', () => {
    expect(codeOf(withSevenClubs(['7H1']), add('7H1', [1, 2], [[1, 1]]), 1)).toBe('wrong-payment-count');
  });
  test('given the played card listed as payment, then pay-includes-played-card', () => {
    expect(codeOf(withSevenClubs(['7H1', '3S1']), add('7H1', [1, 2], [[1, 1]], ['7H1']), 1)).toBe(
      'pay-includes-played-card',
    );
  });
});

describe('R3: drawing from the opponent’s face-up pile', () => {
  const drawing = () => {
    let s = area(opened(), 2, { faceUp: ['9H1'] });
    s = area(s, 1, { faceUp: ['9H2'] });
    return after(s, { type: 'clean', cards: ['AC2', 'AH1'] }, { seat: 1 });
  };
  test('given a draw, when the card is in the opponent’s face-up pile, then it counts as one draw', () => {
    const s = after(drawing(), { type: 'draw', from: 'faceUp', card: '9H1' }, { seat: 1 });
    expect(p(s, 1).hand).toContain('9H1');
    expect(p(s, 1).hand).toHaveLength(4);
    expect(p(s, 2).faceUp).toEqual([]);
  });
  test('given a draw, when the card is in the player’s own face-up pile, then card-not-in-face-up-pile', () => {
    expect(codeOf(drawing(), { type: 'draw', from: 'faceUp', card: '9H2' }, 1)).toBe('card-not-in-face-up-pile');
  });
  test('the legal draws are the pile and each card of the opponent’s face-up pile', () => {
    expect(game.legalMoves(drawing(), 1)).toEqual([
      { type: 'draw', from: 'pile' },
      { type: 'draw', from: 'faceUp', card: '9H1' },
    ]);
  });
});

describe('R4/R9/R10: the challenge window', () => {
  test('R9: given a ♡ add, then the opponent is asked even without a ♡ in hand, and may only pass', () => {
    const s = after(
      area(withSevenClubs(['4H1', '3S1', '4S1', '5S1', '6S1']), 2, { hand: ['2C2', '3D2', '4D2', '5D2', '6D2'] }),
      add('4H1', [1, 2], [[1, 1]]),
      { seat: 1 },
    );
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [2] });
    expect(game.legalMoves(s, 2)).toEqual([PASS]);
    expect(game.legalMoves(s, 1)).toEqual([]);
  });
  test('R4 (corrected, v2): ♣ and ♠ additions are announced and may be challenged too', () => {
    let s = area(withSevenClubs(['8C1', '3S1', '4S1', '5S1', '6S1']), 2, { hand: ['9C2', '2C2', '3D2', '4D2', '5D2'] });
    s = after(s, add('8C1', [1, 2], [[1, 1]]), { seat: 1 });
    expect(s.phase).toBe('challenge');
    expect(game.pending(s)).toEqual({ kind: 'choice', players: [2] });
    expect(viewOf(CONTENT_V2, s, 2)).toMatchObject({ announced: 'C', announcedAdd: null });
    expect(game.legalMoves(s, 2)).toContainEqual({ type: 'challenge', card: '9C2', fee: '2C2' });
    s = after(s, { type: 'challenge', card: '9C2', fee: '2C2' }, { seat: 2 });
    expect(s.duels.at(-1)).toMatchObject({ suit: 'C', added: '8C1', challenge: '9C2', success: true });
    expect(p(s, 1).network.map((n) => n.card)).not.toContain('8C1');
    expect(p(s, 1).faceUp).toEqual(['8C1']);
  });
  test('R4 (corrected, v2): a winning challenge card is spent, so it cannot block the same addition next turn', () => {
    // B holds one 9♡ and A keeps announcing a 7♡ over its 7♣: the 9♡ wins once, then it lies on B's face-up pile.
    let s = area(withSevenClubs(['7H1', '7H2', '3S1', '4S1', '5S1']), 2, { hand: ['9H1', '2C2', '3D2', '4D2', '5D2'] });
    s = after(
      after(s, add('7H1', [1, 2], [[1, 1]], ['3S1']), { seat: 1 }),
      { type: 'challenge', card: '9H1', fee: '2C2' },
      { seat: 2 },
    );
    expect(p(s, 2).faceUp).toEqual(['9H1']);
    s = after(s, { type: 'draw', from: 'faceUp', card: '9H1' }, { seat: 1 }); // A takes the spent 9♡ as its draw
    s = after(after(s, { type: 'clean', cards: [] }, { seat: 2 }), { type: 'draw', from: 'pile' }, { seat: 2 });
    s = after(s, { type: 'draw', from: 'pile' }, { seat: 2 });
    s = after(s, add('7H2', [1, 2], [[1, 1]], ['4S1']), { seat: 1 });
    expect(game.legalMoves(s, 2).filter((m) => m.type === 'challenge' && m.card === '9H1')).toEqual([]);
    s = after(s, PASS, { seat: 2 });
    expect(p(s, 1).network).toContainEqual({ card: '7H2', x: 1, y: 2 });
  });
  test('R4 (v1, old games): ♣/♠ additions resolve at once and a winning challenge card goes back to the hand', () => {
    const v1 = releases.find((g) => g.version === 1)!;
    let s = v1.evolve(withSevenClubs(['8C1', '3S1', '4S1', '5S1', '6S1']), made(add('8C1', [1, 2], [[1, 1]]), 1));
    expect(s.phase).toBe('draw');
    s = area(withSevenClubs(['7H1', '3S1', '4S1', '5S1', '6S1']), 2, { hand: ['9H1', '2C2', '3D2', '4D2', '5D2'] });
    s = v1.evolve(
      v1.evolve(s, made(add('7H1', [1, 2], [[1, 1]], ['3S1']), 1)),
      made({ type: 'challenge', card: '9H1', fee: '2C2' }, 2),
    );
    expect(p(s, 2).hand).toContain('9H1');
    expect(p(s, 2).faceUp).toEqual([]);
  });
  test('R10: while the window is open, the opponent sees only the announced suit, the announcer the whole add', () => {
    const s = after(withSevenClubs(['7H1', '3S1', '4S1', '5S1', '6S1']), add('7H1', [1, 2], [[1, 1]], ['3S1']), {
      seat: 1,
    });
    expect(viewOf(CONTENT_V1, s, 2)).toMatchObject({ announced: 'H', announcedAdd: null });
    expect(viewOf(CONTENT_V1, s, null)).toMatchObject({ announced: 'H', announcedAdd: null });
    expect(viewOf(CONTENT_V1, s, 1).announcedAdd).toMatchObject({
      card: { id: '7H1' },
      cell: [1, 2],
      sources: [[1, 1]],
      pay: [{ id: '3S1' }],
    });
    // The announced card is still in the hand until the add resolves.
    expect(viewOf(CONTENT_V1, s, 2).players[0]!.handCount).toBe(5);
  });
  test('R4: a tie does not cancel the add (strictly higher rank needed)', () => {
    let s = area(withSevenClubs(['7H1', '3S1', '4S1', '5S1', '6S1']), 2, { hand: ['7H2', '2C2', '3D2', '4D2', '5D2'] });
    s = after(
      after(s, add('7H1', [1, 2], [[1, 1]], ['3S1']), { seat: 1 }),
      { type: 'challenge', card: '7H2', fee: '2C2' },
      { seat: 2 },
    );
    expect(s.duels.at(-1)?.success).toBe(false);
    expect(p(s, 1).network).toContainEqual({ card: '7H1', x: 1, y: 2 });
  });
});

describe('R5: a new draw pile only when needed, from the next spare pile and every discard pile', () => {
  test('given cards in the pile, a pile draw never forms a new one', () => {
    const s = after(
      after(opened(), { type: 'clean', cards: ['AC2'] }, { seat: 1 }),
      { type: 'draw', from: 'pile' },
      { seat: 1 },
    );
    expect(s.reshuffles).toBe(0);
  });
  test('given an empty pile, a face-up draw forms no new pile', () => {
    let s = area(table(opened(), { drawPile: [] }), 2, { faceUp: ['9H1'] });
    s = after(
      after(s, { type: 'clean', cards: ['AC2'] }, { seat: 1 }),
      { type: 'draw', from: 'faceUp', card: '9H1' },
      { seat: 1 },
    );
    expect(s.reshuffles).toBe(0);
    expect(s.spares).toHaveLength(4);
  });
  test('given no spare pile left, only the discard piles form the new pile', () => {
    let s = table(opened(), { drawPile: [], spares: [] });
    s = area(s, 2, { faceUp: ['9H1'], faceDown: ['9H2'] });
    s = after(after(s, { type: 'clean', cards: ['AC2'] }, { seat: 1 }), { type: 'draw', from: 'pile' }, { seat: 1 });
    expect(s.reshuffles).toBe(1);
    expect([...p(s, 1).hand, ...s.drawPile].filter((c) => ['AC2', '9H1', '9H2'].includes(c)).sort()).toEqual([
      '9H1',
      '9H2',
      'AC2',
    ]);
  });
  test('given nothing anywhere to draw, the drawing ends with a short hand', () => {
    const s = after(table(opened(), { drawPile: [], spares: [] }), { type: 'clean', cards: [] }, { seat: 1 });
    expect(s.active).toBe(2);
    const u = after(after(s, add('2S2', [1, 1], [[1, 0]]), { seat: 2 }), PASS, { seat: 1 });
    // P2 played one card and nothing can be drawn: its turn ends with 4.
    expect(u.active).toBe(1);
    expect(p(u, 2).hand).toHaveLength(4);
  });
});

describe('R6: stalemate counting', () => {
  test('a card entering a network resets the count', () => {
    let s = opened();
    for (let i = 0; i < 5; i++) s = after(s, { type: 'clean', cards: [] }, { seat: s.active });
    expect(s.idleTurns).toBe(5);
    s = after(after(s, add('2S2', [1, 1], [[1, 0]]), { seat: 2 }), PASS, { seat: 1 });
    s = after(s, { type: 'draw', from: 'pile' }, { seat: 2 });
    expect(s.idleTurns).toBe(0);
  });
  test('a challenged-away add counts as a turn without a network card', () => {
    let s = area(withSevenClubs(['7H1', '3S1', '4S1', '5S1', '6S1']), 2, { hand: ['9H1', '2C2', '3D2', '4D2', '5D2'] });
    s = after(
      after(s, add('7H1', [1, 2], [[1, 1]], ['3S1']), { seat: 1 }),
      { type: 'challenge', card: '9H1', fee: '2C2' },
      { seat: 2 },
    );
    s = after(s, { type: 'draw', from: 'pile' }, { seat: 1 });
    expect(s.idleTurns).toBe(1);
  });
});

describe('the end of the game', () => {
  test('once over, every view shows every hand and face-down pile', () => {
    let s = area(opened(), 1, {
      network: [
        ...net(['AS1', 0, 0], ['2C1', 1, 0], ['10C1', 1, 1]),
        ...net(...['10H1', '10H2', '9H1', '9H2', '6H1', '10D1', '10D2', '5D1'].map((c, i) => [c, 20 + i, 0] as const)),
      ],
      hand: ['AH1', '3S1', '4S1', '5S1', '6S1'],
    });
    s = area(s, 2, { faceDown: ['8S1'] });
    s = after(after(s, add('AH1', [1, 2], [[1, 1]]), { seat: 1 }), PASS, { seat: 2 });
    const spectator = viewOf(CONTENT_V1, s, null);
    expect(spectator.players.map((q) => q.handVisible)).toEqual([true, true]);
    expect(spectator.players[1]!.hand.map((c) => c.id)).toEqual(['AS2', 'AH2', 'AD2', '2S2', '2H2']);
    expect(spectator.players[1]!.faceDown.map((c) => c.id)).toEqual(['8S1']);
    expect(codeOf(s, PASS, 2)).toBe('game-over');
  });
  test('an event that does not fit the step leaves the state unchanged (a move: once the core has checked it)', () => {
    const s = opened();
    expect(evolveChecked(game, s, made({ type: 'pass' }, 1))).toBe(s);
    expect(game.evolve(s, { type: 'DeckShuffled', label: 'x', order: [0] })).toBe(s);
    expect(game.evolve(s, { type: 'DiceRolled', label: 'x', values: [1] })).toBe(s);
  });
});
