/**
 * Circuit Racer's circuit, turn and race status were centred in the oval, half a 390 px phone's screen
 * to the right of where the board opens: the phone showed "Ci…". They are drawn above the track at its
 * left, each in at most two lines a phone shows whole (test/browser/board-zoom.test.ts looks at them
 * there). The status said the raw phase ("phase dice"): it says in plain words where the race stands
 * and what the player can do now.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { fitsAPhone, PHONE_LINE } from '../../../src/board/phone-lines.js';
import { STATUS_FONT } from '../../../src/games/circuit-racer/board-status.js';
import { CircuitRacerBoard } from '../../../src/games/circuit-racer/board-svg.js';
import type { CircuitRacerView } from '../../../src/games/circuit-racer/view.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnBox, drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('circuit-racer')!;

/** The board as board.svg and a laptop draw it, or as a phone's page does (`narrow`). */
const boardOf = (view: CircuitRacerView, narrow = false): string =>
  renderToString(h(CircuitRacerBoard, { view, legalMoves: [], names: [], you: 1, narrow }));

/** The step's words, as the phase names read to no one but the code ("phase dice"), said alone. */
const RAW_PHASE = /\bphase\b|(^|[·:(] )(gear|roll|dice|over)\b(?! \d)/m;
/** What a seat at the gear step may choose: any gear on a circuit's first turn, else one up or down. */
const GEAR_CHOICE = /^choose (any gear to start the circuit|gear \d( or \d)?(, or shift to another)?)$/;

test('every title and status of played games fits a phone, above the track, and says in plain words what can be done', () => {
  const phases = new Set<string>();
  let last: CircuitRacerView | undefined;
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 400, (state, seat) => {
      const view = (last = game.view(state, seat) as CircuitRacerView);
      phases.add(view.phase);
      const svg = boardOf(view);
      const title = drawnLines(svg, 'title');
      const status = drawnLines(svg, 'status');
      expect(title, 'the title is one line').toHaveLength(1);
      expect(fitsAPhone(title, { size: 16, bold: true }), title.join(' / ')).toBe(true);
      expect(`Circuit Racer, ${title[0]!.replace('Circuit', 'circuit')}`).toBe(svgTitle(svg));
      expect(status, 'two lines: the track does not move as they change').toHaveLength(2);
      expect(fitsAPhone(status, STATUS_FONT), status.join(' / ')).toBe(true);
      expect(status[0]).toBe(
        `${view.toFlag} spaces to the flag · places ${view.places.join(', ') || '—'} · total ${view.total}`,
      );
      expect(status.join('\n'), status.join(' / ')).not.toMatch(RAW_PHASE);
      if (view.phase === 'gear') expect(status[1]).toMatch(GEAR_CHOICE);
      if (view.phase === 'gear' && view.previousGear > 0)
        expect(status[1]).toContain(`gear ${view.previousGear === 1 ? 2 : view.previousGear - 1}`);
      if (view.phase === 'dice') expect(status[1]).toMatch(new RegExp(`^keep the dice \\(move ${view.wouldMove}[:,)]`));
    });
  expect([...phases].sort(), 'played turns choose a gear and keep or re-roll dice').toEqual(['dice', 'gear']);
  // The step the engine rolls in and the game's end, as a played game's views around them would show.
  const rolling = drawnLines(boardOf({ ...last!, phase: 'roll', gear: 3 }), 'status');
  expect(rolling[1]).toBe('in gear 3: the dice are rolled');
  const end = { ...last!, phase: 'over', places: [20, 20, 20, 20], total: 80 } as CircuitRacerView;
  const over = drawnLines(boardOf(end), 'status');
  expect(over).toEqual(['all 4 circuits raced · places 20, 20, 20, 20 · total 80', 'the race is over']);
  for (const status of [rolling, over]) expect(fitsAPhone(status, STATUS_FONT), status.join(' / ')).toBe(true);
});

