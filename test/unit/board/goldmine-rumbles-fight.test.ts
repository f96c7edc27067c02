/**
 * Goldmine Rumbles' fight panel is a group a screen reader announces by its name: the name reads as
 * the drawn heading does (round, stage and against whom in words), never the engine's kind id
 * ("fight (papa)"), for each kind of fight.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { FightPanel } from '../../../src/games/goldmine-rumbles/board-fight.js';
import type { GoldmineView } from '../../../src/games/goldmine-rumbles/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('goldmine-rumbles')!;

/** A view of a fresh game with a fight of `kind` running, round 2, dice rolled. */
function fighting(kind: GoldmineView['turn']['fight']['kind']): GoldmineView {
  let first: GoldmineView | undefined;
  mixedPlayout(game, 5, 3, 1, (state) => (first ??= game.view(state, null) as GoldmineView));
  const fight = { ...first!.turn.fight, active: true, kind, round: 2, stage: 'roll', papaInjuries: 1, dice: [6, 1] };
  return { ...first!, turn: { ...first!.turn, fight } } as GoldmineView;
}

const panel = (view: GoldmineView) => renderToString(h(FightPanel, { view, x: 0, y: 0, names: ['Ada', 'Bo', 'Cy'] }));
const entities = (s: string) => s.replaceAll('&#39;', "'");

test.each([
  ['papa', "Fight · round 2 · the dice are rolled · Papa's injuries 1"],
  ['hazard', 'Fight · round 2 · the dice are rolled · against a hazard'],
  ['player', 'Fight · round 2 · the dice are rolled'],
] as const)('a fight with %s is named as its heading reads', (kind, words) => {
  const svg = panel(fighting(kind));
  const name = entities(/<g [^>]*role="group" aria-label="([^"]*)"/.exec(svg)![1]!);
  expect(name).toBe(words);
  expect(name).not.toContain(`(${kind})`);
  const heading = entities(/<text[^>]*font-weight="bold"[^>]*>(.*?)<\/text>/.exec(svg)![1]!.replace(/<!-- -->/g, ''));
  expect(heading).toBe(words);
});
