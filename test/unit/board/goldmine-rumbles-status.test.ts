/**
 * Goldmine Rumbles' title line names who must act now. In the partner step the partner decides on
 * the owner's turn: "player 2's turn (partner)" read as if the owner were to move. The line and the
 * player panel's highlight follow `view.deciding`, which is the game's `pending` choice. It is drawn
 * in at most two lines a phone shows whole (test/browser/board-zoom.test.ts looks at it there).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone } from '../../../src/board/phone-lines.js';
import { FIGHT_STAGES, statusLine } from '../../../src/games/goldmine-rumbles/board-status.js';
import { GoldmineRumblesBoard, titleLines } from '../../../src/games/goldmine-rumbles/board-svg.js';
import type { GoldmineView } from '../../../src/games/goldmine-rumbles/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('goldmine-rumbles')!;
/** The rules engine's stage and step ids, as the title showed them: "· turn ·", "(atClaim)". */
const RAW_IDS =
  /· (setup|start|cubes|turn) ·|\((free|travel|atClaim|bidding|accepting|partner|ready|yieldRoll|yield|hazardRoll|fee|fight|windDown)\)|[a-z][A-Z]/;
const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

/** The board's title as drawn (the texts of its `title` group), its lines read as one. */
const statusOf = (view: GoldmineView): string => {
  const svg = renderToString(
    h(GoldmineRumblesBoard, { view, legalMoves: [], onMove: () => {}, names: NAMES, you: null } as never),
  );
  const title = /<g class="title">(.*?)<\/g>/.exec(svg)![1]!;
  return [...title.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!)
    .join(' ')
    .replaceAll('&#39;', "'");
};
/** How the title is drawn (board-svg.tsx's TITLE), for the shared phone check (phone-lines.tsx). */
const TITLE_FONT = { size: 16, bold: true } as const;

test("every view's `deciding` is the seats the game waits for", () => {
  let choices = 0;
  mixedPlayout(game, 5, 4, 400, (state) => {
    const pending = game.pending(state);
    const view = game.view(state, null) as GoldmineView;
    expect(view.deciding).toEqual(pending.kind === 'choice' ? pending.players : []);
    if (pending.kind === 'choice') choices++;
  });
  expect(choices).toBeGreaterThan(100);
});

test('in the partner step the line names the partner to act on the owner’s turn', () => {
  let partnerSteps = 0;
  for (let seed = 1; seed <= 40 && partnerSteps === 0; seed++)
    mixedPlayout(game, seed, 4, 600, (state) => {
      const view = game.view(state, null) as GoldmineView;
      if (view.turn.step !== 'partner' || view.players.some((p) => p.overLimit)) return;
      partnerSteps++;
      const owner = NAMES[view.turn.seat - 1]!;
      const partner = NAMES[view.turn.partner - 1]!;
      expect(view.deciding).toEqual([view.turn.partner]);
      expect(statusOf(view)).toBe(
        `Phase ${view.phase} of ${view.phases} · ${owner}'s turn · ${partner}: join as partner`,
      );
    });
  expect(partnerSteps, 'a seeded game reaches a partner step').toBeGreaterThan(0);
});

test('when the owner acts the line names only the owner', () => {
  let seen = 0;
  mixedPlayout(game, 7, 3, 300, (state) => {
    const view = game.view(state, null) as GoldmineView;
    if (view.turn.step !== 'travel' || view.deciding[0] !== view.turn.seat) return;
    seen++;
    expect(statusOf(view)).toBe(
      `Phase ${view.phase} of ${view.phases} · ${NAMES[view.turn.seat - 1]}'s turn · on the way to the claim`,
    );
  });
  expect(seen).toBeGreaterThan(0);
});

test('several seats due at once (cubes) are named by seat number, so the line stays short', () => {
  let seen = 0;
  mixedPlayout(game, 3, 4, 200, (state) => {
    const view = game.view(state, null) as GoldmineView;
    if (view.deciding.length < 2) return;
    seen++;
    expect(statusOf(view)).toBe(
      `Phase ${view.phase} of ${view.phases} · ${view.stage === 'cubes' ? '' : `${NAMES[view.turn.seat - 1]}'s turn · `}players ${view.deciding.join(', ')}: ${view.stage === 'cubes' ? 'place cubes' : view.turn.step === 'fee' ? 'pay Papa or fight him' : 'medicine, then done'}`,
    );
  });
  expect(seen).toBeGreaterThan(0);
});

