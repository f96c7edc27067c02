/**
 * Coal n' Write's title ("…round 1 of 6, turn 3 (turn)"), the town's line under it and the line of who
 * the table waits for ran past the right edge of a 390 px phone. Each is drawn in at most two lines a phone shows whole
 * (test/browser/board-zoom.test.ts looks at them there), read as one line they say the same.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { fitsAPhone } from '../../../src/board/phone-lines.js';
import { CoalNWriteBoard } from '../../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteView } from '../../../src/games/coal-n-write/view.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('coal-n-write')!;

test('every title and town line of played games fits a phone in two lines, and reads as the title', () => {
  const seen = new Set<string>();
  const phases = new Set<string>();
  let wrapped = 0;
  let last: CoalNWriteView | undefined;
  for (const [seed, players] of [
    [1, 2],
    [2, 6],
  ] as const)
    mixedPlayout(game, seed, players, 3000, (state, seat) => {
      const view = game.view(state, seat) as CoalNWriteView;
      last = view;
      // Drawn once per different title and town line: the sheets below them are what a move changes.
      const key = [view.phase, view.round, view.turn, view.deckCount, view.diceInPlay, view.bunkhouse].join();
      if (seen.has(key)) return;
      seen.add(key);
      const svg = renderToString(h(CoalNWriteBoard, { view, legalMoves: [], names: [], you: seat }));
      const title = drawnLines(svg, 'title');
      const town = drawnLines(svg, 'status');
      expect(fitsAPhone(title, { size: 16, bold: true }), title.join(' / ')).toBe(true);
      expect(fitsAPhone(town, { size: 12 }), town.join(' / ')).toBe(true);
      expect(title.join(' ')).toBe(svgTitle(svg));
      expect(title.join(' '), 'no phase id shown').not.toMatch(RAW_PHASE);
      phases.add(view.phase);
      expect(town.join(' ')).toBe(
        `Boom Town (${view.deckCount} cards still in the deck) · dice in play ${view.diceInPlay}, bunkhouse ${view.bunkhouse}`,
      );
      if (title.length === 2) wrapped++;
    });
  expect(wrapped, 'titles in play need two lines').toBeGreaterThan(20);
  expect([...phases].sort(), 'played games pass the turns, the Lone Miner and the delivery').toEqual(
    expect.arrayContaining(['bonusPick', 'lone', 'load', 'turn']),
  );
  // A played game's last view, as it ends (the playout visits only views with a move to make).
  const svg = renderToString(h(CoalNWriteBoard, { view: { ...last!, phase: 'over' }, legalMoves: [], names: [] }));
  expect(drawnLines(svg, 'title')).toEqual(["Coal n' Write: game over"]);
}, 60_000);

/** The rules engine's phase ids, as the title showed them: "(turn)", "(bonusPick)". */
const RAW_PHASE = /\((shuffle|throw|turn|rodeo|bonusPick|loneThrow|lone|bonus|load)\)|[a-z][A-Z]/;

/** The title said the engine's phase ("turn 3 (turn)", "(bonusPick)"): it says what the table does now. */
test('the title says in plain words what the table does at every phase, in two lines a phone shows whole', () => {
  let first: CoalNWriteView | undefined;
  mixedPlayout(game, 1, 2, 1, (state, seat) => (first ??= game.view(state, seat) as CoalNWriteView));
  const titles = {
    shuffle: "Coal n' Write: round 2 of 6: the Boom Town deck is shuffled",
    throw: "Coal n' Write: round 2 of 6, turn 3: the mine dice are thrown",
    turn: "Coal n' Write: round 2 of 6, turn 3: dig, claim or visit Boom Town",
    rodeo: "Coal n' Write: round 2 of 6, turn 3: join the Rodeo Contest?",
    bonusPick: "Coal n' Write: round 2 of 6, Lone Miner: choose a bonus",
    loneThrow: "Coal n' Write: round 2 of 6, Lone Miner: die 2 of 3 is thrown",
    lone: "Coal n' Write: round 2 of 6, Lone Miner throw 2: dig or claim",
    bonus: "Coal n' Write: round 2 of 6: use the Lone Miner bonus",
    load: "Coal n' Write: round 2 of 6: load the burros for delivery",
  };
  for (const [phase, words] of Object.entries(titles)) {
    const view = { ...first!, phase, round: 2, lastRound: 6, turn: 3, loneThrow: 2 } as CoalNWriteView;
    const svg = renderToString(h(CoalNWriteBoard, { view, legalMoves: [], names: [] }));
    const title = drawnLines(svg, 'title');
    expect(title.join(' '), phase).toBe(words);
    expect(fitsAPhone(title, { size: 16, bold: true }), title.join(' / ')).toBe(true);
    expect(svgTitle(svg)).toBe(words);
  }
});

/**
 * Who the table waits for sat beside the dice, off a phone's screen: it is drawn under them at the
 * board's left, in at most two lines a phone shows whole, by name while the names fit, else by seat.
 */
describe('the waiting line', () => {
  const NAMES = {
    short: ['Ada Lovelace', 'Bot 2', 'Bot 3', 'Bot 4', 'Bot 5', 'Bot 6'],
    // 40 letters, the longest name a player may take.
    long: Array.from({ length: 6 }, (_, i) => `Maximilian Alexander von Hohenberg-Sac ${i + 1}`),
  };

  test.each(Object.entries(NAMES))('with %s names, of played games, fits a phone and says who', (kind, names) => {
    const seen = new Set<string>();
    let byName = 0;
    mixedPlayout(game, 2, 6, 600, (state, seat) => {
      const view = game.view(state, seat) as CoalNWriteView;
      if (seen.has(view.waiting.join())) return;
      seen.add(view.waiting.join());
      const svg = renderToString(h(CoalNWriteBoard, { view, legalMoves: [], names, you: seat }));
      const lines = drawnLines(svg, 'waiting');
      expect(fitsAPhone(lines, { size: 13 }), lines.join(' / ')).toBe(true);
      const said = lines.join(' ');
      if (said.startsWith('waiting for:')) {
        byName++;
        expect(said).toBe(`waiting for: ${view.waiting.map((s) => names[s - 1]).join(', ')}`);
      } else expect(said).toBe(`waiting for players ${view.waiting.join(', ')}`);
    });
    expect(seen.size, 'games wait for one player and for several').toBeGreaterThan(2);
    if (kind === 'short') expect(byName, 'short names are all named').toBe(seen.size);
    else expect(byName, 'one long name is named, not six').toBeGreaterThan(0);
    if (kind === 'long') expect(byName).toBeLessThan(seen.size);
  });

  test('is drawn under the dice, at the left edge, and not at all once the game is over', () => {
    let view: CoalNWriteView | undefined;
    mixedPlayout(game, 1, 2, 1, (state, seat) => (view ??= game.view(state, seat) as CoalNWriteView));
    const svg = renderToString(h(CoalNWriteBoard, { view: view!, legalMoves: [], names: NAMES.short }));
    const first = /<g class="waiting"><text x="([\d.]+)" y="([\d.]+)"/.exec(svg)!;
    expect(Number(first[1])).toBeLessThan(20);
    const dice = [...svg.matchAll(/<rect x="[\d.]+" y="([\d.]+)" width="28" height="28"/g)].map((m) => Number(m[1]));
    expect(dice.length).toBeGreaterThan(0);
    expect(Number(first[2]) - 13).toBeGreaterThan(Math.max(...dice) + 28);
    const over = renderToString(h(CoalNWriteBoard, { view: { ...view!, phase: 'over' }, legalMoves: [], names: [] }));
    expect(over).not.toContain('class="waiting"');
  });
});