describe('what the status offers, as the rules allow it', () => {
  let gear: CircuitRacerView | undefined;
  let dice: CircuitRacerView | undefined;
  mixedPlayout(game, 1, 1, 400, (state, seat) => {
    const view = game.view(state, seat) as CircuitRacerView;
    if (view.phase === 'gear' && view.previousGear > 0) gear ??= view;
    if (view.phase === 'dice') dice ??= view;
  });
  const said = (view: CircuitRacerView): string => {
    const status = drawnLines(boardOf(view), 'status');
    expect(fitsAPhone(status, STATUS_FONT), status.join(' / ')).toBe(true);
    return status[1]!;
  };
  /** The special actions with `id`'s free uses left set to `free`. */
  const withFree = (view: CircuitRacerView, free: Record<string, number>): CircuitRacerView['actions'] =>
    view.actions.map((a) => ({ ...a, freeLeft: free[a.id] ?? a.freeLeft }));
  /** No damage box left on this circuit's track nor in the bank: nothing beyond the free uses can be paid. */
  const broke = (view: CircuitRacerView): CircuitRacerView => ({
    ...view,
    damage: { ...view.damage, free: 0 },
    bank: 0,
  });

  test('at the gear step: the gears one up or down from the last, and Shift while it is free or can be paid', () => {
    expect(said({ ...gear!, previousGear: 0 })).toBe('choose any gear to start the circuit');
    expect(said({ ...gear!, previousGear: 3 })).toBe('choose gear 2 or 4, or shift to another');
    expect(said({ ...gear!, previousGear: 1 })).toBe('choose gear 2, or shift to another');
    expect(said({ ...gear!, previousGear: 6 })).toBe('choose gear 5, or shift to another');
    const noFreeShift = { ...gear!, previousGear: 3, actions: withFree(gear!, { shift: 0 }) };
    expect(said(noFreeShift), 'paid from the track or the bank').toBe('choose gear 2 or 4, or shift to another');
    expect(said(broke(noFreeShift))).toBe('choose gear 2 or 4');
    expect(said({ ...broke(noFreeShift), bank: 2 }), 'Shift costs 2: the bank pays').toBe(
      'choose gear 2 or 4, or shift to another',
    );
    expect(said({ ...broke(noFreeShift), bank: 1 }), 'one box does not pay for it').toBe('choose gear 2 or 4');
  });

  test('at the dice: keeping them says what they do to the car; a re-roll is offered while one can be had', () => {
    const at = { ...dice!, wouldMove: 4, wouldDamage: 0, wouldDnf: false };
    expect(said(at)).toBe('keep the dice (move 4) or re-roll');
    expect(said({ ...at, wouldDamage: 6 })).toBe('keep the dice (move 4, 6 damage) or re-roll');
    expect(said({ ...at, wouldMove: 6, wouldDamage: 12, wouldDnf: true })).toBe(
      'keep the dice (move 6: DNF, place 20) or re-roll',
    );
    const spent = { ...at, actions: withFree(at, { reroll: 0, select: 0 }) };
    expect(said(broke(spent))).toBe('keep the dice (move 4)');
    expect(said(broke({ ...spent, actions: withFree(spent, { select: 1 }) })), 'a free select').toBe(
      'keep the dice (move 4) or re-roll',
    );
    expect(said(broke({ ...spent, actions: withFree(spent, { reroll: 1 }) })), 'a free re-roll').toBe(
      'keep the dice (move 4) or re-roll',
    );
    expect(said({ ...broke(spent), bank: 2 }), 'a paid re-roll (2)').toBe('keep the dice (move 4) or re-roll');
  });
});

test('the title and status lines end above the track: its highest circle and the car over it', () => {
  let first: CircuitRacerView | undefined;
  mixedPlayout(game, 1, 1, 1, (state, seat) => (first ??= game.view(state, seat) as CircuitRacerView));
  // The status at its longest: two lines.
  const svg = boardOf({ ...first!, places: [20, 20, 20, 20], total: 80 });
  const baselines = [...svg.matchAll(/<g class="(?:title|status)">(.*?)<\/g>/g)].flatMap((g) =>
    [...g[1]!.matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1])),
  );
  expect(baselines).toHaveLength(3);
  // The track is drawn in a group moved down under them: its highest circle, less the car drawn up
  // to 36 above a circle's centre, stays under the last baseline and its descent.
  const shift = Number(/<g transform="translate\(0 ([\d.]+)\)">/.exec(svg)![1]);
  const circles = [...svg.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)" r="13"/g)].map((m) => Number(m[1]));
  expect(circles.length).toBeGreaterThan(20);
  expect(shift + Math.min(...circles) - 36).toBeGreaterThan(Math.max(...baselines) + 3);
});

/**
 * The dice just rolled were drawn beside the gears at x 300, the special actions at x 400 and the
 * circuits' places at x 600: off a 390 px phone's screen, which shows the board's left from x 20 to
 * about PHONE_LINE further. On a phone's page they are drawn under the gears, and the circuits inside
 * the track, in that width (test/browser/board-zoom.test.ts looks at them there).
 */