test('the title is drawn in at most two lines a phone shows whole, read as the status line', () => {
  const names = ['Ada', 'Bot 2', 'Bot 3', 'Bot 4'];
  const said = new Set<string>();
  let wrapped = 0;
  mixedPlayout(game, 5, 4, 400, (state) => {
    const view = game.view(state, null) as GoldmineView;
    const lines = titleLines(view, names);
    expect(fitsAPhone(lines, TITLE_FONT), lines.join(' / ')).toBe(true);
    expect(lines.join(' ')).toBe(statusLine(view, names));
    expect(lines.join(' '), 'no stage or step id shown').not.toMatch(RAW_IDS);
    said.add(view.turn.seat === 0 ? view.stage : view.turn.step);
    if (lines.length === 2) wrapped++;
  });
  expect(wrapped, 'some titles need two lines').toBeGreaterThan(10);
  expect([...said], "played games pass the stages and a turn's steps").toEqual(
    expect.arrayContaining(['start', 'cubes', 'free', 'travel', 'atClaim', 'yield', 'windDown']),
  );
});

test('names too long for two lines: the title names the seats by number, as the panels do', () => {
  const names = [1, 2, 3, 4].map((seat) => `Maximilian Alexander von Hohenberg-Sac ${seat}`);
  let bySeat = 0;
  mixedPlayout(game, 5, 4, 400, (state) => {
    const view = game.view(state, null) as GoldmineView;
    const lines = titleLines(view, names);
    expect(fitsAPhone(lines, TITLE_FONT), lines.join(' / ')).toBe(true);
    if (view.deciding.length === 1 && lines.join(' ') === statusLine(view)) bySeat++;
  });
  expect(bySeat).toBeGreaterThan(10);
});

/** Every stage and step, in words that fit the title's two lines with the longest names it keeps. */
test('every stage, turn step and fight stage is said in plain words that fit a phone', () => {
  let first: GoldmineView | undefined;
  mixedPlayout(game, 5, 4, 1, (state) => (first ??= game.view(state, null) as GoldmineView));
  const steps = ['free', 'travel', 'atClaim', 'bidding', 'accepting', 'partner', 'ready', 'yieldRoll', 'yield'];
  const all = [...steps, 'hazardRoll', 'fee', 'fight', 'windDown'] as const;
  // The owner acts alone in most steps; both miners at once choose their gold die, Papa's fee and medicine.
  const together = ['yield', 'fee', 'windDown'];
  for (const step of all) {
    const deciding = together.includes(step) ? [2, 3] : [2];
    const view = { ...first!, stage: 'turn', turn: { ...first!.turn, seat: 2, step }, deciding } as GoldmineView;
    const lines = titleLines(view, NAMES);
    expect(lines.join(' '), step).toMatch(/^(Before p|P)hase \d of \d · Bo's turn · (players 2, 3: )?[a-zA-Z ,]+$/);
    expect(lines.join(' ')).not.toMatch(RAW_IDS);
    expect(fitsAPhone(lines, TITLE_FONT), lines.join(' / ')).toBe(true);
  }
  expect(statusLine({ ...first!, phase: 0, stage: 'start', turn: { ...first!.turn, seat: 0 }, deciding: [] })).toBe(
    `Before phase 1 of ${first!.phases} · choose a start site`,
  );
  const started = { ...first!, phase: 1 };
  for (const [stage, words] of [
    ['setup', 'setup'],
    ['start', 'choose a start site'],
    ['cubes', 'place cubes'],
  ])
    expect(statusLine({ ...started, stage, turn: { ...first!.turn, seat: 0 }, deciding: [] } as GoldmineView)).toBe(
      `Phase 1 of ${first!.phases} · ${words}`,
    );
  for (const words of Object.values(FIGHT_STAGES)) expect(words).not.toMatch(/^(defend|roll|bible|leaf|spoils)$/);
});
