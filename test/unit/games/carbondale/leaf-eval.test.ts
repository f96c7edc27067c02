/**
 * The estimate that scores Carbondale's cut-off imagined games (leaf-eval.ts): a chance per seat that
 * adds up to one, the same for either seat in the same place, higher for the network nearer the goal,
 * and, late in games `default` plays against itself, it names the winner far more often than not.
 */
import { expect, test } from 'vitest';
import { playSeated } from '../../../../src/core/search/ladder.js';
import type { BotDefinition } from '../../../../src/core/types.js';
import { carbondale, type CarbondaleState } from '../../../../src/games/carbondale/index.js';
import { leafValues } from '../../../../src/games/carbondale/leaf-eval.js';
import { update } from '../../../../src/games/carbondale/state.js';

const content = carbondale.content;
const defaultBot = carbondale.bots!.find((b) => b.id === 'default')! as BotDefinition;

/** The turn states of one game `default` plays against itself, and who won it (0 a tie). */
function game(seed: string): { states: CarbondaleState[]; winner: number } {
  const states: CarbondaleState[] = [];
  const recording: BotDefinition = {
    ...defaultBot,
    choose: (input) => {
      const state = input.state as CarbondaleState;
      if (state.phase === 'turn') states.push(state);
      return defaultBot.choose(input);
    },
  };
  const standings = playSeated(carbondale, seed, [recording, recording]);
  const firsts = standings.players.filter((p) => p.rank === 1);
  return { states, winner: firsts.length === 1 ? firsts[0]!.seat : 0 };
}

const mirrored = (s: CarbondaleState): CarbondaleState =>
  update(s, { players: [s.players[1]!, s.players[0]!], active: s.active === 1 ? 2 : 1 });

test('two chances that add up to one, swapped when the seats swap places', () => {
  const { states } = game('leaf-a');
  expect(states.length).toBeGreaterThan(20);
  for (const s of states) {
    const [one, two] = leafValues(content, s) as [number, number];
    expect(one).toBeGreaterThan(0);
    expect(one).toBeLessThan(1);
    expect(one + two).toBeCloseTo(1, 12);
    const [mOne, mTwo] = leafValues(content, mirrored(s)) as [number, number];
    expect(mOne).toBeCloseTo(two, 12);
    expect(mTwo).toBeCloseTo(one, 12);
  }
});

test('the seat about to play is a little ahead of an equal opponent', () => {
  const { states } = game('leaf-a');
  const even = update(states[0]!, { players: [states[0]!.players[0]!, states[0]!.players[0]!] });
  const [one, two] = leafValues(content, update(even, { active: 1 })) as [number, number];
  expect(one).toBeGreaterThan(0.5);
  expect(one).toBeLessThan(0.7);
  expect(leafValues(content, update(even, { active: 2 }))[1]).toBeCloseTo(one, 12);
  expect(two).toBeLessThan(0.5);
});

test('goal points placed raise a seat’s chance', () => {
  const { states } = game('leaf-b');
  const s = states[Math.floor(states.length / 3)]!;
  const [me, them] = s.players as [CarbondaleState['players'][0], CarbondaleState['players'][0]];
  // Far from the network: the estimate reads the sums and the ladders, not where a value card lies.
  const hearts = [...me.network, { card: '9H1', x: 40, y: 40 }, { card: '8H1', x: 42, y: 40 }];
  const richer = update(s, { players: [{ ...me, network: hearts }, them] });
  expect(leafValues(content, richer)[0]).toBeGreaterThan(leafValues(content, s)[0]! + 0.05);
});

test('late in games default plays against itself, the seat it favours mostly wins', () => {
  let right = 0;
  let asked = 0;
  for (const seed of ['leaf-1', 'leaf-2', 'leaf-3', 'leaf-4', 'leaf-5', 'leaf-6', 'leaf-7', 'leaf-8']) {
    const { states, winner } = game(seed);
    if (winner === 0) continue;
    // The last quarter of the game's turns.
    for (const s of states.slice(Math.floor(states.length * 0.75))) {
      asked++;
      if ((leafValues(content, s)[0]! > 0.5 ? 1 : 2) === winner) right++;
    }
  }
  expect(asked).toBeGreaterThan(60);
  // Measured 84% over 40 games; a coin would be right half the time.
  expect(right / asked).toBeGreaterThan(0.7);
}, 60_000);
