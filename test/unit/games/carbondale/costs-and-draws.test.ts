/**
 * The cost table read directly (spec §2.2), each rule it can break, and the draw step's error paths
 * through `validate`: what a mutation run found no unit test pinning.
 */
import { describe, expect, test } from 'vitest';
import { whoMayMove } from '../../../../src/core/who-may-move.js';
import { costOf } from '../../../../src/games/carbondale/costs.js';
import { carbondaleV1, carbondaleV2, CONTENT_V1 } from '../../../../src/games/carbondale/index.js';
import { redactEvent } from '../../../../src/games/carbondale/redact.js';
import { validateMove } from '../../../../src/games/carbondale/validate.js';
import { area, type Event, game, opened, p, table } from './fixtures.js';

const cost = (sources: string[], target: string) => costOf(CONTENT_V1, sources, target);

describe('costOf', () => {
  test.each([
    // one source, same suit: up one rank free, two ranks 1 card + 2 draws, three ranks 2 cards + 3 draws
    [['5C1'], '4C1', { cards: 0, draws: 0 }],
    [['5C1'], '6C1', { cards: 0, draws: 0 }],
    [['5C1'], '7C1', { cards: 1, draws: 2 }],
    [['5C1'], '8C1', { cards: 2, draws: 3 }],
    // cross builder: same rank 1 + 1, one higher 1 + 2
    [['5C1'], '5S1', { cards: 1, draws: 1 }],
    [['5C1'], '4S1', { cards: 1, draws: 1 }],
    [['5C1'], '6S1', { cards: 1, draws: 2 }],
    // value suit, by the target's rank band, never above the source
    [['5C1'], '4H1', { cards: 0, draws: 0 }],
    [['5C1'], '5H1', { cards: 1, draws: 2 }],
    [['8S1'], '7D1', { cards: 1, draws: 2 }],
    [['9S1'], '8D1', { cards: 2, draws: 3 }],
    [['10S1'], '10D1', { cards: 2, draws: 3 }],
    // two sources of one suit: free up to the higher source
    [['3C1', '7C2'], '7H1', { cards: 0, draws: 0 }],
    [['3S1', '7S2'], '2C1', { cards: 0, draws: 0 }],
  ])('%j → %s costs %j', (sources, target, expected) => {
    expect(cost(sources, target)).toEqual({ ok: true, cost: expected });
  });

  test.each([
    [['5H1'], '5C1', 'source-not-builder', 'only ♣ and ♠ cards are sources (R1)'],
    [['5C1', '5H1'], '5S1', 'source-not-builder', 'only ♣ and ♠ cards are sources (R1)'],
    [['5C1', '5S1'], '4H1', 'bad-source-combo', 'two sources must both be ♣ or both be ♠'],
    [['5C1', '6C1'], '4D1', 'suit-not-allowed', 'two ♣ sources build only ♡ or ♠'],
    [['5C1', '6C1'], '4C2', 'suit-not-allowed', 'two ♣ sources build only ♡ or ♠'],
    [['5S1', '6S1'], '4H1', 'suit-not-allowed', 'two ♠ sources build only ♢ or ♣'],
    [['5C1', '6C1'], '7H1', 'rank-too-high', 'rank 7 is above the higher source (6)'],
    [['6C1', '5C1'], '7S1', 'rank-too-high', 'rank 7 is above the higher source (6)'],
    [['5C1'], '5D1', 'suit-not-allowed', '♣ cannot build ♢'],
    [['5S1'], '5H1', 'suit-not-allowed', '♠ cannot build ♡'],
    [['5C1'], '9C1', 'rank-too-high', 'rank 9 is out of reach from rank 5'],
    [['5C1'], '7S1', 'rank-too-high', 'rank 7 is out of reach from rank 5'],
    [['5C1'], '6H1', 'rank-too-high', 'rank 6 is out of reach from rank 5'],
  ])('%j → %s breaks %s', (sources, target, code, message) => {
    expect(cost(sources, target)).toEqual({ ok: false, code, message });
  });
});