test('on a phone the gears, the dice under them, the special actions under those and the circuits are drawn in its width', () => {
  let rolled = 0;
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 400, (state, seat) => {
      const view = game.view(state, seat) as CircuitRacerView;
      const svg = boardOf(view, true);
      const [gears, dice, actions, circuits] = ['gears', 'dice', 'actions', 'circuits'].map((name) =>
        drawnBox(svg, name),
      );
      for (const [name, box] of Object.entries({ gears, dice, actions, circuits })) {
        expect(box!.left, name).toBeGreaterThanOrEqual(20);
        expect(box!.right, name).toBeLessThanOrEqual(20 + PHONE_LINE);
      }
      expect(dice!.top, 'the dice under the gears').toBeGreaterThan(gears!.bottom);
      expect(actions!.top, 'the special actions under the dice').toBeGreaterThan(dice!.bottom);
      const drawn = [...svg.matchAll(/aria-label="die \d showing \d"/g)].length;
      expect(drawn).toBe(view.dice.length);
      if (drawn > 0) rolled++;
      // Before the roll, the dice's place says what will come there.
      expect(svg.includes('six dice are rolled once a gear is chosen')).toBe(view.phase === 'gear');
    });
  expect(rolled, 'turns with the dice rolled').toBeGreaterThan(20);
});

/**
 * Drawn in one column under the track, the board stood 250 units taller than it first did: on a laptop
 * (and in board.svg) the Time and Damage tracks and the special actions stand beside the gears and
 * dice instead, and the circuits' places in the oval's middle. (A phone's track is taller than the
 * laptop's: what stands under it is measured from the gears.)
 */
test('on a laptop the tracks and special actions stand beside the gears and dice, 185 units less tall', () => {
  let first: CircuitRacerView | undefined;
  mixedPlayout(game, 1, 1, 1, (state, seat) => (first ??= game.view(state, seat) as CircuitRacerView));
  const height = (svg: string) => Number(/<svg [^>]*height="([\d.]+)"/.exec(svg)![1]);
  const fromGears = (svg: string) => height(svg) - drawnBox(svg, 'gears').top;
  const wide = boardOf(first!);
  expect(fromGears(boardOf(first!, true)) - fromGears(wide)).toBe(185);
  const [gears, dice, actions] = ['gears', 'dice', 'actions'].map((name) => drawnBox(wide, name));
  expect(actions!.left, 'beside the gears and dice').toBeGreaterThan(Math.max(gears!.right, dice!.right) + 40);
  expect(actions!.bottom).toBeLessThanOrEqual(height(wide));
});

/** The track's frame is the same in both layouts: what it draws, read off the board. */
const drawnTrack = (svg: string) => ({
  circles: [...svg.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="13"/g)].map((m) => ({
    left: Number(m[1]) - 13,
    right: Number(m[1]) + 13,
    top: Number(m[2]) - 13,
    bottom: Number(m[2]) + 13,
  })),
  sections: [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"[^>]*font-weight="bold"[^>]*>S\d+<\/text>/g)].map((m) => ({
    left: Number(m[1]) - 12,
    right: Number(m[1]) + 12,
    top: Number(m[2]) - 11,
    bottom: Number(m[2]) + 3,
  })),
  car: [...svg.matchAll(/<rect x="([-\d.]+)" y="([-\d.]+)" width="22" height="14"/g)].map((m) => ({
    left: Number(m[1]),
    right: Number(m[1]) + 22,
    top: Number(m[2]),
    bottom: Number(m[2]) + 14,
  })),
});

test("the circuits' places, inside the track, keep clear of its circles, section labels and the car", () => {
  type Box = ReturnType<typeof drawnBox>;
  const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const circuitsSeen = new Set<number>();
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 400, (state, seat) => {
      const view = game.view(state, seat) as CircuitRacerView;
      circuitsSeen.add(view.circuit);
      for (const narrow of [true, false]) {
        const svg = boardOf(view, narrow);
        const circuits = drawnBox(svg, 'circuits');
        const { circles, sections, car } = drawnTrack(svg);
        expect(sections.length).toBe(view.sections.length);
        expect(car).toHaveLength(1);
        for (const box of [...circles, ...sections, ...car])
          expect(overlap(circuits, box), JSON.stringify(box)).toBe(false);
      }
    });
  expect([...circuitsSeen].sort()).toEqual([1, 2, 3, 4]);
});
