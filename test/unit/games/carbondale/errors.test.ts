/**
 * Every rule code of spec §5 (and the common ones), each reached by a real move through the engine;
 * and no message names a card other than the ones the mover named or public network cards.
 */
import { describe, expect, test } from 'vitest';
import type { CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { add, after, area, cardIdsIn, game, made, net, opened, start, table, when } from './fixtures.js';

const withSevenClubs = () =>
  area(opened(), 1, {
    network: net(['AS1', 0, 0], ['2C1', 1, 0], ['7C1', 1, 1], ['5H1', 2, 1], ['4S1', -1, 1]),
    hand: ['7H1', '3S1', '4H1', '3D1', '8C1'],
  });
const window = (): CarbondaleState =>
  after(
    area(withSevenClubs(), 2, { hand: ['9H1', '2C2', '3D2', '4D2', '5D2'] }),
    add('7H1', [1, 2], [[1, 1]], ['3S1']),
    { seat: 1 },
  );
const drawing = (): CarbondaleState => after(opened(), { type: 'clean', cards: ['AC2'] }, { seat: 1 });
const overGame = (): CarbondaleState => {
  let s = opened();
  for (let i = 0; i < 8; i++) s = after(s, { type: 'clean', cards: [] }, { seat: s.active });
  return s;
};
/** A pile draw folded without its shuffle: the table waits for the engine's `reshuffle1`. */
const shuffling = (): CarbondaleState =>
  game.evolve(table(drawing(), { drawPile: [] }), made({ type: 'draw', from: 'pile' }, 1));

const cases: [string, () => CarbondaleState, unknown, number][] = [
  ['roll-pending', start, { type: 'clean', cards: [] }, 1],
  ['shuffle-pending', shuffling, { type: 'clean', cards: [] }, 1],
  ['game-over', overGame, { type: 'clean', cards: [] }, 1],
  ['not-your-choice', opened, { type: 'clean', cards: [] }, 2],
  ['not-your-choice', window, { type: 'pass' }, 1],
  ['bad-move', opened, { type: 'fly' }, 1],
  ['bad-move', opened, add('7H9', [0, 1], [[0, 0]]), 1],
  ['bad-move', opened, { type: 'pass' }, 1],
  ['bad-move', window, { type: 'clean', cards: [] }, 2],
  ['bad-move', drawing, { type: 'draw', from: 'faceUp' }, 1],
  ['card-not-in-hand', withSevenClubs, add('9H2', [1, 2], [[1, 1]]), 1],
  ['cell-occupied', withSevenClubs, add('4H1', [1, 1], [[1, 0]]), 1],
  ['bad-source-position', withSevenClubs, add('4H1', [1, 2], [[1, 0]]), 1],
  [
    'bad-source-position',
    withSevenClubs,
    add(
      '4H1',
      [1, 2],
      [
        [1, 1],
        [1, 1],
      ],
    ),
    1,
  ],
  ['no-card-at-source', withSevenClubs, add('4H1', [1, 2], [[0, 2]]), 1],
  ['source-not-builder', withSevenClubs, add('4H1', [2, 2], [[2, 1]]), 1],
  ['suit-not-allowed', withSevenClubs, add('3D1', [1, 2], [[1, 1]]), 1],
  [
    'bad-source-combo',
    withSevenClubs,
    add(
      '3D1',
      [0, 1],
      [
        [-1, 1],
        [1, 1],
      ],
    ),
    1,
  ],
  ['rank-too-high', withSevenClubs, add('8C1', [-1, 2], [[-1, 1]]), 1],
  ['wrong-payment-count', withSevenClubs, add('7H1', [1, 2], [[1, 1]]), 1],
  ['pay-card-not-in-hand', withSevenClubs, add('7H1', [1, 2], [[1, 1]], ['9S2']), 1],
  ['pay-card-not-in-hand', withSevenClubs, add('7H1', [1, 2], [[1, 1]], ['3S1', '3S1']), 1],
  ['pay-includes-played-card', withSevenClubs, add('7H1', [1, 2], [[1, 1]], ['7H1']), 1],
  ['card-not-in-hand', withSevenClubs, { type: 'clean', cards: ['9H2'] }, 1],
  ['card-not-in-hand', withSevenClubs, { type: 'clean', cards: ['3S1', '3S1'] }, 1],
  ['card-not-in-hand', window, { type: 'challenge', card: '9H2', fee: '2C2' }, 2],
  ['card-not-in-hand', window, { type: 'challenge', card: '9H1', fee: '8S2' }, 2],
  ['wrong-suit', window, { type: 'challenge', card: '3D2', fee: '2C2' }, 2],
  ['fee-is-challenge-card', window, { type: 'challenge', card: '9H1', fee: '9H1' }, 2],
  ['hand-too-small', () => area(window(), 2, { hand: ['9H1'] }), { type: 'challenge', card: '9H1', fee: '2C2' }, 2],
  ['hand-full', opened, { type: 'draw', from: 'pile' }, 1],
  ['card-not-in-face-up-pile', drawing, { type: 'draw', from: 'faceUp', card: '9H1' }, 1],
  // The engine ends a drawing with nothing to draw by itself; a fixture still in the draw step shows the code.
  [
    'no-cards-anywhere',
    () => area(table(drawing(), { drawPile: [], spares: [] }), 1, { faceDown: [] }),
    { type: 'draw', from: 'pile' },
    1,
  ],
];

describe('rule codes', () => {
  test.each(cases)('%s', (code, state, move, seat) => {
    const r = when(state(), move, { seat: seat });
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  test.each(cases)(
    'the %s message names no card but the mover’s own input and public network cards',
    (_code, state, move, seat) => {
      const s = state();
      const r = when(s, move, { seat: seat });
      if (r.ok) throw new Error('expected an error');
      const allowed = new Set([...cardIdsIn(move), ...s.players.flatMap((q) => q.network.map((n) => n.card))]);
      for (const id of cardIdsIn(r.error.message)) expect(allowed).toContain(id);
      // The hidden announced card is never named to the challenger.
      if (seat === 2 && s.commit !== null && !cardIdsIn(move).includes(s.commit.card))
        expect(r.error.message).not.toContain(s.commit.card);
    },
  );
});