describe('the draw step', () => {
  const start = opened();
  const validate = (state: typeof start, seat: number, move: unknown) =>
    validateMove(CONTENT_V1, state, seat, move as never);
  // As the engine judges a move: whose turn it is (the core's check), then the rules' `validate`.
  const codeOf = (state: typeof start, seat: number, move: unknown) => {
    const turn = whoMayMove(carbondaleV1, state, seat);
    const r = turn.ok ? validate(state, seat, move) : turn;
    return r.ok ? 'ok' : r.error.code;
  };
  const drawing = table(start, { phase: 'draw', target: 5 });
  const short = area(drawing, 1, { hand: p(start, 1).hand.slice(0, 3) });

  test('drawing at the start of a turn: hand-full with a full hand, bad-move otherwise', () => {
    expect(validate(start, 1, { type: 'draw', from: 'pile' })).toMatchObject({
      ok: false,
      error: { code: 'hand-full', message: 'your hand is full (5)' },
    });
    expect(validate(area(start, 1, { hand: ['AC2'] }), 1, { type: 'draw', from: 'pile' })).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'add a card or clean your hand before drawing' },
    });
  });

  test("a hand already at the turn's size is full", () => {
    expect(validate(drawing, 1, { type: 'draw', from: 'pile' })).toMatchObject({
      ok: false,
      error: { code: 'hand-full', message: "your hand is at this turn's size (5)" },
    });
    expect(codeOf(table(short, { target: 3 }), 1, { type: 'draw', from: 'pile' })).toBe('hand-full');
    expect(codeOf(table(short, { target: 4 }), 1, { type: 'draw', from: 'pile' })).toBe('ok');
  });

  test('a face-up draw names a card of the opponent’s face-up pile; a pile draw names none', () => {
    const faceUp = area(short, 2, { faceUp: ['9C1'] });
    expect(validate(faceUp, 1, { type: 'draw', from: 'faceUp' })).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: "name the card to take from your opponent's face-up pile" },
    });
    expect(validate(faceUp, 1, { type: 'draw', from: 'faceUp', card: '9C2' })).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-face-up-pile', message: "9C2 is not in your opponent's face-up pile" },
    });
    expect(codeOf(area(faceUp, 1, { faceUp: ['9C2'] }), 1, { type: 'draw', from: 'faceUp', card: '9C2' })).toBe(
      'card-not-in-face-up-pile',
    );
    expect(codeOf(faceUp, 1, { type: 'draw', from: 'faceUp', card: '9C1' })).toBe('ok');
    expect(validate(faceUp, 1, { type: 'draw', from: 'pile', card: '9C1' })).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'a pile draw names no card' },
    });
    expect(codeOf(faceUp, 1, { type: 'draw', from: 'pile' })).toBe('ok');
  });

  test('no pile, no spares and no discards: no-cards-anywhere', () => {
    const empty = table(short, { drawPile: [], spares: [] });
    const bare = area(area(empty, 1, { faceDown: [] }), 2, { faceDown: [] });
    expect(validate(bare, 1, { type: 'draw', from: 'pile' })).toMatchObject({
      ok: false,
      error: {
        code: 'no-cards-anywhere',
        message: 'the draw pile is empty and no spare or discard pile is left to form a new one',
      },
    });
  });

  test('a draw in the challenge step is refused', () => {
    expect(validate(table(start, { phase: 'challenge' }), 2, { type: 'draw', from: 'pile' })).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'draw is not possible in the challenge step' },
    });
  });

  test('moves of the wrong step and steps that wait for the engine', () => {
    expect(validate(drawing, 1, { type: 'pass' })).toMatchObject({
      ok: false,
      error: { code: 'bad-move', message: 'pass is not possible in the draw step' },
    });
    expect(codeOf(drawing, 1, { type: 'clean', cards: [] })).toBe('bad-move');
    expect(codeOf(drawing, 1, { type: 'challenge', card: '9C1' })).toBe('bad-move');
    expect(codeOf(drawing, 1, { type: 'add', card: '2C1', cell: [0, 1], sources: [[0, 0]], pay: [] })).toBe('bad-move');
    expect(codeOf(drawing, 2, { type: 'draw', from: 'pile' })).toBe('not-your-choice');
    // Whose turn it is, and whether the game waits for dice or a shuffle, the engine checks before `validate` (core/who-may-move.ts).
    expect(whoMayMove(carbondaleV1, table(start, { phase: 'challenge' }), 1)).toMatchObject({
      ok: false,
      error: { code: 'not-your-choice', message: 'seat 1 is not among the players to move (2)' },
    });
    expect(codeOf(table(start, { phase: 'challenge' }), 2, { type: 'pass' })).toBe('ok');
    expect(codeOf(table(start, { phase: 'setupRoll' }), 1, { type: 'pass' })).toBe('roll-pending');
    // (`setupSpares` with every spare pile dealt, as this fixture would have it, is no state a game reaches.)
    for (const phase of ['setupDraw', 'reshuffle'] as const)
      expect(codeOf(table(start, { phase }), 1, { type: 'pass' })).toBe('shuffle-pending');
  });

  test('a clean lists cards of the hand, each once', () => {
    const hand = p(start, 1).hand;
    expect(codeOf(start, 1, { type: 'clean', cards: [hand[0], hand[1]] })).toBe('ok');
    expect(validate(start, 1, { type: 'clean', cards: [hand[0], hand[0]] })).toMatchObject({
      ok: false,
      error: { code: 'card-not-in-hand', message: `${hand[0]} is not in your hand (or is listed twice)` },
    });
    expect(codeOf(start, 1, { type: 'clean', cards: ['10D2'] })).toBe('card-not-in-hand');
  });
});

