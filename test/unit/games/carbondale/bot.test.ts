/** The bot: sensible choices in plain situations, from the view only, and the calibration wiring. */
import { describe, expect, test } from 'vitest';
import { playGame } from '../../../../src/core/playout.js';
import { bot, decide } from '../../../../src/games/carbondale/bot.js';
import { calibration } from '../../../../src/games/carbondale/calibration.js';
import { CONTENT_V1, type CarbondaleMove, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { viewOf } from '../../../../src/games/carbondale/view.js';
import { add, after, area, game, net, opened } from './fixtures.js';

const choose = (s: CarbondaleState, seat: number) =>
  decide(CONTENT_V1, viewOf(CONTENT_V1, s, seat), seat, game.legalMoves(s, seat));

describe('the bot', () => {
  test('takes the win when an add reaches the goal', () => {
    const values = net(
      ...['10H1', '10H2', '9H1', '9H2', '6H1', '10D1', '10D2', '5D1'].map((c, i) => [c, 20 + i, 0] as const),
    );
    const s = area(opened(), 1, {
      network: [...net(['AS1', 0, 0], ['2C1', 1, 0], ['10C1', 1, 1]), ...values],
      hand: ['AH1', '3S1', '4S1', '5S1', '6S1'],
    });
    expect(choose(s, 1)).toMatchObject({ type: 'add', card: 'AH1' });
  });
  test('challenges only with a card surely above anything the announcer could add', () => {
    const seven = area(opened(), 1, {
      network: net(['AS1', 0, 0], ['2C1', 1, 0], ['7C1', 1, 1]),
      hand: ['4H1', '3S1', '4S1', '5S1', '6S1'],
    });
    const announced = after(seven, add('4H1', [1, 2], [[1, 1]]), { seat: 1 });
    // The 7♣ allows any ♡ up to 7: an 8♡ surely wins, a 6♡ might not.
    expect(choose(area(announced, 2, { hand: ['8H1', '2C2', '3D2', '4D2', '5D2'] }), 2)).toMatchObject({
      type: 'challenge',
      card: '8H1',
    });
    expect(choose(area(announced, 2, { hand: ['6H2', '2C2', '3D2', '4D2', '5D2'] }), 2)).toEqual({ type: 'pass' });
  });
  test('draws a useful face-up card of the opponent over the pile', () => {
    let s = area(opened(), 1, {
      network: net(['AS1', 0, 0], ['2C1', 1, 0], ['3C1', 1, 1]),
      hand: ['AC2', 'AH1', 'AD1', '2C2', '2H1'],
    });
    s = area(s, 2, { faceUp: ['4C2'] });
    s = after(s, { type: 'clean', cards: ['AC2'] }, { seat: 1 });
    expect(choose(s, 1)).toEqual({ type: 'draw', from: 'faceUp', card: '4C2' });
  });
  test('plays whole games against itself, and the calibration summary has the targets', () => {
    const finals = Array.from(
      { length: 4 },
      (_, i) => playGame<CarbondaleState, CarbondaleMove>(calibration.game, `bot-test-${i}`, bot, { players: 2 }).state,
    );
    for (const s of finals) expect(s.phase).toBe('over');
    const lines = calibration.summarize(finals).join('\n');
    expect(lines).toMatch(/ended by the goal: \d+/);
    expect(lines).toMatch(/first player wins/);
    expect(lines).toMatch(/turns per player: median \d+/);
  });
});