describe('redaction of shuffles and hidden moves', () => {
  const shuffled: Event = { type: 'DeckShuffled', label: 'setup.draw', order: [1, 0] };
  test('no seat and no spectator sees a shuffle order while the game runs', () => {
    for (const viewer of [1, 2, null]) expect(game.eventVisible!(shuffled, viewer)).toBe(false);
    expect(game.eventVisible!({ type: 'DiceRolled', label: 'setup.first', values: [1] }, 2)).toBe(true);
    expect(redactEvent(shuffled, 1)).toBeUndefined();
  });
  test('an unknown move on a tampered tape shows nothing to the other seat, all to its maker', () => {
    const odd = { type: 'MoveMade', player: 1, move: { type: 'teleport' } } as unknown as Event;
    expect(game.eventVisible!(odd, 2)).toBe(false);
    expect(game.eventVisible!(odd, 1)).toBe(true);
    expect(redactEvent(odd, 2)).toBeUndefined();
    expect(
      game.eventVisible!(
        {
          type: 'MoveMade',
          player: 1,
          move: { type: 'add', card: 'ZZ9', cell: [0, 1], sources: [], pay: [] },
        } as Event,
        2,
      ),
    ).toBe(false);
    expect(
      redactEvent(
        {
          type: 'MoveMade',
          player: 1,
          move: { type: 'add', card: 'ZZ9', cell: [0, 1], sources: [], pay: [] },
        } as Event,
        2,
      ),
    ).toMatchObject({ move: { suit: null } });
  });
  test('v1: a ♣/♠ add is public, a ♡/♢ add shows the other seat only its suit', () => {
    const m = (card: string): Event =>
      ({ type: 'MoveMade', player: 1, move: { type: 'add', card, cell: [0, 1], sources: [[0, 0]], pay: [] } }) as Event;
    expect(carbondaleV1.eventVisible!(m('8C1'), 2)).toBe(true);
    expect(carbondaleV1.eventVisible!(m('8S1'), null)).toBe(true);
    expect(carbondaleV1.eventVisible!(m('7H1'), 2)).toBe(false);
    expect(carbondaleV1.eventVisible!(m('7D1'), null)).toBe(false);
    expect(carbondaleV1.eventVisible!(m('7H1'), 1)).toBe(true);
    expect(redactEvent(m('7H1'), 2)).toEqual({
      player: 1,
      move: { type: 'add', suit: 'H', card: null, cell: null, sources: null, pay: null },
    });
  });

  test('v2: every add may be challenged, so the other seat sees only its suit, whatever the suit', () => {
    const m = (card: string): Event =>
      ({ type: 'MoveMade', player: 1, move: { type: 'add', card, cell: [0, 1], sources: [[0, 0]], pay: [] } }) as Event;
    for (const card of ['8C1', '8S1', '7H1', '7D1']) {
      expect(carbondaleV2.eventVisible!(m(card), 2)).toBe(false);
      expect(carbondaleV2.eventVisible!(m(card), null)).toBe(false);
      expect(carbondaleV2.eventVisible!(m(card), 1)).toBe(true);
    }
  });

  test('a pass and a draw are public; a clean and a challenge are not', () => {
    const m = (move: unknown): Event => ({ type: 'MoveMade', player: 1, move }) as Event;
    expect(game.eventVisible!(m({ type: 'pass' }), 2)).toBe(true);
    expect(game.eventVisible!(m({ type: 'draw', from: 'pile' }), null)).toBe(true);
    expect(game.eventVisible!(m({ type: 'clean', cards: ['AC1'] }), 2)).toBe(false);
    expect(game.eventVisible!(m({ type: 'challenge', card: '9H1', fee: [] }), null)).toBe(false);
    expect(redactEvent(m({ type: 'clean', cards: ['AC1', '2C1'] }), 2)).toEqual({
      player: 1,
      move: { type: 'clean', count: 2, cards: null },
    });
    expect(redactEvent(m({ type: 'challenge', card: '9H1', fee: ['2C1'] }), 2)).toEqual({
      player: 1,
      move: { type: 'challenge', card: '9H1', fee: null },
    });
    expect(redactEvent(m({ type: 'pass' }), 2)).toBeUndefined();
  });
});
